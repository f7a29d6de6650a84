/**
 * The confirmation after a sign-up was received (spec 3 §2.3, §9): the reference, where the confirmation mail goes,
 * the next steps; the home page opens after 3 s (or at once with the link). The heading takes the focus so the
 * change is announced.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CHECK_DAYS, REVIEW_WORKING_DAYS, SUCCESS_REDIRECT_MS } from './partner-terms.ts';

export interface SignupSuccessProps {
  reference: string;
  name: string;
  restaurant: string;
  email: string;
}

export function SignupSuccess({ reference, name, restaurant, email }: SignupSuccessProps) {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ to: '/' }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="rsignup__card card-surface rsignup-success" aria-labelledby="rs-success-title" data-testid="signup-success">
      <h2 id="rs-success-title" ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p>{t('success.thanks', { name, restaurant })}</p>
      <p className="rsignup-success__ref" data-testid="signup-reference">
        {tf('submit.reference', { reference })}
      </p>
      {email ? <p>{t('success.mail', { email })}</p> : null}
      <h3>{t('success.nextTitle')}</h3>
      <ol>
        <li>{t('success.next.review', REVIEW_WORKING_DAYS)}</li>
        <li>{t('success.next.portal')}</li>
        <li>{t('success.next.documents', DOCUMENT_CHECK_DAYS)}</li>
        <li>{t('success.next.live')}</li>
      </ol>
      <p className="small muted">{t('success.redirect')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('success.home')}
        </Link>
      </p>
    </section>
  );
}
