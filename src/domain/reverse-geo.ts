/**
 * Reverse lookup for "use my location" (issue 15 item 1): the nearest Austrian postal code to a point, from the
 * postal codes' coordinates (GeoNames) and Austria's outline. Shared by the server (GET /api/geo/reverse) and the
 * app's offline table, so both answer the same.
 */
import { haversineKm } from './geo.ts';

export interface PostalPoint {
  postalCode: string;
  lat: number;
  lng: number;
}

/** A closed ring of [lng, lat] pairs (GeoJSON order). */
export type Ring = readonly (readonly [number, number])[];

/** Points this close outside the outline still count (the outline is simplified, and some GeoNames places of border towns lie up to ~1 km beyond it). */
export const BORDER_TOLERANCE_KM = 1;
/** Farther than this from every postal code's centre is no answer (no Austrian point is that far from one). */
export const MAX_POSTAL_DISTANCE_KM = 25;

/** Even-odd ray casting. */
export function pointInRing(p: { lat: number; lng: number }, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const [xi, yi] = a;
    const [xj, yj] = b;
    if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Shortest distance from a point to the ring's edges in km (locally flat: fine for a few km). */
export function distanceToRingKm(p: { lat: number; lng: number }, ring: Ring): number {
  const kx = 111.32 * Math.cos((p.lat * Math.PI) / 180);
  const ky = 110.57;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const ax = (a[0] - p.lng) * kx;
    const ay = (a[1] - p.lat) * ky;
    const bx = (b[0] - p.lng) * kx;
    const by = (b[1] - p.lat) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

export function isInAustria(p: { lat: number; lng: number }, outline: Ring): boolean {
  return pointInRing(p, outline) || distanceToRingKm(p, outline) <= BORDER_TOLERANCE_KM;
}

/** The nearest postal code's point and its distance in km, or null for an empty list. */
export function nearestPostal<T extends PostalPoint>(points: readonly T[], p: { lat: number; lng: number }): { entry: T; km: number } | null {
  let best: { entry: T; km: number } | null = null;
  for (const e of points) {
    const km = haversineKm(p, e);
    if (!best || km < best.km) best = { entry: e, km };
  }
  return best;
}

/** The postal code for a point, or null when the point is outside Austria. */
export function reverseLookup<T extends PostalPoint>(
  points: readonly T[],
  outline: Ring,
  p: { lat: number; lng: number },
): { entry: T; km: number } | null {
  if (!isInAustria(p, outline)) return null;
  const best = nearestPostal(points, p);
  return best && best.km <= MAX_POSTAL_DISTANCE_KM ? best : null;
}
