/**
 * The courier's shared position (issue 28): stored, read and erased. Only the latest point of an order is kept (one
 * row per order, vendor.courier_positions, migration 0022), and only while the order is on the way:
 *
 * - `sharePosition`: the order row is locked (for share) and its state checked in the same transaction as the
 *   upsert, so a point can never be written after the delivery's commit (the delivery's update waits for this
 *   transaction, and its trigger then erases the row; or this one waits for the delivery and then sees its state).
 *   A point older than (or as old as) the stored one is not kept: `{ stored: false }`.
 * - `erasePosition`: the courier stops sharing.
 * - `courierOnMap`: the customer's view — the point and the arrival estimate, or null when the order is not on the
 *   way (the row is gone then anyway) or the courier does not share.
 */
import { courierArrival, isOnTheWay, type CourierArrival, type LatLng } from '../../src/domain/courier-position.ts';
import type { Order } from '../../src/domain/types.ts';
import type { CourierOnMap } from '../../src/domain/wire/courier-on-map.ts';
import type { CourierPositionRequest } from '../../src/domain/wire/courier-position.ts';
import type { Queryable } from '../db/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { lookupPostal } from '../geo/postal.ts';
import type { LinkedOrder } from './links.ts';
import {
  deleteCourierPosition, findCourierPosition, lockOrderForPosition, upsertCourierPosition,
} from './repositories/courier-positions.ts';

/** The precise refusal for a point outside the on-the-way states. */
export function notOnTheWay(nr: string, state: string): Error {
  return conflict(`Order ${nr} is not on the way (${state}): the position is shared only between pickup and delivery`);
}

export async function sharePosition(
  ctx: Pick<VendorApiContext, 'db' | 'now'>,
  link: LinkedOrder,
  p: CourierPositionRequest,
): Promise<{ stored: boolean }> {
  const now = ctx.now();
  // a fix "from the future" (a phone clock ahead) is shown as taken now
  const fixAt = new Date(Math.min(p.seq, now.getTime())).toISOString();
  return ctx.db.tx(async (q) => {
    const order = await lockOrderForPosition(q, link.orderId, link.vendorId);
    if (!order) throw notFound('This delivery link is unknown or has expired');
    if (order.pickUp) throw conflict(`Order ${order.nr} is picked up by the customer and has no courier`);
    if (!isOnTheWay(order.state)) throw notOnTheWay(order.nr, order.state);
    const stored = await upsertCourierPosition(q, {
      orderId: link.orderId, vendorId: link.vendorId, lat: p.lat, lng: p.lng, accuracyM: p.accuracyM ?? null, seq: p.seq,
      fixAt, receivedAt: now.toISOString(),
    });
    return { stored };
  });
}

export async function erasePosition(db: Queryable, link: LinkedOrder): Promise<void> {
  await deleteCourierPosition(db, link.orderId);
}

/** The delivery address's point: its coordinates when the order has them, else its postal code's centre. */
export function destinationOf(order: Order): LatLng | null {
  const loc = order.delivery.loc;
  if (order.delivery.pickUp || !loc) return null;
  const fields: Record<string, unknown> = { ...loc };
  const { lat, lng } = fields;
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) return { lat, lng };
  const c = loc.postalCode ? lookupPostal(loc.postalCode) : undefined;
  return c ? { lat: c.lat, lng: c.lng } : null;
}

export type RideLookup = (from: LatLng, to: LatLng) => Promise<{ metres: number; seconds: number } | null>;

/** The customer's view of the courier of one order (already authorised by the caller). */
export async function courierOnMap(
  db: Queryable,
  order: { id: string; state: string; doc: Order },
  ride: RideLookup | null,
): Promise<CourierOnMap> {
  const { state } = order;
  if (!isOnTheWay(order.state)) return { state, courier: null };
  const row = await findCourierPosition(db, order.id);
  if (!row) return { state, courier: null };
  const point = { lat: row.lat, lng: row.lng };
  const dest = destinationOf(order.doc);
  let arrival: CourierArrival | undefined;
  if (dest) {
    const routed = ride ? await ride(point, dest).catch(() => null) : null;
    arrival = courierArrival(point, dest, routed ?? undefined);
  }
  return {
    state,
    courier: { ...point, at: new Date(row.fixAt).toISOString(), ...(arrival ? { arrival } : {}) },
  };
}
