/**
 * The order's own access key (issue 30): created by :placeOrder, answered once to the customer who placed the order
 * (`accessKey` in the placement's answer, never again: not on an idempotent retry, not in any read of the order), and
 * kept only as its sha256 (vendor.orders.access_key_hash). A guest proves an order with it — the order's uuid is no
 * proof, since the restaurant's desk, its courier and its API token see that uuid. Sent as the header `x-order-key`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const ORDER_KEY_HEADER = 'x-order-key';
/** 24 random bytes = 192 bits, 32 characters of base64url */
const KEY_BYTES = 24;
const KEY_RE = /^[A-Za-z0-9_-]{32}$/;

export const orderKeyHash = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** A fresh key and the hash to store. */
export function newOrderKey(): { key: string; hash: Buffer } {
  const key = randomBytes(KEY_BYTES).toString('base64url');
  return { key, hash: orderKeyHash(key) };
}

/** The header's value when it has the shape of a key (one value, 32 base64url characters), else null. */
export function orderKeyOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && KEY_RE.test(header) ? header : null;
}

/** Whether `key` is the order's key: the hashes compared in constant time. */
export function orderKeyMatches(key: string, stored: Uint8Array): boolean {
  const given = orderKeyHash(key);
  return stored.length === given.length && timingSafeEqual(given, stored);
}
