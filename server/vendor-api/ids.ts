/**
 * Identifiers, resource names and opaque page tokens of the vendor API (spec 1 §7).
 * A vendor is addressed by uuid, by resource name (`vendors/{uuid}`) or by slug; an order by uuid
 * (or `orders/{uuid}` / full resource name) or by its order number.
 */
import { hash } from 'node:crypto';
import { badRequest } from '../errors.ts';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NR_RE = /^[A-Za-z0-9-]{1,40}$/;

export type VendorRef = { kind: 'id'; id: string } | { kind: 'slug'; slug: string };
export type OrderRef = { kind: 'id'; id: string } | { kind: 'nr'; nr: string };

/**
 * Parses the `{id}` path segment of /v1/vendors/{id}. Empty, "undefined" and "null" give 400 "Invalid vendor ID"
 * (spec 1 §5); anything that cannot be a uuid or slug gives null (→ 404 by the caller).
 */
export function parseVendorRef(raw: string | undefined): VendorRef | null {
  let s = (raw ?? '').trim();
  if (s.startsWith('vendors/')) s = s.slice('vendors/'.length);
  if (s === '' || s === 'undefined' || s === 'null') throw badRequest('Invalid vendor ID');
  if (s.length > 200) throw badRequest('Invalid vendor ID: longer than 200 characters');
  if (UUID_RE.test(s)) return { kind: 'id', id: s.toLowerCase() };
  const slug = s.toLowerCase();
  if (SLUG_RE.test(slug)) return { kind: 'slug', slug };
  return null;
}

/** Parses the `{orderId}` segment: uuid, `orders/{uuid}`, a full resource name, or an order number. */
export function parseOrderRef(raw: string | undefined): OrderRef | null {
  let s = (raw ?? '').trim();
  const m = /(?:^|\/)orders\/([^/]+)$/.exec(s);
  if (m?.[1]) s = m[1];
  if (s.startsWith('#')) s = s.slice(1);
  if (s === '' || s === 'undefined' || s === 'null') throw badRequest('Missing vendor ID or order ID');
  if (UUID_RE.test(s)) return { kind: 'id', id: s.toLowerCase() };
  if (NR_RE.test(s)) return { kind: 'nr', nr: s };
  return null;
}

export const vendorName = (vendorId: string) => `vendors/${vendorId}`;
export const orderName = (vendorId: string, orderId: string) => `vendors/${vendorId}/orders/${orderId}`;

// ------------------------------------------------------------------------------------------------------------
// Opaque page tokens: base64url(JSON) with a version, a kind and a short hash of the query they belong to.

interface TokenBody {
  v: 1;
  k: string; // kind: 'vendors' | 'orders' | 'events'
  q: string; // query signature
  p: unknown; // position
}

export function querySignature(...parts: string[]): string {
  return hash('sha256', parts.join('\u0000'), 'base64url').slice(0, 10);
}

export function encodePageToken(kind: string, signature: string, position: unknown): string {
  const body: TokenBody = { v: 1, k: kind, q: signature, p: position };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** Decodes a page token of the given kind and query; any malformed or foreign token is a 400. */
export function decodePageToken(token: string, kind: string, signature: string): unknown {
  if (token.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(token)) throw badRequest('Invalid pageToken');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid pageToken');
  }
  // a token that decodes to null, a number or an array is as invalid as one that does not decode
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('Invalid pageToken');
  const body = parsed as Partial<TokenBody>;
  if (body.v !== 1 || body.k !== kind) throw badRequest('Invalid pageToken');
  if (body.q !== signature) throw badRequest('Invalid pageToken: it belongs to a different filter or orderBy');
  return body.p;
}
