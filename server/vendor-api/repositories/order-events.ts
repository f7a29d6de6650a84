/**
 * vendor.order_events: the per-vendor lock their writers take, and the reads of the events after a cursor.
 * Every function takes the database or transaction handle first.
 */
import type { FulfillmentState } from '../../../src/domain/types.ts';
import type { OrderEvent } from '../../../src/domain/wire/order-events.ts';
import type { Queryable } from '../../db/index.ts';

/**
 * PostgreSQL: the transaction-scoped advisory lock that serialises one vendor's event-writing transactions, so its
 * events commit in seq order (context.ts: inOrderEventTransaction).
 */
export async function lockVendorOrderEvents(q: Queryable, vendorId: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock(4242003, hashtext($1))', [vendorId]);
}

export interface OrderEventRow {
  seq: number | string;
  type: OrderEvent['type'];
  order_id: string;
  nr: string;
  state: FulfillmentState;
  created_at: Date | string;
}

/** The vendor's events after `afterSeq` (only the order `orderId`'s when given), oldest first, at most `limit`. */
export async function orderEventsAfter(
  q: Queryable, vendorId: string, afterSeq: number, limit: number, orderId: string | null,
): Promise<OrderEventRow[]> {
  const params: unknown[] = [vendorId, afterSeq, limit];
  let orderFilter = '';
  if (orderId) {
    params.push(orderId);
    orderFilter = 'and e.order_id = $4::uuid';
  }
  return q.query<OrderEventRow>(
    `select e.seq, e.type, e.order_id, o.nr, coalesce(e.state, o.state) as state, e.created_at
       from vendor.order_events e join vendor.orders o on o.id = e.order_id
      where e.vendor_id = $1::uuid and e.seq > $2 ${orderFilter}
      order by e.seq limit $3`,
    params,
  );
}

/** The last seq of the vendor's events written before `t` (0 when none). */
export async function lastOrderEventSeqBefore(q: Queryable, vendorId: string, t: Date): Promise<number> {
  const rows = await q.query<{ s: number | string | null }>(
    'select max(seq) as s from vendor.order_events where vendor_id = $1::uuid and created_at < $2::timestamptz',
    [vendorId, t.toISOString()],
  );
  return Number(rows[0]?.s ?? 0);
}

/** The vendor's last event seq (0 when none). */
export async function lastOrderEventSeq(q: Queryable, vendorId: string): Promise<number> {
  const rows = await q.query<{ s: number | string | null }>(
    'select max(seq) as s from vendor.order_events where vendor_id = $1::uuid',
    [vendorId],
  );
  return Number(rows[0]?.s ?? 0);
}
