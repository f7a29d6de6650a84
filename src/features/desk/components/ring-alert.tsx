/**
 * The ring's visible half (issue 32): the flashing banner of new orders nobody has acknowledged yet ("Gesehen" stops
 * the ring), louder once one has waited a minute, and the cancellations and expiries with why ("Verstanden").
 */
import { useTranslation } from 'react-i18next';
import type { RingAlarm } from '../ring.ts';

export interface RingAlertProps {
  /** unacknowledged new orders */
  unseen: number;
  /** one of them has waited a minute or more */
  overdue: boolean;
  onSeen: () => void;
  alarms: readonly RingAlarm[];
  onAlarmsSeen: () => void;
}

export function RingAlert({ unseen, overdue, onSeen, alarms, onAlarmsSeen }: RingAlertProps) {
  const { t } = useTranslation('desk');
  return (
    <div className="desk-alert-slot" role="alert">
      {alarms.length > 0 ? (
        <div className="desk-alert desk-alert--cancel desk-ringing" data-testid="desk-cancel-alert">
          <ul className="desk-alert__list">
            {alarms.map((a) => (
              <li key={a.id}>
                <strong>{a.why === 'expired' ? t('ring.expired', { nr: a.nr }) : t('ring.cancelled', { nr: a.nr })}</strong>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--primary" onClick={onAlarmsSeen}>
            {t('ring.understood')}
          </button>
        </div>
      ) : null}
      {unseen > 0 ? (
        <div className={`desk-alert desk-ringing${overdue ? ' desk-alert--overdue' : ''}`} data-testid="desk-new-alert">
          <strong>
            {t('alert.newOrders', { count: unseen })}
            {overdue ? ` ${t('ring.overdue')}` : ''}
          </strong>
          <button type="button" className="btn btn--primary" onClick={onSeen}>
            {t('alert.seen')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
