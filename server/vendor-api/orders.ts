/**
 * Orders after placement: reads (view 1 fulfillment-focused, view 2 full), the vendor's paged order list, and every
 * state change — vendor-side actions, PATCH and the demo kitchen all go through `changeOrder`, which checks the
 * spec 1 §4 state machine (canTransition) and appends an order event in the same statement as the update.
 *
 * Concurrency: an update only applies when the order's fulfillment is still the one it was computed from
 * (optimistic check in SQL); on a lost race it re-reads and re-decides, so two nodes or the kitchen and a vendor
 * never overwrite each other's change.
 */
import type { FastifyRequest } from 'fastify';
import { canTransition, isFulfillmentState, statusRank } from '../../src/domain/status.ts';
import type { Fulfillment, FulfillmentState, Order } from '../../src/domain/types.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { LOOKUP_WINDOW_MS, LOOKUPS_PER_IP, TooManyRequestsError, waitText } from './abuse-limits.ts';
import { writeOrderEvents, type VendorApiContext } from './context.ts';
import { hasVendorToken } from './auth.ts';
import { decodePageToken, encodePageToken, orderName, parseOrderRef, querySignature, type OrderRef } from './ids.ts';
import type { VendorRecord } from './vendors.ts';

export interface OrderRow {
  id: string;
  nr: string;
  state: FulfillmentState;
  doc: Order;
}

const refWhere = (ref: OrderRef) => (ref.kind === 'id' ? 'o.id = $2::uuid' : 'o.nr = $2');
const refParam = (ref: OrderRef) => (ref.kind === 'id' ? ref.id : ref.nr);

export function resolveOrderRef(raw: string | undefined): OrderRef {
  const ref = parseOrderRef(raw);
  if (!ref) throw notFound(`Order "${(raw ?? '').slice(0, 100)}" not found`);
  return ref;
}

/** View 1: what tracking needs, without contact data, lines or amounts. */
const VIEW1_SQL = `jsonb_build_object(
  'name', o.doc->'name', 'id', o.doc->'id', 'nr', o.doc->'nr', 'vendor', o.doc->'vendor',
  'createTime', o.doc->'createTime', 'expireTime', o.doc->'expireTime',
  'delivery', jsonb_build_object('pickUp', o.doc->'delivery'->'pickUp', 'time', o.doc->'delivery'->'time'),
  'fulfillment', o.doc->'fulfillment')`;

/**
 * GET /v1/vendors/{vendorId}/orders/{orderId}. By uuid (unguessable) anyone may read both views; by order number
 * (sequential, guessable) the full view with the customer's contact data needs the vendor token.
 */
export async function getOrderJson(
  ctx: VendorApiContext,
  req: FastifyRequest,
  vendor: VendorRecord,
  orderRaw: string | undefined,
  view: 1 | 2,
): Promise<string> {
  const ref = resolveOrderRef(orderRaw);
  if (ref.kind === 'nr' && view === 2 && !hasVendorToken(req, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN)) {
    throw forbidden('The full order view by order number needs the vendor token; use the order id (uuid) or view=1');
  }
  const rows = await ctx.db.query<{ body: string }>(
    `select ${view === 1 ? VIEW1_SQL : 'o.doc'}::text as body from vendor.orders o where o.vendor_id = $1::uuid and ${refWhere(ref)}`,
    [vendor.id, refParam(ref)],
  );
  const body = rows[0]?.body;
  if (!body) throw notFound(`Order "${(orderRaw ?? '').slice(0, 100)}" not found`);
  return body;
}

/** GET /v1/vendors/{id}/orders — newest first, keyset paged by (created_at, id). Vendor token checked by caller. */
export async function listOrdersJson(
  ctx: VendorApiContext,
  vendor: VendorRecord,
  a: { pageSize: number; pageToken?: string | undefined; view: 1 | 2 },
): Promise<string> {
  const sig = querySignature('orders', vendor.id);
  const params: unknown[] = [vendor.id];
  let keyset = '';
  if (a.pageToken) {
    const pos = decodePageToken(a.pageToken, 'orders', sig);
    if (typeof pos !== 'string' || !/^[0-9a-f-]{36}$/.test(pos)) throw badRequest('Invalid pageToken');
    params.push(pos);
    keyset = `and (o.created_at, o.id) < (select p.created_at, p.id from vendor.orders p where p.id = $2::uuid)`;
  }
  params.push(a.pageSize + 1);
  const rows = await ctx.db.query<{ id: string; body: string }>(
    `select o.id, ${a.view === 1 ? VIEW1_SQL : 'o.doc'}::text as body from vendor.orders o
      where o.vendor_id = $1::uuid ${keyset}
      order by o.created_at desc, o.id desc limit $${params.length}`,
    params,
  );
  const more = rows.length > a.pageSize;
  const page = more ? rows.slice(0, a.pageSize) : rows;
  let out = `{"orders":[${page.map((r) => r.body).join(',')}]`;
  const last = page[page.length - 1];
  if (more && last) out += `,"nextPageToken":${JSON.stringify(encodePageToken('orders', sig, last.id))}`;
  return `${out}}`;
}

// ------------------------------------------------------------------------------------------------------------
// Changes

export interface OrderChange {
  /** new state, or undefined to keep it */
  to?: FulfillmentState | undefined;
  /** fulfillment.delivery.time / packaging.time (ISO or null); undefined = unchanged */
  deliveryTime?: string | null | undefined;
  packagingTime?: string | null | undefined;
}

export interface ChangeResult {
  body: string;
  order: Order;
  changed: boolean;
}

async function readOrder(ctx: VendorApiContext, vendorId: string, ref: OrderRef): Promise<OrderRow | null> {
  const rows = await ctx.db.query<{ id: string; nr: string; state: FulfillmentState; doc: Order | string }>(
    `select o.id, o.nr, o.state, o.doc from vendor.orders o where o.vendor_id = $1::uuid and ${refWhere(ref)}`,
    [vendorId, refParam(ref)],
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, nr: r.nr, state: r.state, doc: typeof r.doc === 'string' ? (JSON.parse(r.doc) as Order) : r.doc };
}

/**
 * Applies a state change and/or time estimates to one order. `decide` sees the current order and returns the
 * change (or null for "nothing to do"); it may throw (e.g. 409). Same-state requests without new times are no-ops.
 */
export async function changeOrder(
  ctx: VendorApiContext,
  vendorId: string,
  ref: OrderRef,
  decide: (current: OrderRow) => OrderChange | null,
): Promise<ChangeResult> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const cur = await readOrder(ctx, vendorId, ref);
    if (!cur) throw notFound(`Order "${ref.kind === 'id' ? ref.id : ref.nr}" not found`);
    const change = decide(cur);
    const old = cur.doc.fulfillment;
    const to = change?.to && change.to !== cur.state ? change.to : undefined;
    if (to && !canTransition(cur.state, to)) {
      throw conflict(`Order ${cur.nr} cannot move from ${cur.state} to ${to}`);
    }
    const next: Fulfillment = { ...old, history: [...(old.history ?? [])] };
    const nowIso = ctx.now().toISOString();
    let timesChanged = false;
    if (change?.deliveryTime !== undefined && (old.delivery?.time ?? null) !== change.deliveryTime) {
      next.delivery = { ...(old.delivery ?? {}), time: change.deliveryTime };
      timesChanged = true;
    }
    if (change?.packagingTime !== undefined && (old.packaging?.time ?? null) !== change.packagingTime) {
      next.packaging = { ...(old.packaging ?? {}), time: change.packagingTime };
      timesChanged = true;
    }
    if (!to && !timesChanged) {
      return { body: JSON.stringify(cur.doc), order: cur.doc, changed: false };
    }
    if (to) {
      next.state = to;
      next.ts = nowIso;
      next.history = [...(next.history ?? []), { state: to, ts: nowIso }];
    }
    const type = to ? 'state' : 'updated';
    const newState = to ?? cur.state;
    const rows = await writeOrderEvents<{ body: string | null; seq: number | string | null }>(
      ctx,
      vendorId,
      `with upd as (
         update vendor.orders o
            set state = $3, doc = jsonb_set(o.doc, '{fulfillment}', $4::jsonb), updated_at = $5::timestamptz
          where o.id = $1::uuid and o.vendor_id = $2::uuid and o.doc->'fulfillment' = $6::jsonb
          returning o.id, o.vendor_id, o.doc),
       ev as (
         insert into vendor.order_events (vendor_id, order_id, type, state, created_at)
         select upd.vendor_id, upd.id, $7, $3, $5::timestamptz from upd
         returning seq)
       select (select upd.doc::text from upd) as body, (select ev.seq from ev) as seq`,
      [cur.id, vendorId, newState, JSON.stringify(next), nowIso, JSON.stringify(old), type],
    );
    const body = rows[0]?.body;
    if (body) {
      for (const h of ctx.onOrderEvent) h({ vendorId, orderId: cur.id, type });
      ctx.bus.publish(vendorId);
      return { body, order: JSON.parse(body) as Order, changed: true };
    }
    // lost a race with another change: re-read and decide again
  }
  throw new ApiError(409, 'The order is being changed concurrently; please retry', 'ABORTED');
}

// ------------------------------------------------------------------------------------------------------------
// Vendor-side actions: POST …/orders/{orderId}:confirm | :process | :deliver | :complete | :cancel

const range = (from: FulfillmentState, to: FulfillmentState): FulfillmentState[] => {
  const a = statusRank(from);
  const b = statusRank(to);
  return (['PROCESSING', 'SOURCING', 'SOURCED', 'ASSEMBLING', 'ASSEMBLED', 'PICKING', 'PICKED', 'PACKING', 'PACKED',
    'PROCESSED', 'SHIPPING', 'SHIPPED', 'DELIVERING', 'DELIVERED', 'SETTLED', 'COMPLETED'] as FulfillmentState[])
    .filter((s) => statusRank(s) >= a && statusRank(s) <= b);
};

export const ORDER_ACTIONS: Record<string, { target: FulfillmentState; allowed: FulfillmentState[] }> = {
  confirm: { target: 'ACCEPTED', allowed: ['ACCEPTED'] },
  process: { target: 'PROCESSING', allowed: range('PROCESSING', 'PROCESSED') },
  deliver: { target: 'DELIVERED', allowed: range('SHIPPING', 'DELIVERED') },
  complete: { target: 'COMPLETED', allowed: ['SETTLED', 'COMPLETED'] },
  cancel: { target: 'CANCELED', allowed: ['CANCELED'] },
};

/** ISO date-time (or null) within ±30 days of now; anything else is a 400 naming the field. */
export function parseEstimate(value: unknown, field: string, now: Date): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    throw badRequest(`${field} must be an ISO date-time or null`);
  }
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw badRequest(`${field} is not a valid date-time`);
  if (Math.abs(d.getTime() - now.getTime()) > 30 * 86_400_000) throw badRequest(`${field} must lie within 30 days of now`);
  return d.toISOString();
}

export interface ActionBody {
  name?: string | undefined;
  state?: string | undefined;
  delivery?: { time?: string | null | undefined } | undefined;
  packaging?: { time?: string | null | undefined } | undefined;
  fulfillment?: {
    state?: string | undefined;
    delivery?: { time?: string | null | undefined } | undefined;
    packaging?: { time?: string | null | undefined } | undefined;
  } | undefined;
}

/** Checks that a body's `name` (when sent) is this order's resource name. */
function checkName(body: ActionBody | null | undefined, cur: OrderRow, vendorId: string): void {
  const n = body?.name;
  if (n === undefined || n === '') return;
  const stripped = n.replace(/:[A-Za-z]+$/, '');
  if (stripped !== orderName(vendorId, cur.id) && stripped !== cur.id && stripped !== cur.nr) {
    throw badRequest(`name "${n.slice(0, 120)}" does not match order ${orderName(vendorId, cur.id)}`);
  }
}

export async function orderAction(
  ctx: VendorApiContext,
  vendorId: string,
  orderRaw: string | undefined,
  action: string,
  body: ActionBody | null | undefined,
): Promise<ChangeResult> {
  const spec = ORDER_ACTIONS[action];
  if (!spec) throw notFound(`Unknown order action ":${action.slice(0, 40)}"; use confirm, process, deliver, complete or cancel`);
  const ref = resolveOrderRef(orderRaw);
  const wanted = body?.state ?? body?.fulfillment?.state;
  let target = spec.target;
  if (wanted !== undefined) {
    if (!isFulfillmentState(wanted) || !spec.allowed.includes(wanted)) {
      throw badRequest(`state for :${action} must be one of ${spec.allowed.join(', ')}`);
    }
    target = wanted;
  }
  const now = ctx.now();
  const deliveryTime = parseEstimate(body?.fulfillment?.delivery?.time ?? body?.delivery?.time, 'delivery.time', now);
  const packagingTime = parseEstimate(body?.fulfillment?.packaging?.time ?? body?.packaging?.time, 'packaging.time', now);
  return changeOrder(ctx, vendorId, ref, (cur) => {
    checkName(body, cur, vendorId);
    if (cur.state === target) return { deliveryTime, packagingTime };
    return { to: target, deliveryTime, packagingTime };
  });
}

const MASK_PATHS: Record<string, 'delivery' | 'packaging' | 'state'> = {
  'delivery.time': 'delivery',
  'fulfillment.delivery.time': 'delivery',
  'packaging.time': 'packaging',
  'fulfillment.packaging.time': 'packaging',
  'state': 'state',
  'fulfillment.state': 'state',
};

/** PATCH /v1/vendors/{id}/orders/{orderId}?updateMask=delivery.time,packaging.time,state */
export async function patchOrder(
  ctx: VendorApiContext,
  vendorId: string,
  orderRaw: string | undefined,
  updateMask: string | undefined,
  body: ActionBody | null | undefined,
): Promise<ChangeResult> {
  const ref = resolveOrderRef(orderRaw);
  const paths = (updateMask ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (paths.length === 0) throw badRequest('updateMask is required, e.g. updateMask=delivery.time,packaging.time');
  const fields = new Set<'delivery' | 'packaging' | 'state'>();
  for (const p of paths) {
    const f = MASK_PATHS[p];
    if (!f) throw badRequest(`updateMask path "${p.slice(0, 60)}" cannot be updated; use delivery.time, packaging.time or state`);
    fields.add(f);
  }
  const now = ctx.now();
  const deliveryTime = fields.has('delivery')
    ? parseEstimate(body?.fulfillment?.delivery?.time ?? body?.delivery?.time ?? null, 'delivery.time', now)
    : undefined;
  const packagingTime = fields.has('packaging')
    ? parseEstimate(body?.fulfillment?.packaging?.time ?? body?.packaging?.time ?? null, 'packaging.time', now)
    : undefined;
  let to: FulfillmentState | undefined;
  if (fields.has('state')) {
    const s = body?.fulfillment?.state ?? body?.state;
    if (!isFulfillmentState(s)) throw badRequest('state must be a fulfillment state such as ACCEPTED or PROCESSING');
    to = s;
  }
  return changeOrder(ctx, vendorId, ref, (cur) => {
    checkName(body, cur, vendorId);
    if (!to && (cur.state === 'COMPLETED' || cur.state === 'CANCELED')) {
      throw conflict(`Order ${cur.nr} is ${cur.state} and can no longer change`);
    }
    return { to, deliveryTime, packagingTime };
  });
}

/**
 * GET /v1/vendors/{vendorId}/orders:lookup?requestId=… — the order a placeOrder with this requestId created (view 1),
 * without creating one. Lets a customer whose submission was cut off by the network find out whether the server
 * received it. No token: the requestId is the client's unguessable idempotency key (the app sends a random UUID)
 * and holding it is the proof, as holding the order's uuid is for GET …/orders/{uuid}. The answer is view 1 (no
 * contact data, lines or amounts; its id leads to the full view exactly as the placeOrder answer would have), and
 * each client IP gets LOOKUPS_PER_IP lookups per window (429 beyond), so requestIds cannot be tried in bulk — a
 * short or guessable requestId of some other client is not found by brute force through here.
 */
export async function lookupOrderByRequestJson(
  ctx: VendorApiContext,
  vendor: VendorRecord,
  requestId: string | undefined,
  clientIp: string,
): Promise<string> {
  const id = (requestId ?? '').trim();
  if (!id) throw badRequest('Query parameter "requestId" is required');
  if (id.length > 100) throw badRequest('Query parameter "requestId" is too long (max 100 characters)');
  const key = `lookup:${clientIp}`;
  const wait = ctx.limits.lookups.blockedFor(key, LOOKUPS_PER_IP);
  if (wait > 0) {
    throw new TooManyRequestsError(wait, `Too many order lookups from this connection: at most ${LOOKUPS_PER_IP} in ${LOOKUP_WINDOW_MS / 60_000} minutes. Please try again in ${waitText(wait)}.`);
  }
  ctx.limits.lookups.hit(key);
  const rows = await ctx.db.query<{ body: string }>(
    `select ${VIEW1_SQL}::text as body from vendor.orders o where o.vendor_id = $1::uuid and o.request_id = $2`,
    [vendor.id, id],
  );
  const body = rows[0]?.body;
  if (!body) throw notFound('No order with this requestId');
  return body;
}
