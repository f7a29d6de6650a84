/**
 * After the application was stored (spec 3 §2.5, §9): the success screen with the reference, the reply promised
 * within 1–2 weeks, where the documents go, and home after 4 s.
 */
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../components/form-success.tsx';
import { COMPANY } from '../../domain/company.ts';
import { SUCCESS_REDIRECT_MS } from './positions.ts';

export function CareersSuccess({ reference, position, email }: { reference: string; position: string; email: string }) {
  const { t } = useTranslation('careers');
  const lead = (
    <>
      <p>{t('success.text')}</p>
      {position ? <p data-testid="careers-success-position">{t('success.position', { position })}</p> : null}
    </>
  );
  return (
    <FormSuccess className="card-surface careers-success form-success" titleId="careers-success-title" testId="careers-success" iconClassName="form-success__icon"
      title={t('success.title')} lead={lead} reference={{ value: reference, className: 'form-success__reference', testId: 'careers-reference' }}
      homeLabel={t('success.home')} redirectMs={SUCCESS_REDIRECT_MS}>
      {email ? <p className="muted">{t('success.mail', { email })}</p> : null}
      <p>{t('success.documents', { email: COMPANY.email.value })}</p>
      <p className="muted">{t('success.redirect')}</p>
    </FormSuccess>
  );
}
