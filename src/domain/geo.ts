/**
 * Geography helpers (spec 1 §7 routing fallback: straight-line
 * distance, 2.5 min/km under 5 km else 1.8 min/km by car, 12 min/km by bike).
 */

const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Fallback driving duration in minutes: 2.5 min per km under 5 km, otherwise 1.8 min per km. */
export function fallbackDriveMinutes(km: number): number {
  return km * (km < 5 ? 2.5 : 1.8);
}

/** Bike duration in minutes: 12 min per km. */
export function bikeMinutes(km: number): number {
  return km * 12;
}
