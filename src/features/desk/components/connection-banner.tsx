/**
 * The connection's state, loud when it is lost: without a connection no new order reaches the kitchen. Offline the
 * last known queue stays with its "Stand HH:MM" and the number of actions waiting to be sent. The compact state
 * (live / reconnecting / offline) stands in the desk's top bar (ConnectionState, issue 32); the banner below it.
 */
import { useTranslation } from 'react-i18next';
import { useDeskFormat } from '../format.ts';
import type { LiveStatus } from '../use-live-queue.ts';

export function ConnectionBanner({ status, syncedAt }: { status: LiveStatus; syncedAt: number | undefined }) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const asOf = syncedAt ? time(syncedAt) : '–';
  return (
    <div role="alert" className={status === 'lost' ? 'desk-lost' : 'sr-only'} data-testid="desk-connection-lost">
      {status === 'lost' ? (
        <>
          <strong>{t('connection.lost')}</strong> {t('connection.offline', { time: asOf })}
        </>
      ) : null}
    </div>
  );
}

export function ConnectionState({ status, syncedAt, queued }: { status: LiveStatus; syncedAt: number | undefined; queued: number }) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const asOf = syncedAt ? time(syncedAt) : '–';
  return (
    <p className={`desk-state desk-state--${status}`} role="status" data-testid="desk-connection" data-status={status}>
      <span className={`desk-dot desk-dot--${status}`} aria-hidden="true" />
      {status === 'live' ? t('connection.live') : status === 'connecting' ? t('connection.connecting') : t('shell.reconnecting', { time: asOf })}
      {queued > 0 ? ` · ${t('connection.queued', { count: queued })}` : ''}
    </p>
  );
}
