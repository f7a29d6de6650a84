/**
 * Offline mode (issue 4): when the browser is offline or the API status probe fails, one calm banner says so, marks
 * what is on screen as possibly outdated and offers a retry (re-checks the API and refetches the queries on screen).
 * It appears once per offline episode: closing it keeps it away until the connection came back and was lost again.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiStatusFailed, useOnline } from './network-status.ts';

export function OfflineBanner() {
  const online = useOnline();
  const apiFailed = useApiStatusFailed();
  const down = !online || apiFailed;
  // the banner's own state (closed, retrying) lives as long as the episode: back up unmounts it
  return (
    <div className="offline-banner-slot" aria-live="polite">
      {down ? <EpisodeBanner online={online} /> : null}
    </div>
  );
}

function EpisodeBanner({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      if (typeof navigator !== 'undefined' && navigator.onLine) onlineManager.setOnline(true);
      await Promise.allSettled([
        qc.refetchQueries({ queryKey: ['api-status'] }),
        qc.refetchQueries({ type: 'active', predicate: (q) => q.queryKey[0] !== 'api-status' }),
      ]);
    } finally {
      setRetrying(false);
    }
  };

  if (dismissed) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <p className="offline-banner__text">
        <strong>{online ? t('offline.banner.apiDown') : t('offline.banner.offline')}</strong> {t('offline.banner.stale')}
      </p>
      <div className="offline-banner__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void retry()} disabled={retrying}>
          {retrying ? t('offline.banner.retrying') : t('offline.banner.retry')}
        </button>
        <button type="button" className="offline-banner__close" onClick={() => setDismissed(true)} aria-label={t('offline.install.close')}>
          ×
        </button>
      </div>
    </div>
  );
}
