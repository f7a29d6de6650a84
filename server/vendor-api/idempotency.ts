/**
 * Idempotency of :placeOrder: one order per (vendor, requestId), answered byte for byte to every retry with the same
 * body, and refused (422, with nothing of the stored order) to a different body under a used requestId.
 */
import { hash } from 'node:crypto';
import type { Order } from '../../src/domain/types.ts';
import { ApiError } from '../errors.ts';
import type { VendorApiContext } from './context.ts';
import { findPlacement } from './repositories/orders.ts';

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
  return hash('sha256', canonicalJson(body), 'hex');
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let s = '[';
    for (let i = 0; i < value.length; i++) s += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${s}]`;
  }
  const obj = value as Record<string, unknown>;
  // the default sort compares UTF-16 code units, as `a < b` does
  const keys = Object.keys(obj).sort();
  let s = '';
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined) s += `${s === '' ? '' : ','}${JSON.stringify(k)}:${canonicalJson(v)}`;
  }
  return `{${s}}`;
}

const NON_ASCII = /[\u0080-\uffff]/;

/** jsonb's key order for ASCII keys (characters are bytes): shorter keys first, then bytewise. */
const asciiKeyCompare = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** jsonb's key order: shorter keys first in UTF-8 bytes, then bytewise. */
function utf8KeyCompare(a: string, b: string): number {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length - bb.length || Buffer.compare(ba, bb);
}

/**
 * Objects with their keys in the order PostgreSQL's jsonb keeps them (shorter keys first, then bytewise), so the
 * answer built here for a new order and the one rebuilt from the stored jsonb for a retry are the same bytes.
 */
function jsonbKeyOrder(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(jsonbKeyOrder);
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  keys.sort(keys.some((k) => NON_ASCII.test(k)) ? utf8KeyCompare : asciiKeyCompare);
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    if (obj[k] !== undefined) out[k] = jsonbKeyOrder(obj[k]);
  }
  return out;
}

/**
 * The :placeOrder answer for an order: `{name, order}` as JSON text, plus `accessKey` in the answer that created the
 * order (only that one: a retry's answer is rebuilt from the stored order, which has the key's hash only).
 */
export function placeOrderAnswer(order: Order, accessKey?: string): string {
  return JSON.stringify({ name: order.name, order: jsonbKeyOrder(order), ...(accessKey ? { accessKey } : {}) });
}

export interface StoredPlacement {
  id: string;
  body: string;
  requestHash: string | null;
}

/** The order a (vendor, requestId) placed, with its answer and body hash, or null. */
export async function findByRequestId(ctx: VendorApiContext, vendorId: string, requestId: string): Promise<StoredPlacement | null> {
  const r = await findPlacement(ctx.db, vendorId, requestId);
  if (!r) return null;
  return { id: r.id, body: placeOrderAnswer(r.doc), requestHash: r.requestHash };
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
