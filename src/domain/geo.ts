/**
 * Geography helpers (spec 1 §9 region from postal code ranges + fallback table; §7 routing fallback: straight-line
 * distance, 2.5 min/km under 5 km else 1.8 min/km by car, 12 min/km by bike).
 * The region ranges are the coarse Austrian postal-code regions; border areas (e.g. 52xx Innviertel) are
 * approximations, which is all the display needs.
 */

export type AustrianRegion =
  | 'Wien' | 'Niederösterreich' | 'Oberösterreich' | 'Salzburg' | 'Tirol' | 'Vorarlberg' | 'Burgenland'
  | 'Steiermark' | 'Kärnten';

/** Region of an Austrian postal code by range, or null for anything that is not 4 digits. */
export function regionForPostalCode(code: string | null | undefined): AustrianRegion | null {
  const c = (code ?? '').trim();
  if (!/^\d{4}$/.test(c)) return null;
  const n = Number(c);
  if (n >= 1010 && n <= 1239) return 'Wien';
  if (n < 4000) return n >= 1000 ? 'Niederösterreich' : null;
  if (n < 5000) return 'Oberösterreich';
  if (n < 6000) return 'Salzburg';
  if (n < 6700) return 'Tirol';
  if (n < 7000) return 'Vorarlberg';
  if (n < 8000) return 'Burgenland';
  if (n < 9000) return 'Steiermark';
  if (n < 9900) return 'Kärnten';
  return 'Tirol'; // 99xx Osttirol
}

/** Fallback postal code → place table of spec 1 §9. */
export const FALLBACK_PLACES: Readonly<Record<string, string>> = {
  '1010': 'Wien', '1020': 'Wien', '1030': 'Wien', '1040': 'Wien', '1050': 'Wien', '1060': 'Wien', '1070': 'Wien',
  '1080': 'Wien', '1090': 'Wien', '4020': 'Linz', '8010': 'Graz', '5020': 'Salzburg', '6020': 'Innsbruck',
  '9020': 'Klagenfurt',
};

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

/** Distance text of the vendor card, e.g. "1.2 km". */
export function formatDistanceKm(km: number): string {
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
}
