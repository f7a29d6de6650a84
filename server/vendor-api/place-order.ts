/**
 * POST /v1/vendors/{id}:placeOrder — the story of a placement:
 *   1. the client's placement is counted against the per-client limits (abuse-limits.ts): over them → 429 with
 *      retry-after, unless the request is an identical retry of an order already placed (answered, never counted);
 *   2. the request is checked: vendor open (or a pre-order time inside opening hours), order type offered,
 *      payment method offered, contact data, delivery address inside a zone;
 *   3. the server prices the order from its own catalog with src/domain (priceOrder) — client amounts are only
 *      compared: a client total that differs by a cent or more is refused with 409 "Prices changed" carrying the
 *      server's amount, so a customer never pays an amount they did not see; the minimum order is enforced when the
 *      vendor requires it;
 *   4. one SQL statement inserts the order with the hash of its request body (`on conflict (vendor_id, request_id)
 *      do nothing`) and its 'created' event — atomic, durable on commit. When the (vendor, requestId) order already
 *      exists — a retry, or a concurrent twin that won the race — nothing is inserted and that stored order is
 *      answered byte for byte, but only when the request body is the same (canonical JSON, see requestHash): the
 *      same requestId with a different body is refused with 422 and nothing of the stored order. A retry that would
 *      now be refused (vendor closed since, prices changed) also gets the stored order.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { paymentMethods, supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import { orderExpireTime } from '../../src/domain/expiry.ts';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import { availability, isOpenAt } from '../../src/domain/opening-hours.ts';
import { PricingError, priceOrder } from '../../src/domain/pricing.ts';
import { matchZone } from '../../src/domain/zones.ts';
import type {
  Catalog, Order, OrderAmount, OrderDelivery, OrderLine, OrderVia, PaymentMethod, ServiceKind, Vendor,
} from '../../src/domain/types.ts';
import { ApiError, badRequest } from '../errors.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import { writeOrderEvents, type VendorApiContext } from './context.ts';
import { orderName, vendorName } from './ids.ts';
import { parseBody, placeOrderBody, type PlaceOrderBody } from './schemas.ts';
import { findCatalog, type VendorRecord } from './vendors.ts';

/** Thrown when the client's total differs from the server's: answered as 409 with the server's amount. */
export class PriceChangedError extends ApiError {
  constructor(
    readonly clientTotal: number,
    readonly amount: OrderAmount,
    readonly lines: OrderLine[],
  ) {
    super(
      409,
      `Prices changed: the order total is ${formatEuro(toCents(amount.total), 'en-GB')}, not ${formatEuro(toCents(clientTotal), 'en-GB')}. Please review the order and confirm the new total.`,
    );
  }

  body() {
    return {
      error: {
        code: 409,
        message: this.message,
        status: this.reason,
        details: { reason: 'PRICE_CHANGED', clientTotal: this.clientTotal, amount: this.amount, lines: this.lines },
      },
    };
  }
}

const PHONE_RE = /^\+?[0-9][0-9 ()/.-]{4,30}$/;
const emailSchema = z.email();
const MAX_PREORDER_DAYS = 8;
const PAST_SLACK_MS = 5 * 60_000;

export interface PlaceOrderResult {
  /** JSON text {name, order} */
  body: string;
  created: boolean;
  orderId: string;
}

export async function placeOrder(
  ctx: VendorApiContext,
  vendor: VendorRecord,
  rawBody: unknown,
  clientIp: string,
): Promise<PlaceOrderResult> {
  const input = parseBody(placeOrderBody, rawBody ?? {});
  const requestId = input.requestId ?? randomUUID();
  const hash = requestHash(rawBody ?? {});
  /** The order this requestId already placed when this request is its retry; 422 when the body differs. */
  const earlierOrder = async (): Promise<PlaceOrderResult | null> => {
    if (input.requestId === undefined) return null;
    const existing = await findByRequestId(ctx, vendor.id, requestId);
    return existing ? sameRequestOrRefuse(existing, hash, requestId) : null;
  };

  const slot = ctx.limits.placements.reserve(clientIp, vendor.id);
  if (slot instanceof TooManyRequestsError) {
    // a customer whose answer was lost may retry even after the limit: an identical retry is answered, not counted
    const earlier = await earlierOrder();
    if (earlier) return earlier;
    throw slot;
  }
  try {
    const now = ctx.now();
    let doc: Omit<Order, 'nr'>;
    try {
      doc = await buildOrder(ctx, vendor, input, requestId, now);
    } catch (err) {
      // a retry of an order placed before (e.g. the vendor has closed since, or prices changed): answer that order
      if (err instanceof ApiError) {
        const earlier = await earlierOrder();
        if (earlier) return earlier;
      }
      throw err;
    }

    // returns only id and nr: serializing the stored jsonb back to text costs more than the insert itself on PGlite
    const rows = await writeOrderEvents<{ id: string; nr: string }>(
      ctx,
      vendor.id,
      `with n as (select nextval('vendor.order_nr_seq')::text as nr),
       ins as (
         insert into vendor.orders (id, vendor_id, request_id, request_hash, nr, state, doc, expire_time, created_at, updated_at)
         select $1::uuid, $2::uuid, $3, $7, n.nr, 'RECEIVED', $4::jsonb || jsonb_build_object('nr', n.nr),
                $5::timestamptz, $6::timestamptz, $6::timestamptz
           from n
         on conflict (vendor_id, request_id) do nothing
         returning id, vendor_id, nr),
       ev as (
         insert into vendor.order_events (vendor_id, order_id, type, state, created_at)
         select ins.vendor_id, ins.id, 'created', 'RECEIVED', $6::timestamptz from ins
         returning seq)
       select ins.id, ins.nr, (select count(*) from ev) as events from ins`,
      [doc.id, vendor.id, requestId, JSON.stringify(doc), doc.expireTime, doc.createTime, hash],
    );
    const inserted = rows[0];
    if (inserted) {
      slot.commit();
      for (const h of ctx.onOrderEvent) h({ vendorId: vendor.id, orderId: inserted.id, type: 'created' });
      ctx.bus.publish(vendor.id);
      const order = { ...doc, nr: inserted.nr };
      return { body: responseBody(order), created: true, orderId: inserted.id };
    }
    // a concurrent request with the same requestId won the insert: answer its order (when it is the same order)
    const twin = await findByRequestId(ctx, vendor.id, requestId);
    if (!twin) throw new ApiError(500, 'Order could not be stored');
    return sameRequestOrRefuse(twin, hash, requestId);
  } finally {
    slot.release(); // a no-op after commit: only created orders count
  }
}

/**
 * The idempotency fingerprint of a placeOrder request: sha256 (hex) of the body as canonical JSON — object keys
 * sorted recursively, no whitespace, array order kept. The same body sent again with its keys in another order
 * hashes the same; any other difference (another address, another line, another e-mail) does not.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The stored order when this request is a retry of it (same body hash; orders stored before the hash existed have
 * none and are answered as before); otherwise 422 — and nothing of the stored order, which may be someone else's.
 */
function sameRequestOrRefuse(
  existing: { id: string; body: string; requestHash: string | null },
  hash: string,
  requestId: string,
): PlaceOrderResult {
  if (existing.requestHash !== null && existing.requestHash !== hash) {
    throw new ApiError(
      422,
      `requestId "${requestId}" was already used for a different order; use a new requestId for a new order`,
      'INVALID_ARGUMENT',
    );
  }
  return { body: existing.body, created: false, orderId: existing.id };
}

/**
 * Objects with their keys in the order PostgreSQL's jsonb keeps them (shorter keys first, then bytewise), so the
 * answer built here for a new order and the one rebuilt from the stored jsonb for a retry are the same bytes.
 */
export function jsonbKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbKeyOrder);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => {
    const la = Buffer.byteLength(a);
    const lb = Buffer.byteLength(b);
    return la !== lb ? la - lb : Buffer.compare(Buffer.from(a), Buffer.from(b));
  });
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) out[k] = jsonbKeyOrder(v);
  return out;
}

function responseBody(order: Order): string {
  return JSON.stringify({ name: order.name, order: jsonbKeyOrder(order) });
}

async function findByRequestId(ctx: VendorApiContext, vendorId: string, requestId: string) {
  const rows = await ctx.db.query<{ id: string; doc: string; request_hash: string | null }>(
    'select o.id, o.doc::text as doc, o.request_hash from vendor.orders o where o.vendor_id = $1::uuid and o.request_id = $2',
    [vendorId, requestId],
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, body: responseBody(JSON.parse(r.doc) as Order), requestHash: r.request_hash };
}

function trimmed(s: string | undefined | null): string {
  return (s ?? '').trim();
}

/** Checks everything about the request and prices it; the result is the stored order document (nr set in SQL). */
async function buildOrder(
  ctx: VendorApiContext,
  rec: VendorRecord,
  input: PlaceOrderBody,
  requestId: string,
  now: Date,
): Promise<Omit<Order, 'nr'>> {
  const v: Vendor = rec.vendor;
  const o = input.order;
  const tags = v.tags ?? [];

  if (o.lines.length === 0) throw badRequest('The cart is empty: an order needs at least one line');

  // order type
  const d = o.delivery;
  const pickUp = d.pickUp === true;
  const orderType: ServiceKind = pickUp ? 'pickup' : 'delivery';
  const supported = supportedDeliveryTypes(tags);
  if (!supported.includes(orderType)) {
    throw badRequest(
      orderType === 'pickup'
        ? `${v.label} offers delivery only: pickup orders are not accepted`
        : `${v.label} offers pickup only: delivery orders are not accepted`,
    );
  }

  // open, or a pre-order inside opening hours
  const avail = availability(v, now);
  if (avail === 'closed') throw badRequest(`${v.label} is closed and does not accept orders right now`);
  let time: Date | null = null;
  if (d.time !== undefined && d.time !== null && d.time !== '') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(d.time)) {
      throw badRequest('delivery.time must be an ISO date-time with time zone, e.g. 2025-05-01T18:30:00+02:00');
    }
    time = new Date(d.time);
    if (Number.isNaN(time.getTime())) throw badRequest('delivery.time is not a valid date-time');
    if (time.getTime() < now.getTime() - PAST_SLACK_MS) throw badRequest('delivery.time lies in the past');
    if (time.getTime() > now.getTime() + MAX_PREORDER_DAYS * 86_400_000) {
      throw badRequest(`delivery.time lies more than ${MAX_PREORDER_DAYS} days ahead`);
    }
    if (!isOpenAt(v.openingHours, time)) {
      throw badRequest(`delivery.time ${time.toISOString()} is outside the opening hours of ${v.label}`);
    }
  } else if (avail === 'preorder') {
    throw badRequest(
      `${v.label} is outside its opening hours: only pre-orders with a delivery.time within opening hours are accepted`,
    );
  }

  // payment
  const method = trimmed(o.payment.method);
  if (method === 'online') throw badRequest('Online payment is not available: pay with cash or bank card (atm) on receipt');
  if (method !== 'cash' && method !== 'atm') throw badRequest('payment.method must be "cash" or "atm"');
  const methods = paymentMethods(tags);
  if (!methods.includes(method)) {
    throw badRequest(`${v.label} accepts ${methods[0] === 'cash' ? 'cash only' : 'bank card (atm) only'}: payment method "${method}" is not offered`);
  }
  if (o.payment.sys !== undefined && o.payment.sys !== 'offline') throw badRequest('payment.sys must be "offline"');
  if (o.payment.ccy !== undefined && o.payment.ccy !== 'EUR') throw badRequest('payment.ccy must be "EUR"');

  // contact
  const name = trimmed(d.label);
  if (!name) throw badRequest("delivery.label (the customer's name) is required");
  const mobile = trimmed(d.mobile);
  if (!mobile) throw badRequest('delivery.mobile (phone number) is required');
  if (!PHONE_RE.test(mobile) || mobile.replace(/\D/g, '').length < 6) {
    throw badRequest('delivery.mobile is not a valid phone number');
  }
  const email = trimmed(d.email);
  if (!email) throw badRequest('delivery.email is required');
  if (!emailSchema.safeParse(email).success) throw badRequest('delivery.email is not a valid e-mail address');

  // address and zone
  let zone = null;
  const loc = d.loc ?? null;
  const addrLines = (loc?.addrLines ?? []).map((l) => l.trim()).filter(Boolean);
  if (orderType === 'delivery') {
    if (!loc) throw badRequest('delivery.loc (the delivery address) is required for delivery orders');
    if (addrLines.length === 0) throw badRequest('delivery.loc.addrLines (street and house number) is required');
    const postalCode = trimmed(loc.postalCode);
    if (!/^\d{4}$/.test(postalCode)) throw badRequest('delivery.loc.postalCode must be a four-digit Austrian postal code');
    if (!trimmed(loc.city)) throw badRequest('delivery.loc.city is required');
    zone = matchZone(v, postalCode);
    if (!zone) throw badRequest(`${v.label} does not deliver to postal code ${postalCode}: no delivery zone for postal code ${postalCode}`);
  }

  // price from the server's own catalog
  const catalog: Catalog | null =
    (orderType === 'pickup' ? await findCatalog(ctx, rec.id, 'pickup') : null) ?? (await findCatalog(ctx, rec.id, 'delivery'));
  if (!catalog) throw badRequest(`${v.label} has no menu to order from`);
  let tipCents = 0;
  const tipEuro = o.tip ?? o.amount?.charges?.find((c) => c.type === 'tip')?.val;
  if (tipEuro !== undefined && tipEuro !== null) {
    if (!(tipEuro >= 0 && tipEuro <= 500)) throw badRequest('The tip must be between 0 and 500 euro');
    tipCents = toCents(tipEuro);
  }
  let priced;
  try {
    priced = priceOrder({
      catalog,
      lines: o.lines.map((l) => ({ ...l, entry: { ...l.entry, type: 'product' as const } })) as OrderLine[],
      zone,
      orderType,
      tags,
      tip: tipCents,
    });
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
  if (priced.totals.minimumBlocks) {
    throw badRequest(
      `Minimum order value not reached: ${formatEuro(priced.totals.minPrice, 'en-GB')} required, ${formatEuro(priced.totals.subtotal, 'en-GB')} in the cart`,
    );
  }
  const clientTotal = o.amount?.total;
  if (typeof clientTotal === 'number' && Math.abs(toCents(clientTotal) - priced.totals.total) >= 1) {
    throw new PriceChangedError(clientTotal, priced.amount, priced.lines);
  }

  // the order document
  const id = randomUUID();
  const createTime = now.toISOString();
  const expireTime = orderExpireTime({ openingHours: v.openingHours, now, deliveryTime: time }).toISOString();
  const delivery: OrderDelivery = { label: name, pickUp, mobile, email };
  if (loc) {
    delivery.loc = { addrLines, city: trimmed(loc.city), postalCode: trimmed(loc.postalCode) };
    if (trimmed(loc.formatted)) delivery.loc.formatted = trimmed(loc.formatted);
  }
  if (trimmed(d.note)) delivery.note = trimmed(d.note);
  delivery.time = time ? time.toISOString() : null;
  for (const k of ['floor', 'door', 'house', 'stair'] as const) {
    const val = trimmed(d[k]);
    if (val) delivery[k] = val;
  }
  const doc: Omit<Order, 'nr'> = {
    name: orderName(rec.id, id),
    id,
    vendor: vendorName(rec.id),
    requestId,
    createTime,
    expireTime,
    delivery,
    payment: { sys: 'offline', method: method as PaymentMethod, ccy: 'EUR' },
    amount: priced.amount,
    lines: priced.lines,
    fulfillment: {
      state: 'RECEIVED',
      ts: createTime,
      delivery: { time: delivery.time ?? null },
      packaging: { time: null },
      history: [{ state: 'RECEIVED', ts: createTime }],
    },
  };
  if (o.via) doc.via = { ...o.via, channel: 'web', brand: o.via.brand ?? 'lieferzone' } as OrderVia;
  return doc;
}
