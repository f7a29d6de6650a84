/** Orders tab (spec 2 §2): cards with the first 2 items, "+n weitere", status colours, link to tracking. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RateOrderButton } from '../../components/reviews/rate-order-button.tsx';
import { toCents } from '../../domain/money.ts';
import { useDisplayFormat } from '../../lib/use-display-format.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { listOrders } from './api/account-data.ts';
import type { OrderRow } from '../../lib/supabase/types.ts';
import { statusTone } from './schemas.ts';

export const CARD_ITEMS = 2;

export function OrdersTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const orders = useQuery({ queryKey: accountKeys.orders(userId), queryFn: () => listOrders(userId) });
  if (orders.isPending) return <p role="status">{t('profile.loading')}</p>;
  if (orders.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('profile.orders.loadError')}</p>
        <p className="small">{orders.error.message}</p>
        <Link to="/" className="btn btn--secondary">{t('profile.orders.home')}</Link>
      </div>
    );
  }
  return (
    <section className="profile-section" aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('profile.orders.heading')}</h2>
      {orders.data.length === 0 ? <p>{t('profile.orders.empty')}</p> : null}
      <ul className="profile-list" data-testid="order-list">
        {orders.data.map((o) => (
          <li key={o.id}>
            <OrderCard order={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderCard({ order }: { order: OrderRow }) {
  const { t } = useTranslation();
  // the app's one display format (as the confirmation): Vienna's wall clock, the language's numbers
  const fmt = useDisplayFormat();
  const items = order.order_items ?? [];
  const more = items.length - CARD_ITEMS;
  const tone = statusTone(order.status);
  // the row id is the vendor system's order id when it was stored at checkout: tracking then works on any device
  const fullOrderId = order.restaurant_id ? `vendors/${order.restaurant_id}/orders/${order.id}` : undefined;
  return (
    <article className="profile-card" data-testid="order-card" aria-labelledby={`order-${order.id}`}>
      <div className="profile-card__head">
        <h3 id={`order-${order.id}`} className="small">
          #{order.order_number} · {order.restaurant_name ?? ''}
        </h3>
        <span className={`status-pill status-pill--${tone}`} data-tone={tone}>
          {t(`profile.orders.status.${order.status}`)}
        </span>
      </div>
      <p className="muted small">
        {/* Vienna's wall clock in the customer's language, as on the confirmation (not the device's zone) */}
        <time dateTime={order.created_at}>{fmt.dateTime(new Date(order.created_at))}</time> ·{' '}
        {order.delivery_type === 'pickup' ? t('profile.orders.pickup') : t('profile.orders.delivery')}
      </p>
      <ul className="small">
        {items.slice(0, CARD_ITEMS).map((i, n) => (
          <li key={i.id ?? n}>
            {i.quantity}× {i.product_name}
          </li>
        ))}
        {more > 0 ? <li>{t('profile.orders.more', { count: more })}</li> : null}
      </ul>
      <p>
        {t('profile.orders.total')}: <strong>{fmt.euro(toCents(Number(order.total)))}</strong>
      </p>
      <p>
        <Link to="/track-order" search={{ id: order.order_number, vendor: order.restaurant_id ?? undefined, fullOrderId }}>
          {t('profile.orders.track', { nr: order.order_number })}
        </Link>
        {order.restaurant_id ? (
          <>
            {' · '}
            <Link to="/receipt/$vendorId/$orderId" params={{ vendorId: order.restaurant_id, orderId: order.id }}>
              {t('profile.orders.receipt', { nr: order.order_number })}
            </Link>
          </>
        ) : null}
      </p>
      {order.status === 'delivered' ? <RateOrderButton vendorId={order.restaurant_id ?? undefined} orderId={order.id} state="DELIVERED" className="btn btn--secondary" /> : null}
    </article>
  );
}
