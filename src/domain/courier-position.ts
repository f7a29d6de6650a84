/**
 * The courier's shared position (issue 28, "the courier on the map"), pure rules used by the courier's page, the
 * customer's tracking and the server:
 *
 * - which states share a position: only while the order is on the way (SHIPPING, SHIPPED, DELIVERING) — nothing
 *   before pickup, nothing after delivery or cancellation;
 * - which points are accepted: finite coordinates inside a box around Austria (a courier of an Austrian restaurant);
 * - when the courier's page sends a new point: the first one at once, then when SEND_INTERVAL_MS have passed since
 *   the last point sent or the courier moved at least SEND_DISTANCE_M from it — never sooner than MIN_GAP_MS;
 * - the arrival estimate from the courier's point to the delivery address: a routing service's ride when the server
 *   has one, else the straight line at the spec's fallback speed (geo.ts: 2.5 min/km under 5 km, 1.8 min/km beyond),
 *   in whole minutes rounded up, at least 1.
 */
import { fallbackDriveMinutes, haversineKm } from './geo.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** States in which the courier has the food and is on the way: the only ones with a shared position. */
export const ON_THE_WAY_STATES: readonly string[] = ['SHIPPING', 'SHIPPED', 'DELIVERING'];

export const isOnTheWay = (state: string | null | undefined): boolean => !!state && ON_THE_WAY_STATES.includes(state);

/** Austria with a margin of a few kilometres (Bodensee to Neusiedler See, Karawanken to Thaya). */
export const AUSTRIA_BOX = { minLat: 46.3, maxLat: 49.1, minLng: 9.4, maxLng: 17.2 } as const;

export const SEND_INTERVAL_MS = 10_000;
export const SEND_DISTANCE_M = 50;
/** Between two sends even when moving fast (a car at 90 km/h covers 50 m in 2 s). */
export const MIN_GAP_MS = 2_000;

export interface SentPoint extends LatLng {
  /** when it was sent, ms on the page's clock */
  sentAt: number;
}

/** Metres between two points (haversine). */
export const metresBetween = (a: LatLng, b: LatLng): number => haversineKm(a, b) * 1000;

/**
 * Whether a new point goes out now, given the last point sent (null: none yet). Returns the milliseconds to wait
 * when it should go out later (0: now; null: not at all until the courier moves or time passes).
 */
export function sendDelay(last: SentPoint | null, next: LatLng, nowMs: number): number | null {
  if (!last) return 0;
  const since = nowMs - last.sentAt;
  const moved = metresBetween(last, next) >= SEND_DISTANCE_M;
  if (moved) return Math.max(0, MIN_GAP_MS - since);
  // the same place: nothing new to tell before the interval is over, then the point is fresh again
  return since >= SEND_INTERVAL_MS ? 0 : SEND_INTERVAL_MS - since;
}

export interface CourierArrival {
  /** straight-line km from the courier to the address, one decimal (a routing service's road km when it answered) */
  distanceKm: number;
  /** whole minutes until arrival, at least 1 */
  minutes: number;
  source: 'routing' | 'fallback';
}

/**
 * The arrival estimate. `routed`: a routing service's road distance (m) and duration (s) for the same two points;
 * without it the straight line at the fallback speed.
 */
export function courierArrival(courier: LatLng, destination: LatLng, routed?: { metres: number; seconds: number }): CourierArrival {
  if (routed && Number.isFinite(routed.metres) && Number.isFinite(routed.seconds) && routed.metres >= 0 && routed.seconds >= 0) {
    return { distanceKm: Math.round(routed.metres / 100) / 10, minutes: Math.max(1, Math.ceil(routed.seconds / 60)), source: 'routing' };
  }
  const km = haversineKm(courier, destination);
  return { distanceKm: Math.round(km * 10) / 10, minutes: Math.max(1, Math.ceil(fallbackDriveMinutes(km))), source: 'fallback' };
}
