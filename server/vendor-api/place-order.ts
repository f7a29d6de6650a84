/**
 * POST /v1/vendors/{id}:placeOrder — the story of a placement:
 *   1. the client's placement is counted against the per-client limits (abuse-limits.ts): over them → 429 with
 *      retry-after, unless the request is an identical retry of an order already placed (answered, never counted);
 *   2. the request is checked and priced (order-checks.ts): vendor open (or a pre-order time inside opening hours),
 *      order type and payment method offered, address inside a zone, the server's own prices — client amounts are
 *      only compared: a client total that differs by a cent or more is refused with 409 "Prices changed";
 *   3. one transaction inserts the order with the hash of its request body (`on conflict (vendor_id, request_id)
 *      do nothing`), its 'created' event and — when a signed-in customer placed it — the copy in their account's
 *      order history (account-orders.ts): all or nothing, durable on commit (a guest's order is one statement). When the (vendor, requestId) order
 *      already exists — a retry, or a concurrent twin that won the race — nothing is inserted and that stored order is
 *      answered byte for byte, but only when the request body is the same (idempotency.ts); the same requestId with a
 *      different body is refused with 422. A retry that would now be refused (vendor closed since, prices changed)
 *      also gets the stored order.
 *   4. only the answer that created the order carries the order's access key (order-key.ts; its sha256 is stored):
 *      a retry is answered with the stored order and no key. A fresh key on a retry would hand a working key to
 *      whoever can replay the request (the restaurant sees its requestId and its contents) and void the customer's;
 *      the price of that choice is that a guest whose first answer was lost cannot rate that order as a guest.
 * The body arrives validated by placeOrderRequestSchema (the route's schema); `rawBody` is what was sent, hashed.
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../src/domain/types.ts';
import type { PlaceOrderRequestBody } from '../../src/domain/wire/place-order-request.ts';
import { ApiError } from '../errors.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import { insertAccountOrder } from './account-orders.ts';
import { inOrderEventTransaction, writeOrderEvents, type VendorApiContext } from './context.ts';
import type { Customer } from './customer-auth.ts';
import {
  findByRequestId, placeOrderAnswer, requestHash, sameRequestOrRefuse, type PlaceOrderResult,
} from './idempotency.ts';
import { buildOrder, type BuiltOrder } from './order-checks.ts';
import { newOrderKey } from './order-key.ts';
import { insertOrder } from './repositories/orders.ts';
import { requirePublishedVendor, type VendorRecord } from './vendors.ts';

export interface PlaceOrderArgs {
  /** the `{id}` of the path: uuid, vendors/{uuid} or slug */
  vendorId: string;
  /** the request body as validated by placeOrderRequestSchema */
  body: PlaceOrderRequestBody;
  /** the request body exactly as sent (its canonical JSON is the idempotency fingerprint) */
  rawBody: unknown;
  /** the client's address for the per-client limits */
  clientIp: string;
  /** the signed-in customer whose account gets the order (customer-auth.ts), or null for a guest */
  user: Customer | null;
}

export async function placeOrder(ctx: VendorApiContext, a: PlaceOrderArgs): Promise<PlaceOrderResult> {
  const vendor = await requirePublishedVendor(ctx, a.vendorId);
  const input = a.body;
  const requestId = input.requestId ?? randomUUID();
  const hash = requestHash(a.rawBody ?? {});
  /** The order this requestId already placed when this request is its retry; 422 when the body differs. */
  const earlierOrder = async (): Promise<PlaceOrderResult | null> => {
    if (input.requestId === undefined) return null;
    const existing = await findByRequestId(ctx, vendor.id, requestId);
    return existing ? sameRequestOrRefuse(existing, hash, requestId) : null;
  };

  const slot = ctx.limits.placements.reserve(a.clientIp, vendor.id);
  if (slot instanceof TooManyRequestsError) {
    // a customer whose answer was lost may retry even after the limit: an identical retry is answered, not counted
    const earlier = await earlierOrder();
    if (earlier) return earlier;
    throw slot;
  }
  try {
    let built: BuiltOrder;
    try {
      built = await buildOrder(ctx, vendor, input, requestId, ctx.now());
    } catch (err) {
      // a retry of an order placed before (e.g. the vendor has closed since, or prices changed): answer that order
      if (err instanceof ApiError) {
        const earlier = await earlierOrder();
        if (earlier) return earlier;
      }
      throw err;
    }
    const accessKey = newOrderKey();
    const inserted = await storeOrder(ctx, vendor, built.doc, hash, accessKey.hash, a.user);
    if (inserted) {
      slot.commit();
      for (const h of ctx.onOrderEvent) h({ vendorId: vendor.id, orderId: inserted.id, type: 'created' });
      ctx.bus.publish(vendor.id);
      const order: Order = { ...built.doc, nr: inserted.nr };
      return { body: placeOrderAnswer(order, accessKey.key), created: true, orderId: inserted.id };
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
 * Inserts the order, its 'created' event and (signed in) the account's copy in one transaction; null when the
 * (vendor, requestId) order exists already.
 */
async function storeOrder(
  ctx: VendorApiContext,
  vendor: VendorRecord,
  doc: Omit<Order, 'nr'>,
  hash: string,
  accessKeyHash: Buffer,
  user: Customer | null,
): Promise<{ id: string; nr: string } | null> {
  const order = { doc, vendorId: vendor.id, requestHash: hash, accessKeyHash };
  // a guest's order is one statement (on PGlite atomic by itself: no BEGIN/COMMIT round trips on the hot path)
  if (!user) return writeOrderEvents(ctx, vendor.id, (q) => insertOrder(q, order));
  return inOrderEventTransaction(ctx, vendor.id, async (q) => {
    const row = await insertOrder(q, order);
    if (!row) return null;
    await insertAccountOrder(q, { userId: user.userId, vendorId: vendor.id, vendorLabel: vendor.vendor.label, order: doc, nr: row.nr });
    return row;
  });
}
