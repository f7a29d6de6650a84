/**
 * Delivery-time estimate from vendor to customer (issue 15 item 3, spec 1 §7 routing and its fallback): the ride
 * time (a routing service's duration, else the straight-line fallback 2.5 min/km under 5 km, 1.8 min/km beyond)
 * plus the kitchen's preparation, in whole minutes, shown as a range in 5-minute steps — never a single minute it cannot know.
 */
import { fallbackDriveMinutes, haversineKm } from './geo.ts';

/** Preparation before the ride, by vendor type (the §9 display defaults 25–40 / 45–60 / 30–45 minus a short ride). */
export function prepMinutes(vendorType: string | undefined): number {
  if (vendorType === 'store') return 35;
  if (vendorType === 'food') return 15;
  return 20;
}

export interface RideEstimate {
  distanceKm: number;
  /** door-to-door ride in minutes */
  rideMinutes: number;
  source: 'routing' | 'fallback';
}

/** The straight-line fallback of spec 1 §7 between two points. */
export function fallbackRide(from: { lat: number; lng: number }, to: { lat: number; lng: number }): RideEstimate {
  const km = haversineKm(from, to);
  return { distanceKm: Math.round(km * 10) / 10, rideMinutes: fallbackDriveMinutes(km), source: 'fallback' };
}

/** A routing service's answer (metres, seconds) as a ride. */
export function routedRide(distanceMetres: number, durationSeconds: number): RideEstimate {
  return { distanceKm: Math.round(distanceMetres / 100) / 10, rideMinutes: durationSeconds / 60, source: 'routing' };
}

/**
 * The range shown: from preparation + ride rounded down to 5 minutes, 10 minutes wide (15 when the ride is a
 * straight-line guess over 5 km, or when the customer's point is only the postal code's centre).
 */
export function estimateRange(
  ride: RideEstimate,
  opts: { vendorType?: string | undefined; coarse?: boolean } = {},
): { minMinutes: number; maxMinutes: number } {
  const total = prepMinutes(opts.vendorType) + ride.rideMinutes;
  const min = Math.max(5, Math.floor(Math.round(total) / 5) * 5);
  const wide = opts.coarse === true || (ride.source === 'fallback' && ride.distanceKm >= 5);
  return { minMinutes: min, maxMinutes: min + (wide ? 15 : 10) };
}

