/**
 * vendor.courier_links and vendor.courier_actions: the link of an order's courier (by its token's hash) and the
 * courier's actions reserved once per actionId. Every function takes the database or transaction handle first.
 */
import type { Order } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

/** Stores the order's link (its token's hash), replacing any earlier link of the order. */
export async function upsertCourierLink(q: Queryable, a: { orderId: string; vendorId: string; tokenHash: string }): Promise<void> {
  await q.query(
    `insert into vendor.courier_links (order_id, vendor_id, token_hash) values ($1::uuid, $2::uuid, $3)
     on conflict (order_id) do update set token_hash = excluded.token_hash, created_at = now()`,
    [a.orderId, a.vendorId, a.tokenHash],
  );
}

/** The order linked to a token hash, with its document, or null. */
export async function findLinkByTokenHash(
  q: Queryable, tokenHash: string,
): Promise<{ vendorId: string; orderId: string; doc: Order } | null> {
  const [row] = await q.query<{ vendor_id: string; order_id: string; doc: Order }>(
    `select l.vendor_id, l.order_id, o.doc from vendor.courier_links l
       join vendor.orders o on o.id = l.order_id and o.vendor_id = l.vendor_id
      where l.token_hash = $1`,
    [tokenHash],
  );
  return row ? { vendorId: row.vendor_id, orderId: row.order_id, doc: row.doc } : null;
}

/** Reserves the actionId for this order's action: false when the id was reserved before. */
export async function reserveCourierAction(q: Queryable, a: { actionId: string; orderId: string; action: string }): Promise<boolean> {
  const reserved = await q.query(
    `insert into vendor.courier_actions (action_id, order_id, action) values ($1::uuid, $2::uuid, $3)
       on conflict (action_id) do nothing returning action_id`,
    [a.actionId, a.orderId, a.action],
  );
  return reserved.length > 0;
}

/** The order and action an actionId was reserved for, or undefined. */
export async function findCourierAction(q: Queryable, actionId: string): Promise<{ orderId: string; action: string } | undefined> {
  const [prev] = await q.query<{ order_id: string; action: string }>(
    'select order_id, action from vendor.courier_actions where action_id = $1::uuid',
    [actionId],
  );
  return prev ? { orderId: prev.order_id, action: prev.action } : undefined;
}
