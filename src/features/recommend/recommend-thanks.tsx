/** The thank-you screen (spec 3 §2.4, §9): the reference, then /restaurants after 3 seconds (or at once by the link). */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const REDIRECT_MS = 3000;

export function RecommendThanks({ reference }: { reference: string }) {
  const { t } = useTranslation(['recommend', 'forms']);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ to: '/restaurants' }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="card-surface recommend__thanks" role="status" aria-live="polite">
      <h2 ref={heading} tabIndex={-1}>
        {t('recommend:thanks.title')}
      </h2>
      <p>{t('recommend:thanks.text')}</p>
      <p>
        <strong data-testid="recommend-reference">{t('forms:submit.reference', { reference })}</strong>
      </p>
      <p className="muted">{t('recommend:thanks.redirect')}</p>
      <Link to="/restaurants" className="btn btn--primary">
        {t('recommend:thanks.now')}
      </Link>
    </section>
  );
}
