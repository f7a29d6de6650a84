/**
 * Courier links: `/delivery/{token}`, the link a restaurant gives the courier of one order (issue 14 item 2).
 *
 * - The token is 32 random bytes (base64url, 43 characters); only its sha256 (hex) is stored, and a link is found by
 *   that hash with an index lookup — the token itself is never compared, so there is nothing to time.
 * - One link per order: asking again (`createCourierLink` for the same order) stores a fresh token's hash in place
 *   of the old one, so the previous link stops working at once (a link shared by mistake is revoked by making a
 *   new one). The token cannot be shown again later: only its hash is kept.
 * - A link stops working 24 h after the order reached DELIVERED (or a later state) or was cancelled: `expiresAt` is
 *   null while the order is still under way.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Order } from '../../src/domain/types.ts';
import type { Queryable } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import { findOrderDoc } from '../vendor-api/repositories/orders.ts';
import { findLinkByTokenHash, upsertCourierLink } from './repositories/courier-links.ts';

/** How long a link keeps working after the order was delivered (or cancelled). */
export const LINK_TTL_AFTER_DELIVERY_MS = 24 * 3_600_000;

const DONE_STATES: ReadonlySet<string> = new Set(['DELIVERED', 'SETTLED', 'COMPLETED', 'CANCELED']);

/** A well-formed token: 43 base64url characters (32 bytes). Anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface CourierLink {
  token: string;
  /** the app path of the courier view, `/delivery/{token}` (relative: never built from request headers) */
  url: string;
  /** ISO time the link stops working; null while the order is not delivered yet */
  expiresAt: string | null;
}

/** When the order first reached DELIVERED (or later) or CANCELED, from its fulfillment history. */
export function doneAt(order: Pick<Order, 'fulfillment'>): string | null {
  const f = order.fulfillment;
  const first = (f.history ?? []).find((h) => DONE_STATES.has(h.state));
  if (first) return first.ts;
  return DONE_STATES.has(f.state) ? f.ts : null;
}

/** The link's expiry for this order (null while under way). */
export function linkExpiry(order: Pick<Order, 'fulfillment'>): string | null {
  const done = doneAt(order);
  return done === null ? null : new Date(new Date(done).getTime() + LINK_TTL_AFTER_DELIVERY_MS).toISOString();
}

/**
 * Creates the courier link of one of the vendor's orders, replacing (revoking) any earlier link of that order.
 * 404 when the order is not the vendor's; 409 for a pickup order (the customer collects it: no courier).
 */
export async function createCourierLink(db: Queryable, a: { vendorId: string; orderId: string }): Promise<CourierLink> {
  const order = await findOrderDoc(db, a.vendorId, a.orderId);
  if (!order) throw notFound(`Order "${a.orderId}" not found`);
  if (order.delivery.pickUp) throw conflict(`Order ${order.nr} is picked up by the customer and has no courier`);
  const token = randomBytes(32).toString('base64url');
  await upsertCourierLink(db, { orderId: a.orderId, vendorId: a.vendorId, tokenHash: hashToken(token) });
  return { token, url: `/delivery/${token}`, expiresAt: linkExpiry(order) };
}

export interface LinkedOrder {
  vendorId: string;
  orderId: string;
}

/**
 * The order a token links to, or null for a malformed, unknown, revoked or expired token (the caller answers the
 * same 404 for each). `now` decides expiry.
 */
export async function findLinkedOrder(db: Queryable, token: string, now: Date): Promise<(LinkedOrder & { doc: Order }) | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await findLinkByTokenHash(db, hashToken(token));
  if (!row) return null;
  const expiry = linkExpiry(row.doc);
  if (expiry !== null && new Date(expiry).getTime() <= now.getTime()) return null;
  return row;
}
