/**
 * vendor.courier_positions (one row per order: the latest point) and the order row it is checked against.
 * Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';

/** The vendor's order's number, state and pickup flag, share-locked until the transaction ends; undefined when none. */
export async function lockOrderForPosition(
  q: Queryable, orderId: string, vendorId: string,
): Promise<{ nr: string; state: string; pickUp: boolean | null } | undefined> {
  const [order] = await q.query<{ nr: string; state: string; pick_up: boolean | null }>(
    `select nr, state, (doc->'delivery'->>'pickUp')::boolean as pick_up from vendor.orders
        where id = $1::uuid and vendor_id = $2::uuid for share`,
    [orderId, vendorId],
  );
  return order ? { nr: order.nr, state: order.state, pickUp: order.pick_up } : undefined;
}

/** Keeps the point unless the stored one is as new or newer (by seq): true when it was kept. */
export async function upsertCourierPosition(
  q: Queryable,
  p: { orderId: string; vendorId: string; lat: number; lng: number; accuracyM: number | null; seq: number; fixAt: string; receivedAt: string },
): Promise<boolean> {
  const rows = await q.query(
    `insert into vendor.courier_positions (order_id, vendor_id, lat, lng, accuracy_m, seq, fix_at, received_at)
         values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7::timestamptz, $8::timestamptz)
       on conflict (order_id) do update set lat = excluded.lat, lng = excluded.lng, accuracy_m = excluded.accuracy_m,
         seq = excluded.seq, fix_at = excluded.fix_at, received_at = excluded.received_at
       where vendor.courier_positions.seq < excluded.seq
       returning order_id`,
    [p.orderId, p.vendorId, p.lat, p.lng, p.accuracyM, p.seq, p.fixAt, p.receivedAt],
  );
  return rows.length > 0;
}

export async function deleteCourierPosition(q: Queryable, orderId: string): Promise<void> {
  await q.query('delete from vendor.courier_positions where order_id = $1::uuid', [orderId]);
}

/** The order's latest point, or undefined. */
export async function findCourierPosition(q: Queryable, orderId: string): Promise<{ lat: number; lng: number; fixAt: string | Date } | undefined> {
  const [row] = await q.query<{ lat: number; lng: number; fix_at: string | Date }>(
    'select lat, lng, fix_at from vendor.courier_positions where order_id = $1::uuid',
    [orderId],
  );
  return row ? { lat: row.lat, lng: row.lng, fixAt: row.fix_at } : undefined;
}
