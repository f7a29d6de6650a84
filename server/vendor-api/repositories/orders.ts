/**
 * vendor.orders (with the 'created' and change events they write in the same statement): placing, changing and
 * reading a vendor's orders. Every function takes the database or transaction handle first; answers built as JSON
 * text come back as text (the stored document, or view 1 of it).
 */
import type { FulfillmentState, Order } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';
import type { OrderRef } from '../ids.ts';

export interface OrderRow {
  id: string;
  nr: string;
  state: FulfillmentState;
  doc: Order;
}

const INSERT_ORDER_SQL = `
with n as (select nextval('vendor.order_nr_seq')::text as nr),
ins as (
  insert into vendor.orders (id, vendor_id, request_id, request_hash, nr, state, doc, expire_time, created_at, updated_at, access_key_hash)
  select $1::uuid, $2::uuid, $3, $7, n.nr, 'RECEIVED', $4::jsonb || jsonb_build_object('nr', n.nr),
         $5::timestamptz, $6::timestamptz, $6::timestamptz, $8::bytea
    from n
  on conflict (vendor_id, request_id) do nothing
  returning id, vendor_id, nr),
ev as (
  insert into vendor.order_events (vendor_id, order_id, type, state, created_at)
  select ins.vendor_id, ins.id, 'created', 'RECEIVED', $6::timestamptz from ins
  returning seq)
select ins.id, ins.nr, (select count(*) from ev) as events from ins`;

/**
 * Inserts a new order (numbered from vendor.order_nr_seq) and its 'created' event in one statement; null when the
 * (vendor, requestId) order exists already. Only id and nr come back: serializing the stored jsonb back to text costs
 * more than the insert itself on PGlite.
 */
export async function insertOrder(
  q: Queryable,
  o: { doc: Omit<Order, 'nr'>; vendorId: string; requestHash: string; accessKeyHash: Buffer },
): Promise<{ id: string; nr: string } | null> {
  const { doc } = o;
  const rows = await q.query<{ id: string; nr: string }>(INSERT_ORDER_SQL, [
    doc.id, o.vendorId, doc.requestId, JSON.stringify(doc), doc.expireTime, doc.createTime, o.requestHash, o.accessKeyHash,
  ]);
  return rows[0] ?? null;
}

/** The order's update, its event and the account copy's status ($8), atomic in one statement. */
const CHANGE_SQL = `
with upd as (
  update vendor.orders o
     set state = $3, doc = jsonb_set(o.doc, '{fulfillment}', $4::jsonb), updated_at = $5::timestamptz
   where o.id = $1::uuid and o.vendor_id = $2::uuid and o.doc->'fulfillment' = $6::jsonb
   returning o.id, o.vendor_id, o.doc),
ev as (
  insert into vendor.order_events (vendor_id, order_id, type, state, created_at)
  select upd.vendor_id, upd.id, $7, $3, $5::timestamptz from upd
  returning seq),
acct as (
  update public.orders a set status = $8
    from upd
   where a.id = upd.id and a.status <> $8
  returning a.id)
select (select upd.doc::text from upd) as body, (select ev.seq from ev) as seq`;

/**
 * Sets the order's fulfillment (and state) when its fulfillment is still `expected` (optimistic check), appends the
 * order event of kind `eventType` and sets the account copy's status, in one statement. The order's new document as
 * JSON text, or null when the order changed meanwhile (or does not exist).
 */
export async function updateOrderFulfillment(
  q: Queryable,
  c: {
    orderId: string; vendorId: string; state: FulfillmentState; fulfillment: unknown; now: string; expected: unknown;
    eventType: string; accountStatus: string;
  },
): Promise<string | null> {
  const rows = await q.query<{ body: string | null; seq: number | string | null }>(CHANGE_SQL, [
    c.orderId, c.vendorId, c.state, JSON.stringify(c.fulfillment), c.now, JSON.stringify(c.expected), c.eventType, c.accountStatus,
  ]);
  return rows[0]?.body ?? null;
}

/** The order a (vendor, requestId) placed: its id, document and request hash, or null. */
export async function findPlacement(
  q: Queryable, vendorId: string, requestId: string,
): Promise<{ id: string; doc: Order; requestHash: string | null } | null> {
  // the db layer hands jsonb back parsed (both drivers)
  const rows = await q.query<{ id: string; doc: Order; request_hash: string | null }>(
    'select o.id, o.doc, o.request_hash from vendor.orders o where o.vendor_id = $1::uuid and o.request_id = $2',
    [vendorId, requestId],
  );
  const r = rows[0];
  return r ? { id: r.id, doc: r.doc, requestHash: r.request_hash } : null;
}

/**
 * SQL condition on `vendor.orders o` for an order reference given as parameter $2. A number of the account history's
 * former kind (LZ-2026-000001, before the order history showed the vendor order's number: migration 0018) still finds
 * its order.
 */
const orderRefWhere = (ref: OrderRef) =>
  ref.kind === 'id'
    ? 'o.id = $2::uuid'
    : /^LZ-/i.test(ref.nr)
      ? '(o.nr = $2 or o.id = (select a.id from public.orders a where a.previous_order_number = upper($2)))'
      : 'o.nr = $2';
const orderRefParam = (ref: OrderRef) => (ref.kind === 'id' ? ref.id : ref.nr);

/** One order of the vendor by uuid or number, or null. */
export async function findOrder(q: Queryable, vendorId: string, ref: OrderRef): Promise<OrderRow | null> {
  const rows = await q.query<{ id: string; nr: string; state: FulfillmentState; doc: Order }>(
    `select o.id, o.nr, o.state, o.doc from vendor.orders o where o.vendor_id = $1::uuid and ${orderRefWhere(ref)}`,
    [vendorId, orderRefParam(ref)],
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, nr: r.nr, state: r.state, doc: r.doc }; // jsonb comes back parsed from the db layer
}

/** View 1: what tracking needs, without contact data, lines or amounts. */
const VIEW1_SQL = `jsonb_build_object(
  'name', o.doc->'name', 'id', o.doc->'id', 'nr', o.doc->'nr', 'vendor', o.doc->'vendor',
  'createTime', o.doc->'createTime', 'expireTime', o.doc->'expireTime',
  'delivery', jsonb_build_object('pickUp', o.doc->'delivery'->'pickUp', 'time', o.doc->'delivery'->'time'),
  'fulfillment', o.doc->'fulfillment')`;

/** One order of the vendor as JSON text in view 1 (tracking) or 2 (the stored document), or null. */
export async function orderViewJson(q: Queryable, vendorId: string, ref: OrderRef, view: 1 | 2): Promise<string | null> {
  const rows = await q.query<{ body: string }>(
    `select ${view === 1 ? VIEW1_SQL : 'o.doc'}::text as body from vendor.orders o where o.vendor_id = $1::uuid and ${orderRefWhere(ref)}`,
    [vendorId, orderRefParam(ref)],
  );
  return rows[0]?.body ?? null;
}

/** A page of the vendor's orders, newest first, keyset paged by (created_at, id) after the order `afterId`. */
export async function orderPageJson(
  q: Queryable, vendorId: string, a: { afterId: string | null; limit: number; view: 1 | 2 },
): Promise<{ id: string; body: string }[]> {
  const params: unknown[] = [vendorId];
  let keyset = '';
  if (a.afterId !== null) {
    params.push(a.afterId);
    keyset = `and (o.created_at, o.id) < (select p.created_at, p.id from vendor.orders p where p.id = $2::uuid)`;
  }
  params.push(a.limit);
  return q.query<{ id: string; body: string }>(
    `select o.id, ${a.view === 1 ? VIEW1_SQL : 'o.doc'}::text as body from vendor.orders o
      where o.vendor_id = $1::uuid ${keyset}
      order by o.created_at desc, o.id desc limit $${params.length}`,
    params,
  );
}

/** View 1 of the order a (vendor, requestId) placed, as JSON text, or null. */
export async function placedOrderView1Json(q: Queryable, vendorId: string, requestId: string): Promise<string | null> {
  const rows = await q.query<{ body: string }>(
    `select ${VIEW1_SQL}::text as body from vendor.orders o where o.vendor_id = $1::uuid and o.request_id = $2`,
    [vendorId, requestId],
  );
  return rows[0]?.body ?? null;
}

/** Whether `orderId` is an order of this vendor. */
export async function vendorHasOrder(q: Queryable, vendorId: string, orderId: string): Promise<boolean> {
  const rows = await q.query<{ one: number }>(
    'select 1 as one from vendor.orders o where o.id = $1::uuid and o.vendor_id = $2::uuid',
    [orderId, vendorId],
  );
  return rows.length > 0;
}

/** Orders not yet completed or cancelled, placed after `since`, oldest first (at most 5,000). */
export async function unfinishedOrdersSince(q: Queryable, since: string): Promise<{ id: string; vendorId: string }[]> {
  const rows = await q.query<{ id: string; vendor_id: string }>(
    `select id, vendor_id from vendor.orders
        where state not in ('COMPLETED', 'CANCELED') and created_at > $1::timestamptz
        order by created_at limit 5000`,
    [since],
  );
  return rows.map((r) => ({ id: r.id, vendorId: r.vendor_id }));
}

/** The stored document of one order of the vendor, or undefined. */
export async function findOrderDoc(q: Queryable, vendorId: string, orderId: string): Promise<Order | undefined> {
  const orders = await q.query<{ doc: Order }>('select doc from vendor.orders where id = $1::uuid and vendor_id = $2::uuid', [orderId, vendorId]);
  return orders[0]?.doc;
}

/** The stored document of an order by its id alone, or undefined. */
export async function findOrderDocById(q: Queryable, orderId: string): Promise<Order | undefined> {
  const [row] = await q.query<{ doc: Order }>('select doc from vendor.orders where id = $1::uuid', [orderId]);
  return row?.doc;
}
