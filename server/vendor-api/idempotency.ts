/**
 * Idempotency of :placeOrder: one order per (vendor, requestId), answered byte for byte to every retry with the same
 * body, and refused (422, with nothing of the stored order) to a different body under a used requestId.
 */
import { createHash } from 'node:crypto';
import type { Order } from '../../src/domain/types.ts';
import { ApiError } from '../errors.ts';
import type { VendorApiContext } from './context.ts';

export interface PlaceOrderResult {
  /** JSON text {name, order} */
  body: string;
  created: boolean;
  orderId: string;
}

/**
 * The idempotency fingerprint of a placeOrder request: sha256 (hex) of the body as canonical JSON — object keys
 * sorted recursively, no whitespace, array order kept. The same body sent again with its keys in another order
 * hashes the same; any other difference (another address, another line, another e-mail) does not.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v: unknown) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * Objects with their keys in the order PostgreSQL's jsonb keeps them (shorter keys first, then bytewise), so the
 * answer built here for a new order and the one rebuilt from the stored jsonb for a retry are the same bytes.
 */
function jsonbKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbKeyOrder);
  if (value === null || typeof value !== 'object') return value;
  // each key's UTF-8 bytes once, not twice per comparison (this runs for every placed order)
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ({ k, v, bytes: Buffer.from(k) }));
  entries.sort((a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes));
  const out: Record<string, unknown> = {};
  for (const { k, v } of entries) out[k] = jsonbKeyOrder(v);
  return out;
}

/** The :placeOrder answer for an order: `{name, order}` as JSON text. */
export function placeOrderAnswer(order: Order): string {
  return JSON.stringify({ name: order.name, order: jsonbKeyOrder(order) });
}

export interface StoredPlacement {
  id: string;
  body: string;
  requestHash: string | null;
}

/** The order a (vendor, requestId) placed, with its answer and body hash, or null. */
export async function findByRequestId(ctx: VendorApiContext, vendorId: string, requestId: string): Promise<StoredPlacement | null> {
  // the db layer hands jsonb back parsed (both drivers)
  const rows = await ctx.db.query<{ id: string; doc: Order; request_hash: string | null }>(
    'select o.id, o.doc, o.request_hash from vendor.orders o where o.vendor_id = $1::uuid and o.request_id = $2',
    [vendorId, requestId],
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, body: placeOrderAnswer(r.doc), requestHash: r.request_hash };
}

/**
 * The stored order when this request is a retry of it (same body hash; orders stored before the hash existed have
 * none and are answered as before); otherwise 422 — and nothing of the stored order, which may be someone else's.
 */
export function sameRequestOrRefuse(existing: StoredPlacement, hash: string, requestId: string): PlaceOrderResult {
  if (existing.requestHash !== null && existing.requestHash !== hash) {
    throw new ApiError(
      422,
      `requestId "${requestId}" was already used for a different order; use a new requestId for a new order`,
      'INVALID_ARGUMENT',
    );
  }
  return { body: existing.body, created: false, orderId: existing.id };
}
