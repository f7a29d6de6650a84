/** One order on the board: number, kind, items, total, time left to confirm (new) or ready time, and its next steps. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DELAY_MINUTES, type DelayMinutes, type DeskAction } from '../../../domain/wire/desk.ts';
import { useDeskFormat } from '../format.ts';
import { actionsFor, canDelay, formatLeft, timeLeftMs, type ShownOrder } from '../queue.ts';

export interface OrderCardProps {
  order: ShownOrder;
  /** the server's clock now (ms) */
  now: number;
  unseen: boolean;
  onAction: (order: ShownOrder, action: DeskAction) => void;
  /** +10 or +20 minutes on an accepted order (issue 28) */
  onDelay: (order: ShownOrder, minutes: DelayMinutes) => void;
  onTicket: (order: ShownOrder) => void;
}

export function actionLabelKey(action: DeskAction, pickup: boolean) {
  if (action === 'ready' && pickup) return 'actions.readyPickup' as const;
  return `actions.${action}` as const;
}

export function OrderCard({ order, now, unseen, onAction, onDelay, onTicket }: OrderCardProps) {
  const { t } = useTranslation('desk');
  const { time, euro } = useDeskFormat();
  const headingId = `desk-order-${order.id}`;
  const left = timeLeftMs(order, now);
  const items = order.lines.reduce((n, l) => n + l.qty, 0);
  const pickup = order.delivery.pickUp;
  const readyAt = order.fulfillment.packaging?.time ?? order.fulfillment.delivery?.time;
  return (
    <article className={`desk-order${unseen ? ' desk-order--unseen' : ''}${order.pendingActions ? ' desk-order--pending' : ''}`}
      aria-labelledby={headingId} data-testid="desk-order" data-nr={order.nr} data-state={order.fulfillment.state}>
      <header className="desk-order__head">
        <h3 id={headingId}>{t('order.nr', { nr: order.nr })}</h3>
        <span className={`desk-chip desk-chip--${pickup ? 'pickup' : 'delivery'}`}>{pickup ? t('order.pickup') : t('order.delivery')}</span>
      </header>
      <p className="desk-order__meta">
        {t('order.placedAt', { time: time(order.createTime) })} · {t('order.items', { count: items })} · {euro(order.amount.total)}
      </p>
      {order.delivery.time ? <p className="desk-order__meta">{t('order.scheduled', { time: time(order.delivery.time) })}</p> : null}
      {left !== null ? (
        <p className={`desk-order__left${left <= 3 * 60_000 ? ' is-urgent' : ''}`} data-testid="desk-time-left">
          {left > 0 ? t('order.expiresIn', { time: formatLeft(left) }) : t('order.expired')}
        </p>
      ) : readyAt && order.fulfillment.state !== 'PROCESSED' ? (
        <p className="desk-order__meta">{t('order.readyAt', { time: time(readyAt) })}</p>
      ) : order.fulfillment.state === 'PROCESSED' && pickup ? (
        <p className="desk-order__meta">{t('order.readyForPickup')}</p>
      ) : null}
      <ul className="desk-order__lines">
        {order.lines.map((l, i) => (
          <li key={`${l.entry.productId}-${String(i)}`}>
            {l.qty} × {l.entry.label ?? l.entry.productId}
            {l.note ? <span className="note"> – {l.note}</span> : null}
          </li>
        ))}
      </ul>
      {order.delivery.note ? <p className="desk-order__note">{t('order.note')}: {order.delivery.note}</p> : null}
      {order.pendingActions > 0 ? <p className="desk-chip desk-chip--pending">{t('order.pending')}</p> : null}
      <div className="desk-order__actions">
        {actionsFor(order).map((a) => (
          <button key={a} type="button" className={`btn ${a === 'refuse' ? 'btn--secondary' : 'btn--primary'}`} onClick={() => onAction(order, a)}>
            {t(actionLabelKey(a, pickup))}
          </button>
        ))}
        {canDelay(order) ? (
          <span role="group" className="desk-order__delay" aria-label={t('delay.group', { nr: order.nr })}>
            {DELAY_MINUTES.map((m) => (
              <button key={m} type="button" className="btn btn--secondary" data-testid={`desk-delay-${m}`} onClick={() => onDelay(order, m)}>
                {t('delay.plus', { minutes: m })}
              </button>
            ))}
          </span>
        ) : null}
        <button type="button" className="btn btn--secondary" onClick={() => onTicket(order)}
          aria-label={`${t('order.ticket')} ${t('order.nr', { nr: order.nr })}`}>
          {t('order.ticket')}
        </button>
        <Link to="/desk/receipt/$orderId" params={{ orderId: order.id }} className="btn btn--secondary"
          aria-label={`${t('order.receipt')} ${t('order.nr', { nr: order.nr })}`}>
          {t('order.receipt')}
        </Link>
      </div>
    </article>
  );
}
