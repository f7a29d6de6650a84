/** Delivery address and order summary (items with notes, subtotal, delivery fee, total, payment method). */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DOORBELL_PREFIX } from '../../../domain/checkout.ts';
import type { TrackedOrder } from '../api/order.ts';
import { useTrackingFormat } from './format.ts';

type Loc = NonNullable<TrackedOrder['delivery']['loc']>;

/**
 * The delivery address and note in the customer's language (issue 25 item 5): built from the order's parts (street,
 * staircase, floor, door, postal code, town), not from the German text made for the restaurant; the doorbell name
 * at the start of the note ("Klingel: Huber · …") is shown with the translated label.
 */
export function customerAddress(t: TFunction, d: { loc?: Loc | null | undefined; stair?: string | undefined; floor?: string | undefined; door?: string | undefined }): string {
  const loc = d.loc;
  if (!loc) return '';
  const parts = [loc.addrLines.join(', ')];
  if (d.stair) parts.push(t('tracking.address.stair', { value: d.stair }));
  if (d.floor) parts.push(t('tracking.address.floor', { value: d.floor }));
  if (d.door) parts.push(t('tracking.address.door', { value: d.door }));
  parts.push(`${loc.postalCode} ${loc.city}`.trim());
  return parts.filter(Boolean).join(', ');
}

export function customerNote(t: TFunction, note: string | undefined): string {
  if (!note) return '';
  if (!note.startsWith(DOORBELL_PREFIX)) return note;
  const [bell = '', ...rest] = note.slice(DOORBELL_PREFIX.length).split(' · ');
  return [t('tracking.address.doorbell', { value: bell }), ...rest].join(' · ');
}

export function OrderAddress({ order, pickupAddress }: { order: TrackedOrder; pickupAddress: string | null }) {
  const { t } = useTranslation();
  const { dateTime } = useTrackingFormat();
  const loc = order.delivery.loc;
  return (
    <section className="card-surface co-card" aria-labelledby="order-address-title">
      <h2 id="order-address-title">{order.delivery.pickUp ? t('tracking.pickupAddress') : t('tracking.deliveryAddress')}</h2>
      <p data-testid="order-address">
        {order.delivery.pickUp
          ? (pickupAddress ?? t('tracking.pickupAtRestaurant'))
          : customerAddress(t, { ...order.delivery, loc })}
      </p>
      {order.delivery.label ? <p className="note">{order.delivery.label}</p> : null}
      {order.delivery.note ? (
        <p className="note" data-testid="order-note">
          {t('tracking.note')}: „{customerNote(t, order.delivery.note)}“
        </p>
      ) : null}
      {order.delivery.time ? (
        <p className="note">{t('tracking.scheduledFor', { time: dateTime(new Date(order.delivery.time)) })}</p>
      ) : null}
    </section>
  );
}

export function OrderSummary({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation();
  const { euro } = useTrackingFormat();
  const amount = order.amount;
  const charge = (type: string) => amount?.charges.find((c) => c.type === type)?.val ?? 0;
  const serviceFee = charge('service-fee');
  const minFee = charge('min-order-fee');
  const tip = charge('tip');
  return (
    <section className="card-surface co-card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('tracking.summary')}</h2>
      <ul className="summary-lines" data-testid="order-lines">
        {order.lines.map((l, i) => (
          <li key={`${l.entry.productId}-${i}`} className="summary-line">
            <span className="summary-line__name">
              {l.qty}× {l.entry.label ?? l.entry.productId}
              {(l.entry.opts ?? []).map((o) => (
                <span key={o.slug} className="summary-line__detail">
                  {o.label ?? o.slug}: {o.vals.map((v) => (v.qty > 1 ? `${v.qty}× ` : '') + (v.label ?? v.slug)).join(', ')}
                </span>
              ))}
              {l.note ? <span className="summary-line__detail">„{l.note}“</span> : null}
            </span>
            {typeof l.total === 'number' ? <span className="summary-line__price">{euro(l.total)}</span> : null}
          </li>
        ))}
      </ul>
      {amount ? (
        <dl className="fees">
          <div className="fees__row">
            <dt>{t('cart.subtotal')}</dt>
            <dd>{euro(amount.val)}</dd>
          </div>
          {!order.delivery.pickUp ? (
            <div className="fees__row">
              <dt>{t('cart.deliveryFee')}</dt>
              <dd data-testid="order-delivery-fee">{serviceFee > 0 ? euro(serviceFee) : t('cart.free')}</dd>
            </div>
          ) : null}
          {minFee > 0 ? (
            <div className="fees__row">
              <dt>{t('cart.minOrderFee')}</dt>
              <dd>{euro(minFee)}</dd>
            </div>
          ) : null}
          {tip > 0 ? (
            <div className="fees__row">
              <dt>{t('tracking.tip')}</dt>
              <dd>{euro(tip)}</dd>
            </div>
          ) : null}
          <div className="fees__row fees__row--total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="order-total">{euro(amount.total)}</dd>
          </div>
        </dl>
      ) : null}
      {order.payment ? (
        <p>
          {t('tracking.paymentMethod')}:{' '}
          <strong data-testid="order-payment">
            {order.payment.method === 'atm' ? t('checkout.payment.atm') : t('checkout.payment.cash')}
          </strong>
        </p>
      ) : null}
    </section>
  );
}
