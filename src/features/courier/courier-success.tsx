/**
 * After a successful application (spec 3 §2.2, §9): "Bewerbung erfolgreich!", the answer promised within 2–3
 * working days, the reference number, and home after 3 seconds.
 */
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../components/form-success.tsx';

const SUCCESS_REDIRECT_MS = 3000;

export function CourierSuccess({ reference }: { reference: string }) {
  const { t } = useTranslation('courier');
  return (
    <FormSuccess className="card-surface courier-success form-success" titleId="courier-success-title" testId="courier-success" iconClassName="form-success__icon"
      title={t('success.title')} lead={<p>{t('success.text')}</p>}
      reference={{ value: reference, className: 'form-success__reference', testId: 'courier-reference' }}
      homeLabel={t('success.home')} redirectMs={SUCCESS_REDIRECT_MS}>
      <p className="muted">{t('success.mail')}</p>
      <p className="muted">{t('success.redirect')}</p>
    </FormSuccess>
  );
}
