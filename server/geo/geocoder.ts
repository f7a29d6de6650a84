/**
 * Street geocoder adapter (issue 15 item 2; spec 1 §7 "Geocoding service"): street + house number suggestions and
 * coordinates, limited to Austria, from a Photon- or Nominatim-compatible service (GEOCODER_URL, GEOCODER_KIND):
 *
 *   photon:    GET {url}/api?q=…&limit=…&lang=de&bbox=9.5,46.3,17.2,49.1   → GeoJSON features, properties.countrycode
 *   nominatim: GET {url}/search?q=…&format=jsonv2&addressdetails=1&countrycodes=at&limit=…&accept-language=de
 *
 * Every answer is kept in public.geocode_cache (migration 0015): a repeat within GEOCODER_CACHE_S asks nobody, and
 * while the service is down or slow any older answer still serves. Without a cached answer a failure throws: the
 * caller falls back to what we ship.
 */
import type { Db } from '../db/index.ts';
import { cachedResults, storeResults } from './repositories/geocode-cache.ts';

export interface StreetHit {
  street: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
  suburb?: string;
  lat: number;
  lng: number;
}

export type GeocoderKind = 'photon' | 'nominatim';

export interface Geocoder {
  search(query: string, limit: number): Promise<StreetHit[]>;
}

const TIMEOUT_MS = 3000;
const AUSTRIA_BBOX = '9.5,46.3,17.2,49.1';

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 150) : undefined);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function hit(parts: { street?: string | undefined; houseNumber?: string | undefined; postalCode?: string | undefined; city?: string | undefined; suburb?: string | undefined; lat?: number | undefined; lng?: number | undefined }): StreetHit | null {
  const { street, lat, lng } = parts;
  if (!street || lat === undefined || lng === undefined) return null;
  const out: StreetHit = { street, lat, lng };
  if (parts.houseNumber) out.houseNumber = parts.houseNumber;
  if (parts.postalCode && /^\d{4}$/.test(parts.postalCode)) out.postalCode = parts.postalCode;
  if (parts.city) out.city = parts.city;
  if (parts.suburb) out.suburb = parts.suburb;
  return out;
}

/** Photon's GeoJSON answer → hits in Austria with a street. */
export function readPhoton(body: unknown): StreetHit[] {
  const features = isObject(body) && Array.isArray(body.features) ? body.features : [];
  return features.flatMap((f: unknown) => {
    if (!isObject(f) || !isObject(f.properties) || !isObject(f.geometry)) return [];
    const p = f.properties;
    if (str(p.countrycode)?.toUpperCase() !== 'AT') return [];
    const coords: unknown[] = Array.isArray(f.geometry.coordinates) ? (f.geometry.coordinates as unknown[]) : [];
    const [lng, lat] = coords;
    const street = str(p.street) ?? (p.osm_key === 'highway' ? str(p.name) : undefined);
    const h = hit({ street, houseNumber: str(p.housenumber), postalCode: str(p.postcode), city: str(p.city) ?? str(p.town) ?? str(p.village),
      suburb: str(p.district) ?? str(p.locality), lat: num(lat), lng: num(lng) });
    return h ? [h] : [];
  });
}

/** Nominatim's jsonv2 answer (addressdetails=1) → hits in Austria with a road (spec 1 §7: road, house_number, …). */
export function readNominatim(body: unknown): StreetHit[] {
  const rows = Array.isArray(body) ? body : [];
  return rows.flatMap((r: unknown) => {
    if (!isObject(r) || !isObject(r.address)) return [];
    const a = r.address;
    if (str(a.country_code)?.toLowerCase() !== 'at') return [];
    const h = hit({ street: str(a.road), houseNumber: str(a.house_number), postalCode: str(a.postcode),
      city: str(a.city) ?? str(a.town) ?? str(a.village), suburb: str(a.suburb), lat: num(r.lat), lng: num(r.lon) });
    return h ? [h] : [];
  });
}

export function httpGeocoder(kind: GeocoderKind, baseUrl: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async search(query, limit) {
      const url =
        kind === 'photon'
          ? `${baseUrl}/api?${new URLSearchParams({ q: query, limit: String(limit * 2), lang: 'de', bbox: AUSTRIA_BBOX }).toString()}`
          : `${baseUrl}/search?${new URLSearchParams({ q: query, format: 'jsonv2', addressdetails: '1', countrycodes: 'at', limit: String(limit), 'accept-language': 'de' }).toString()}`;
      const res = await fetchImpl(url, { headers: { accept: 'application/json', 'accept-language': 'de' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      return (kind === 'photon' ? readPhoton(body) : readNominatim(body)).slice(0, limit);
    },
  };
}

/** The cache key of a query: lower case, blanks folded (what two people typing the same address share). */
export const cacheKey = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);

/** Every cached answer holds up to this many hits, whatever the caller's limit. */
const CACHED_RESULTS = 5;

export function cachedGeocoder(db: Db, kind: GeocoderKind, inner: Geocoder, maxAgeSeconds: number): Geocoder {
  return {
    async search(query, limit) {
      const key = cacheKey(query);
      const row = await cachedResults(db, kind, key, maxAgeSeconds);
      if (row?.fresh) return row.results.slice(0, limit);
      let results: StreetHit[];
      try {
        results = await inner.search(query, CACHED_RESULTS);
      } catch (err) {
        if (row) return row.results.slice(0, limit); // stale, but better than nothing while the service is down
        throw err;
      }
      await storeResults(db, kind, key, results);
      return results.slice(0, limit);
    },
  };
}
