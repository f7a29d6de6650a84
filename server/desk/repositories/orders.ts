/**
 * vendor.orders (and their vendor.order_events) as the desk reads and the expiry job writes them: the desk's queue
 * snapshot and event pages with each order's document as JSON text, the day report's orders, the cancellation of
 * expired orders, and demo mode's expire-now. Every function takes the database or transaction handle first.
 */
import type { Order } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

const TERMINAL = `('DELIVERED', 'SETTLED', 'COMPLETED', 'CANCELED')`;

/**
 * The vendor's orders on the desk as JSON text, oldest first (at most 500): unfinished ones placed after
 * `unfinishedSince`, finished ones changed after `finishedSince`.
 */
export async function deskOrderDocsText(
  q: Queryable, vendorId: string, a: { unfinishedSince: string; finishedSince: string },
): Promise<string[]> {
  const rows = await q.query<{ doc: string }>(
    `select o.doc::text as doc from vendor.orders o
      where o.vendor_id = $1::uuid
        and ((o.state not in ${TERMINAL} and o.created_at > $2::timestamptz)
             or (o.state in ${TERMINAL} and o.updated_at > $3::timestamptz))
      order by o.created_at, o.id limit 500`,
    [vendorId, a.unfinishedSince, a.finishedSince],
  );
  return rows.map((r) => r.doc);
}

/** The vendor's events after `afterSeq`, oldest first (at most `limit`), each with its order's document as JSON text. */
export async function deskEventsAfter(
  q: Queryable, vendorId: string, afterSeq: number, limit: number,
): Promise<{ seq: number | string; type: string; doc: string }[]> {
  return q.query<{ seq: number | string; type: string; doc: string }>(
    `select e.seq, e.type, o.doc::text as doc
       from vendor.order_events e join vendor.orders o on o.id = e.order_id
      where e.vendor_id = $1::uuid and e.seq > $2
      order by e.seq limit $3`,
    [vendorId, afterSeq, limit],
  );
}

/** The vendor's orders placed in [from, to), oldest first (at most `limit`). */
export async function ordersPlacedBetween(q: Queryable, vendorId: string, from: string, to: string, limit: number): Promise<Order[]> {
  const rows = await q.query<{ doc: Order }>(
    `select doc from vendor.orders where vendor_id = $1::uuid and created_at >= $2::timestamptz and created_at < $3::timestamptz
        order by created_at, id limit $4`,
    [vendorId, from, to, limit],
  );
  return rows.map((x) => x.doc);
}

/** The vendors with unconfirmed orders (PENDING, RECEIVED) whose expireTime has come (at most 1,000). */
export async function vendorsWithExpiredOrders(q: Queryable, now: string): Promise<string[]> {
  const due = await q.query<{ vendor_id: string }>(
    `select distinct vendor_id from vendor.orders
      where state in ('PENDING', 'RECEIVED') and expire_time <= $1::timestamptz limit 1000`,
    [now],
  );
  return due.map((r) => r.vendor_id);
}

const EXPIRE_SQL = `
with upd as (
  update vendor.orders o
     set state = 'CANCELED',
         doc = jsonb_set(o.doc, '{fulfillment}', (o.doc->'fulfillment') || jsonb_build_object(
           'state', 'CANCELED',
           'ts', $3::text,
           'history', coalesce(o.doc->'fulfillment'->'history', '[]'::jsonb)
                      || jsonb_build_array(jsonb_build_object('state', 'CANCELED', 'ts', $3::text)),
           'cancellation', jsonb_build_object('reason', 'NOT_CONFIRMED', 'by', 'system'))),
         updated_at = $2::timestamptz
   where o.vendor_id = $1::uuid and o.state in ('PENDING', 'RECEIVED') and o.expire_time <= $2::timestamptz
   returning o.id, o.vendor_id),
ev as (
  insert into vendor.order_events (vendor_id, order_id, type, state, created_at)
  select upd.vendor_id, upd.id, 'state', 'CANCELED', $2::timestamptz from upd
  returning order_id),
acct as (
  update public.orders a set status = $4
    from upd
   where a.id = upd.id and a.status <> $4
  returning a.id)
select ev.order_id as id from ev`;

/**
 * Cancels the vendor's unconfirmed orders whose expireTime has come (NOT_CONFIRMED, by the system) with their 'state'
 * events and the account copies' status `accountStatus`, in one conditional statement: the ids it cancelled.
 */
export async function cancelExpiredOrders(q: Queryable, vendorId: string, now: string, accountStatus: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(EXPIRE_SQL, [vendorId, now, now, accountStatus]);
  return rows.map((r) => r.id);
}

// $3 is $2 as the ISO text the doc stores (a text cast of $2 would read '2026-04-01 10:01:00+00')
const EXPIRE_NOW_SQL = `
update vendor.orders
   set expire_time = $2::timestamptz,
       doc = jsonb_set(doc, '{expireTime}', to_jsonb($3::text))
 where id = $1::uuid and state = 'RECEIVED'
returning id`;

/** Sets a RECEIVED order's expireTime (column and document) to `expireTime`: false when the order is not RECEIVED. */
export async function setReceivedOrderExpireTime(q: Queryable, orderId: string, expireTime: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(EXPIRE_NOW_SQL, [orderId, expireTime, expireTime]);
  return rows.length > 0;
}

/** The order's state, or undefined when there is no such order. */
export async function orderState(q: Queryable, orderId: string): Promise<string | undefined> {
  const [found] = await q.query<{ state: string }>('select state from vendor.orders where id = $1::uuid', [orderId]);
  return found?.state;
}
