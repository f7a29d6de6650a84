/**
 * Reading orders: one order (view 1 fulfillment-focused, view 2 full), the vendor's paged order list, and the lookup
 * of a placement by its requestId. Answers are JSON text built in SQL from the stored order document.
 */
import { badRequest, forbidden, notFound } from '../errors.ts';
import { LOOKUP_WINDOW_MS, LOOKUPS_PER_IP, TooManyRequestsError, waitText } from './abuse-limits.ts';
import { isVendorToken, requireVendorToken } from './auth.ts';
import type { VendorApiContext } from './context.ts';
import { decodePageToken, encodePageToken, parseOrderRef, querySignature, UUID_RE, type OrderRef } from './ids.ts';
import {
  findOrder, orderPageJson, orderViewJson, placedOrderView1Json, type OrderRow,
} from './repositories/orders.ts';
import { requireVendor } from './vendors.ts';

export function resolveOrderRef(raw: string | undefined): OrderRef {
  const ref = parseOrderRef(raw);
  if (!ref) throw notFound(`Order "${(raw ?? '').slice(0, 100)}" not found`);
  return ref;
}

export async function readOrder(ctx: VendorApiContext, vendorId: string, ref: OrderRef): Promise<OrderRow | null> {
  return findOrder(ctx.db, vendorId, ref);
}

/**
 * GET /v1/vendors/{vendorId}/orders/{orderId}. By uuid (unguessable) anyone may read both views; by order number
 * (sequential, guessable) the full view with the customer's contact data needs the vendor token.
 */
export async function getOrderJson(
  ctx: VendorApiContext,
  a: { vendorId: string; order: string; view: 1 | 2; token: string | null },
): Promise<string> {
  const vendor = await requireVendor(ctx, a.vendorId);
  const ref = resolveOrderRef(a.order);
  if (ref.kind === 'nr' && a.view === 2 && !isVendorToken(a.token, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN)) {
    throw forbidden('The full order view by order number needs the vendor token; use the order id (uuid) or view=1');
  }
  const body = await orderViewJson(ctx.db, vendor.id, ref, a.view);
  if (!body) throw notFound(`Order "${a.order.slice(0, 100)}" not found`);
  return body;
}

/** GET /v1/vendors/{id}/orders (vendor token) — newest first, keyset paged by (created_at, id). */
export async function listOrdersJson(
  ctx: VendorApiContext,
  a: { vendorId: string; token: string | null; pageSize: number; pageToken?: string | undefined; view: 1 | 2 },
): Promise<string> {
  const vendor = await requireVendor(ctx, a.vendorId);
  requireVendorToken(a.token, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  const sig = querySignature('orders', vendor.id);
  let afterId: string | null = null;
  if (a.pageToken) {
    const pos = decodePageToken(a.pageToken, 'orders', sig);
    if (typeof pos !== 'string' || !UUID_RE.test(pos)) throw badRequest('Invalid pageToken');
    afterId = pos;
  }
  const rows = await orderPageJson(ctx.db, vendor.id, { afterId, limit: a.pageSize + 1, view: a.view });
  const more = rows.length > a.pageSize;
  const page = more ? rows.slice(0, a.pageSize) : rows;
  let out = `{"orders":[${page.map((r) => r.body).join(',')}]`;
  const last = page[page.length - 1];
  if (more && last) out += `,"nextPageToken":${JSON.stringify(encodePageToken('orders', sig, last.id))}`;
  return `${out}}`;
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
  a: { vendorId: string; requestId: string; clientIp: string },
): Promise<string> {
  const vendor = await requireVendor(ctx, a.vendorId);
  const key = `lookup:${a.clientIp}`;
  const wait = ctx.limits.lookups.blockedFor(key, LOOKUPS_PER_IP);
  if (wait > 0) {
    throw new TooManyRequestsError(wait, `Too many order lookups from this connection: at most ${LOOKUPS_PER_IP} in ${LOOKUP_WINDOW_MS / 60_000} minutes. Please try again in ${waitText(wait)}.`);
  }
  ctx.limits.lookups.hit(key);
  const body = await placedOrderView1Json(ctx.db, vendor.id, a.requestId);
  if (!body) throw notFound('No order with this requestId');
  return body;
}
