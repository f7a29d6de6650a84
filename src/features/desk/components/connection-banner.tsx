/**
 * The connection's state, loud when it is lost: without a connection no new order reaches the kitchen. Offline the
 * last known queue stays with its "Stand HH:MM" and the number of actions waiting to be sent.
 */
import { useTranslation } from 'react-i18next';
import { useDeskFormat } from '../format.ts';
import type { LiveStatus } from '../use-live-queue.ts';

export function ConnectionBanner({ status, syncedAt, queued }: { status: LiveStatus; syncedAt: number | undefined; queued: number }) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const asOf = syncedAt ? time(syncedAt) : '–';
  return (
    <div className="desk-connection">
      <div role="alert" className={status === 'lost' ? 'desk-lost' : 'sr-only'} data-testid="desk-connection-lost">
        {status === 'lost' ? (
          <>
            <strong>{t('connection.lost')}</strong> {t('connection.offline', { time: asOf })}
          </>
        ) : null}
      </div>
      <p className="desk-connection__line note" role="status" data-testid="desk-connection" data-status={status}>
        <span className={`desk-dot desk-dot--${status}`} aria-hidden="true" />
        {status === 'live' ? t('connection.live') : status === 'connecting' ? t('connection.connecting') : t('connection.asOf', { time: asOf })}
        {queued > 0 ? ` · ${t('connection.queued', { count: queued })}` : ''}
      </p>
    </div>
  );
}
