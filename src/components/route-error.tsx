/**
 * Shared route error view (conventions §15): shows the error in the user's language, "try again" resets the
 * query error boundary and re-runs the route's loader (router.invalidate()).
 */
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text.ts';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <div className="page page--narrow">
      <div className="alert alert--error" role="alert">
        <h1 className="alert__title">{t('common.routeError.title')}</h1>
        <p>{errorText(t, error)}</p>
      </div>
      <div className="row" style={{ marginTop: 'var(--space-4)' }}>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.routeError.retry')}
        </button>
        <Link to="/" className="btn btn--secondary">
          {t('common.routeError.home')}
        </Link>
      </div>
    </div>
  );
}
