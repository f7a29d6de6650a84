/** Loading view ("Restaurant wird geladen...") and error view ("Restaurant nicht gefunden") of the vendor page. */
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/error-text.ts';
import { isHttpError } from '../../../lib/api/client.ts';
import '../vendor.css';

export function VendorLoading() {
  const { t } = useTranslation();
  return (
    <div className="center-box" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{t('vendor.loading')}</p>
    </div>
  );
}

export function VendorError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const boundary = useQueryErrorResetBoundary();
  useEffect(() => {
    boundary.reset();
  }, [boundary]);
  const notFound = isHttpError(error) && error.status === 404;
  return (
    <div className="page page--narrow vendor-error">
      <div className="alert alert--error" role="alert">
        <h1 className="alert__title">{t('vendor.error.title')}</h1>
        <p>{notFound ? t('vendor.error.notFoundText') : t('vendor.error.fetchFailed')}</p>
        {!notFound ? <p className="vendor-error__detail">{errorText(t, error)}</p> : null}
      </div>
      <div className="row vendor-error__actions">
        <Link to="/restaurants" className="btn btn--primary">
          {t('vendor.error.back')}
        </Link>
        {!notFound ? (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('vendor.error.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
