/**
 * After the application was stored (spec 3 §2.5, §9): the success screen with the reference, the reply promised
 * within 1–2 weeks, where the documents go, and home after 4 s. The heading takes the focus so the news is read.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { SUCCESS_REDIRECT_MS } from './positions.ts';

export function CareersSuccess({ reference, position, email }: { reference: string; position: string; email: string }) {
  const { t } = useTranslation(['careers', 'forms']);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ to: '/' }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="card-surface careers-success" aria-labelledby="careers-success-title" data-testid="careers-success">
      <p className="careers-success__icon" aria-hidden="true">
        ✓
      </p>
      <h2 id="careers-success-title" ref={heading} tabIndex={-1}>
        {t('careers:success.title')}
      </h2>
      <p>{t('careers:success.text')}</p>
      {position ? <p data-testid="careers-success-position">{t('careers:success.position', { position })}</p> : null}
      <p className="careers-success__reference" data-testid="careers-reference">
        {t('forms:submit.reference', { reference })}
      </p>
      {email ? <p className="muted">{t('careers:success.mail', { email })}</p> : null}
      <p>{t('careers:success.documents', { email: COMPANY.email.value })}</p>
      <p className="muted">{t('careers:success.redirect')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('careers:success.home')}
        </Link>
      </p>
    </section>
  );
}
