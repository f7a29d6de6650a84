/** vendor.push_subscriptions: the desk's Web Push subscriptions per vendor. Takes the database or transaction handle. */
import type { Queryable } from '../../db/index.ts';

export interface DeskSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Adds (or renews) a subscription, then keeps the vendor's newest `max`. */
export async function upsertDeskSubscription(
  q: Queryable, a: { vendorId: string; userId: string; endpoint: string; p256dh: string; auth: string; now: string; max: number },
): Promise<void> {
  await q.query(
    `insert into vendor.push_subscriptions (vendor_id, endpoint, p256dh, auth, user_id, created_at)
       values ($1::uuid, $2, $3, $4, $5::uuid, $6::timestamptz)
       on conflict (vendor_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth,
         user_id = excluded.user_id, created_at = excluded.created_at`,
    [a.vendorId, a.endpoint, a.p256dh, a.auth, a.userId, a.now],
  );
  await q.query(
    `delete from vendor.push_subscriptions where vendor_id = $1::uuid and endpoint not in (
         select endpoint from vendor.push_subscriptions where vendor_id = $1::uuid order by created_at desc, endpoint limit $2)`,
    [a.vendorId, a.max],
  );
}

export async function deleteDeskSubscription(q: Queryable, vendorId: string, endpoint: string): Promise<void> {
  await q.query('delete from vendor.push_subscriptions where vendor_id = $1::uuid and endpoint = $2', [vendorId, endpoint]);
}

export async function deskSubscriptions(q: Queryable, vendorId: string): Promise<DeskSubscriptionRow[]> {
  return q.query<DeskSubscriptionRow>(
    'select endpoint, p256dh, auth from vendor.push_subscriptions where vendor_id = $1::uuid',
    [vendorId],
  );
}
