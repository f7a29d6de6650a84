/**
 * vendor.order_push_subscriptions (the customers' push subscriptions per order) and vendor.order_push_sent (one claim
 * per order and change: whoever inserts it sends). Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';

export interface OrderSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/** Adds (or renews) a subscription of the order, then keeps the order's newest `max`. */
export async function upsertOrderSubscription(
  q: Queryable,
  s: {
    orderId: string; endpoint: string; p256dh: string; auth: string; lang: string; createdAt: string; expiresAt: string;
    userId: string | null; max: number;
  },
): Promise<void> {
  await q.query(
    `insert into vendor.order_push_subscriptions (order_id, endpoint, p256dh, auth, lang, created_at, expires_at, user_id)
       values ($1::uuid, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::uuid)
       on conflict (order_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang,
         created_at = excluded.created_at, expires_at = excluded.expires_at, user_id = excluded.user_id`,
    [s.orderId, s.endpoint, s.p256dh, s.auth, s.lang, s.createdAt, s.expiresAt, s.userId],
  );
  await q.query(
    `delete from vendor.order_push_subscriptions where order_id = $1::uuid and endpoint not in (
         select endpoint from vendor.order_push_subscriptions where order_id = $1::uuid
          order by created_at desc, endpoint limit $2)`,
    [s.orderId, s.max],
  );
}

export async function deleteOrderSubscription(q: Queryable, orderId: string, endpoint: string): Promise<void> {
  await q.query('delete from vendor.order_push_subscriptions where order_id = $1::uuid and endpoint = $2', [orderId, endpoint]);
}

/** Every subscription of the order. */
export async function deleteOrderSubscriptions(q: Queryable, orderId: string): Promise<void> {
  await q.query('delete from vendor.order_push_subscriptions where order_id = $1::uuid', [orderId]);
}

/** The subscriptions that expired by `now`. */
export async function deleteExpiredOrderSubscriptions(q: Queryable, now: string): Promise<void> {
  await q.query('delete from vendor.order_push_subscriptions where expires_at <= $1::timestamptz', [now]);
}

export async function orderSubscriptions(q: Queryable, orderId: string): Promise<OrderSubscriptionRow[]> {
  return q.query<OrderSubscriptionRow>(
    'select endpoint, p256dh, auth, lang from vendor.order_push_subscriptions where order_id = $1::uuid',
    [orderId],
  );
}

/** Claims the (order, change) notification: true when this call made the claim (and so sends it). */
export async function claimOrderPush(q: Queryable, orderId: string, change: string, now: string): Promise<boolean> {
  const claimed = await q.query(
    `insert into vendor.order_push_sent (order_id, change, sent_at) values ($1::uuid, $2, $3::timestamptz)
       on conflict (order_id, change) do nothing returning order_id`,
    [orderId, change, now],
  );
  return claimed.length > 0;
}
