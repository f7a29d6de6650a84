/**
 * After a successful application (spec 3 §2.2, §9): "Bewerbung erfolgreich!", the answer promised within 2–3
 * working days, the reference number, and home after 3 seconds. The heading takes the focus so the news is read.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const SUCCESS_REDIRECT_MS = 3000;

export function CourierSuccess({ reference }: { reference: string }) {
  const { t } = useTranslation(['courier', 'forms']);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ to: '/' }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="card-surface courier-success" aria-labelledby="courier-success-title" data-testid="courier-success">
      <p className="courier-success__icon" aria-hidden="true">
        ✓
      </p>
      <h2 id="courier-success-title" ref={heading} tabIndex={-1}>
        {t('courier:success.title')}
      </h2>
      <p>{t('courier:success.text')}</p>
      <p className="courier-success__reference" data-testid="courier-reference">
        {t('forms:submit.reference', { reference })}
      </p>
      <p className="muted">{t('courier:success.mail')}</p>
      <p className="muted">{t('courier:success.redirect')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('courier:success.home')}
        </Link>
      </p>
    </section>
  );
}
