/**
 * Everything :placeOrder checks about a request that depends on the vendor, and the pricing: order type offered,
 * open (or a pre-order time inside opening hours), payment method offered, name and address, delivery zone, the
 * server's own prices (src/domain priceOrder) and the minimum order. The result is the order document to store.
 * Field shapes (contact fields, lengths, quantities) were checked before by placeOrderRequestSchema.
 */
import { randomUUID } from 'node:crypto';
import { isAustrianPostalCode } from '../../src/domain/contact.ts';
import { deliveryPausedAt, paymentMethods, supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import { busyExtraMinutes } from '../../src/domain/busy.ts';
import { orderExpireTime } from '../../src/domain/expiry.ts';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import { availability, isOpenAt } from '../../src/domain/opening-hours.ts';
import { PricingError, priceOrder, type PricedOrder } from '../../src/domain/pricing.ts';
import type { Catalog, DeliveryZone, Order, OrderAmount, OrderDelivery, OrderLine, PaymentMethod, ServiceKind, Vendor } from '../../src/domain/types.ts';
import type { PriceChangedErrorBody } from '../../src/domain/wire/order.ts';
import type { PlaceOrderRequestBody } from '../../src/domain/wire/place-order-request.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { refuseIfPaused, refuseIfSoldOut } from '../desk/refusals.ts';
import { ApiError, badRequest } from '../errors.ts';
import type { VendorApiContext } from './context.ts';
import { orderName, vendorName } from './ids.ts';
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

  /** The 409 answer (priceChangedErrorSchema). */
  body(): PriceChangedErrorBody {
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

const MAX_PREORDER_DAYS = 8;
const PAST_SLACK_MS = 5 * 60_000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

type Input = PlaceOrderRequestBody['order'];

const trimmed = (s: string | undefined | null): string => (s ?? '').trim();

/** A new order: its document (nr is set in SQL) and the server's pricing. */
export interface BuiltOrder {
  doc: Omit<Order, 'nr'>;
  priced: PricedOrder;
}

function checkOrderType(v: Vendor, pickUp: boolean, now: Date): ServiceKind {
  const orderType: ServiceKind = pickUp ? 'pickup' : 'delivery';
  if (orderType === 'delivery' && deliveryPausedAt(v, now)) {
    throw badRequest(`${v.label} has paused delivery for now: pickup orders are accepted`);
  }
  if (!supportedDeliveryTypes(v.tags).includes(orderType)) {
    throw badRequest(
      orderType === 'pickup'
        ? `${v.label} offers delivery only: pickup orders are not accepted`
        : `${v.label} offers pickup only: delivery orders are not accepted`,
    );
  }
  return orderType;
}

/** Open now, or a pre-order time inside opening hours: the requested time (null = as soon as possible). */
function checkTime(v: Vendor, requested: string | null | undefined, now: Date): Date | null {
  const avail = availability(v, now);
  if (avail === 'closed') throw badRequest(`${v.label} is closed and does not accept orders right now`);
  if (requested === undefined || requested === null || requested === '') {
    if (avail === 'preorder') {
      throw badRequest(`${v.label} is outside its opening hours: only pre-orders with a delivery.time within opening hours are accepted`);
    }
    return null;
  }
  if (!ISO_TIME.test(requested)) throw badRequest('delivery.time must be an ISO date-time with time zone, e.g. 2025-05-01T18:30:00+02:00');
  const time = new Date(requested);
  if (Number.isNaN(time.getTime())) throw badRequest('delivery.time is not a valid date-time');
  if (time.getTime() < now.getTime() - PAST_SLACK_MS) throw badRequest('delivery.time lies in the past');
  if (time.getTime() > now.getTime() + MAX_PREORDER_DAYS * 86_400_000) throw badRequest(`delivery.time lies more than ${MAX_PREORDER_DAYS} days ahead`);
  if (!isOpenAt(v, time)) throw badRequest(`delivery.time ${time.toISOString()} is outside the opening hours of ${v.label}`);
  return time;
}

function checkPayment(v: Vendor, p: Input['payment']): PaymentMethod {
  const method = trimmed(p.method);
  if (method === 'online') throw badRequest('Online payment is not available: pay with cash or bank card (atm) on receipt');
  if (method !== 'cash' && method !== 'atm') throw badRequest('payment.method must be "cash" or "atm"');
  const methods = paymentMethods(v.tags);
  if (!methods.includes(method)) {
    throw badRequest(`${v.label} accepts ${methods[0] === 'cash' ? 'cash only' : 'bank card (atm) only'}: payment method "${method}" is not offered`);
  }
  if (p.sys !== undefined && p.sys !== 'offline') throw badRequest('payment.sys must be "offline"');
  if (p.ccy !== undefined && p.ccy !== 'EUR') throw badRequest('payment.ccy must be "EUR"');
  return method;
}

/** The delivery part of the order document; the zone for a delivery order (address inside one). */
function checkDelivery(v: Vendor, d: Input['delivery'], orderType: ServiceKind, time: Date | null): { delivery: OrderDelivery; zone: DeliveryZone | null } {
  const name = trimmed(d.label);
  if (!name) throw badRequest("delivery.label (the customer's name) is required");
  const delivery: OrderDelivery = { label: name, pickUp: orderType === 'pickup', mobile: d.mobile, email: d.email };
  const loc = d.loc ?? null;
  const addrLines = (loc?.addrLines ?? []).map((l) => l.trim()).filter(Boolean);
  let zone: DeliveryZone | null = null;
  if (orderType === 'delivery') {
    if (!loc) throw badRequest('delivery.loc (the delivery address) is required for delivery orders');
    if (addrLines.length === 0) throw badRequest('delivery.loc.addrLines (street and house number) is required');
    const postalCode = trimmed(loc.postalCode);
    if (!isAustrianPostalCode(postalCode)) throw badRequest('delivery.loc.postalCode must be a four-digit Austrian postal code');
    if (!trimmed(loc.city)) throw badRequest('delivery.loc.city is required');
    zone = matchZoneOrRefuse(v, postalCode);
  }
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
  return { delivery, zone };
}

function matchZoneOrRefuse(v: Vendor, postalCode: string): DeliveryZone {
  const zone = matchZone(v, postalCode);
  if (!zone) throw badRequest(`${v.label} does not deliver to postal code ${postalCode}: no delivery zone for postal code ${postalCode}`);
  return zone;
}

/** Prices the lines from the server's catalog; refuses an unmet required minimum and a differing client total. */
async function price(ctx: VendorApiContext, rec: VendorRecord, o: Input, orderType: ServiceKind, zone: DeliveryZone | null): Promise<PricedOrder> {
  const v = rec.vendor;
  const catalog: Catalog | null =
    (orderType === 'pickup' ? await findCatalog(ctx, rec.id, 'pickup') : null) ?? (await findCatalog(ctx, rec.id, 'delivery'));
  if (!catalog) throw badRequest(`${v.label} has no menu to order from`);
  refuseIfSoldOut(catalog, o.lines.map((l) => l.entry.productId));
  const tipEuro = o.tip ?? o.amount?.charges?.find((c) => c.type === 'tip')?.val;
  if (tipEuro !== undefined && !(tipEuro >= 0 && tipEuro <= 500)) throw badRequest('The tip must be between 0 and 500 euro');
  let priced: PricedOrder;
  try {
    priced = priceOrder({
      catalog,
      lines: o.lines.map((l) => ({ ...l, entry: { ...l.entry, type: 'product' as const } })),
      zone,
      orderType,
      tags: v.tags,
      tip: tipEuro === undefined ? 0 : toCents(tipEuro),
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
  return priced;
}

/** Checks everything about the request and prices it; the result is the order document to store. */
export async function buildOrder(
  ctx: VendorApiContext,
  rec: VendorRecord,
  input: PlaceOrderRequestBody,
  requestId: string,
  now: Date,
): Promise<BuiltOrder> {
  const v = rec.vendor;
  const o = input.order;
  if (o.lines.length === 0) throw badRequest('The cart is empty: an order needs at least one line');
  refuseIfPaused(v, now);
  const orderType = checkOrderType(v, o.delivery.pickUp === true, now);
  const time = checkTime(v, o.delivery.time, now);
  const method = checkPayment(v, o.payment);
  const { delivery, zone } = checkDelivery(v, o.delivery, orderType, time);
  const priced = await price(ctx, rec, o, orderType, zone);

  const id = randomUUID();
  const createTime = now.toISOString();
  const doc: Omit<Order, 'nr'> = {
    name: orderName(rec.id, id),
    id,
    vendor: vendorName(rec.id),
    requestId,
    createTime,
    expireTime: orderExpireTime({ openingHours: v.openingHours, specialDays: v.specialDays, now, deliveryTime: time, extraMinutes: busyExtraMinutes(v, now) }).toISOString(),
    delivery,
    payment: { sys: 'offline', method, ccy: 'EUR' },
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
  if (o.via) doc.via = { ...o.via, channel: 'web', brand: o.via.brand ?? 'lieferzone' };
  return { doc, priced };
}
