/**
 * Delivery-time estimate from vendor to customer (issue 15 item 3, spec 1 §7 routing and its fallback): the ride
 * time (a routing service's duration, else the straight-line fallback 2.5 min/km under 5 km, 1.8 min/km beyond)
 * plus the kitchen's preparation, in whole minutes, shown as a range in 5-minute steps — never a single minute it cannot know.
 */
import { busyExtraMinutes } from './busy.ts';
import { now } from './clock.ts';
import { defaultDeliveryTime } from './display.ts';
import type { Busy } from './wire/vendor-hours.ts';
import { bikeMinutes, fallbackDriveMinutes, haversineKm } from './geo.ts';

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


/** The customer's point: a postal code's centre (GeoNames centroid) or the device's position. */
export interface CustomerPoint {
  lat: number;
  lng: number;
  precision: 'postalCode' | 'position';
}

export interface DeliveryRange {
  minMinutes: number;
  maxMinutes: number;
  /** straight-line km from the vendor to the customer's point, one decimal; null while the customer's point is unknown */
  distanceKm: number | null;
}

/** The lower and upper end of a vendor's own "25-40" figure (a single "30" is 30–45), null when it is not one. */
function ownFigure(deliveryTime: string | undefined): { minMinutes: number; maxMinutes: number } | null {
  const m = /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*$/.exec(deliveryTime ?? '');
  if (!m) return null;
  const min = Number(m[1]);
  return { minMinutes: min, maxMinutes: m[2] ? Math.max(min, Number(m[2])) : min + 15 };
}

/**
 * THE delivery range a customer sees (issue 25 item 3) — on the listing card, the vendor page, checkout and the
 * confirmation alike: the vendor's preparation time plus the straight-line ride (spec 1 §7 fallback) to the customer's
 * postal code centre (15 minutes wide: a guess of where in the code the door is) or position (10 minutes wide up to
 * 5 km). Without a customer point it is the vendor's own "25-40" figure (else the type's §9 default), without distance.
 * Once a restaurant accepts an order, its own time replaces this range (see the tracking page).
 * Busy mode (issue 32) adds its 15 or 30 minutes to both ends while it lasts at `at` (the shared clock by default).
 */
export function deliveryRange(
  vendor: { lat: number; lng: number; type?: string | undefined; deliveryTime?: string | undefined; busy?: Busy | null | undefined },
  to: CustomerPoint | null | undefined,
  at: Date = now(),
): DeliveryRange {
  const extra = busyExtraMinutes(vendor, at);
  const plus = (r: { minMinutes: number; maxMinutes: number }) => ({ minMinutes: r.minMinutes + extra, maxMinutes: r.maxMinutes + extra });
  if (!to || !Number.isFinite(to.lat) || !Number.isFinite(to.lng) || !Number.isFinite(vendor.lat) || !Number.isFinite(vendor.lng)) {
    const own = ownFigure(vendor.deliveryTime) ?? ownFigure(defaultDeliveryTime(vendor.type ?? ''));
    return { ...plus(own ?? { minMinutes: 30, maxMinutes: 45 }), distanceKm: null };
  }
  const ride = fallbackRide(vendor, to);
  return { ...plus(estimateRange(ride, { vendorType: vendor.type, coarse: to.precision === 'postalCode' })), distanceKm: ride.distanceKm };
}

export interface TravelTimes {
  /** straight-line km, one decimal (the distance shown beside the delivery range) */
  distanceKm: number;
  /** by car: the §7 fallback (2.5 min/km under 5 km, else 1.8 min/km), whole minutes, at least 1 */
  carMinutes: number;
  /** by bike: 12 min per km (spec 1 §7), whole minutes, at least 1 */
  bikeMinutes: number;
}

/**
 * The way between the customer's point and the vendor as the map shows it (spec 1 §7 "Routing service": the distance,
 * the driving time, and the bike duration at 12 min per km). Both times come from the km shown, so they agree with it
 * ("1,8 km" → 22 min by bike). Null when either point is unknown.
 */
export function travelTimes(vendor: { lat: number; lng: number }, to: CustomerPoint | null | undefined): TravelTimes | null {
  if (!to || ![to.lat, to.lng, vendor.lat, vendor.lng].every(Number.isFinite)) return null;
  const km = fallbackRide(vendor, to).distanceKm;
  const minutes = (m: number) => Math.max(1, Math.round(m));
  return { distanceKm: km, carMinutes: minutes(fallbackDriveMinutes(km)), bikeMinutes: minutes(bikeMinutes(km)) };
}
