/**
 * The confirmation after a sign-up was received (spec 3 §2.3, §9): the reference, where the confirmation mail goes,
 * the next steps; the home page opens after 3 s (or at once with the link).
 */
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../components/form-success.tsx';
import { DOCUMENT_CHECK_DAYS, REVIEW_WORKING_DAYS, SUCCESS_REDIRECT_MS } from './partner-terms.ts';

export interface SignupSuccessProps {
  reference: string;
  name: string;
  restaurant: string;
  email: string;
}

export function SignupSuccess({ reference, name, restaurant, email }: SignupSuccessProps) {
  const { t } = useTranslation('restaurant-signup');
  return (
    <FormSuccess className="rsignup__card card-surface rsignup-success" titleId="rs-success-title" testId="signup-success"
      title={t('success.title')} lead={<p>{t('success.thanks', { name, restaurant })}</p>}
      reference={{ value: reference, className: 'rsignup-success__ref', testId: 'signup-reference' }}
      homeLabel={t('success.home')} redirectMs={SUCCESS_REDIRECT_MS}>
      {email ? <p>{t('success.mail', { email })}</p> : null}
      <h3>{t('success.nextTitle')}</h3>
      <ol>
        <li>{t('success.next.review', REVIEW_WORKING_DAYS)}</li>
        <li>{t('success.next.portal')}</li>
        <li>{t('success.next.documents', DOCUMENT_CHECK_DAYS)}</li>
        <li>{t('success.next.live')}</li>
      </ol>
      <p className="small muted">{t('success.redirect')}</p>
    </FormSuccess>
  );
}
