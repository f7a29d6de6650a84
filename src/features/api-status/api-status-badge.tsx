import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiInfoQueryOptions } from './api/info.ts';

export type ApiStatus = 'checking' | 'connected' | 'error';

/** API status badge (spec 1 §4): checking / connected "Live-Daten" / error "Offline-Modus"; click re-checks. */
export function ApiStatusBadge() {
  const { t } = useTranslation();
  const query = useQuery(apiInfoQueryOptions());
  const status: ApiStatus = query.isFetching ? 'checking' : query.isSuccess ? 'connected' : query.isError ? 'error' : 'checking';
  const label = t(`common.nav.apiStatus.${status}`);
  return (
    <button
      type="button"
      className={`api-badge api-badge--${status}`}
      onClick={() => void query.refetch()}
      aria-label={t('common.nav.apiStatus.recheck', { status: label })}
      data-status={status}
    >
      <span className="api-badge__dot" aria-hidden="true" />
      <span aria-live="polite">{label}</span>
    </button>
  );
}
