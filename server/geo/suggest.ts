/**
 * GET /api/geo/search: places (postal codes, towns, districts) and streets in one list of at most 5.
 * Streets come from the geocoder when GEOCODER_URL is set (cached; see geocoder.ts) and from vendor addresses when it
 * is not, is down and has nothing cached, or finds nothing. A typed house number puts the streets first; otherwise up to 3 places come first.
 */
import { parseAddressQuery } from '../../src/domain/address-query.ts';
import type { GeoSuggestion } from '../../src/domain/types.ts';
import type { Geocoder, StreetHit } from './geocoder.ts';
import { lookupPostal } from './postal.ts';
import { reversePostal } from './reverse.ts';
import { searchPlaces } from './search.ts';

export interface SuggestDeps {
  geocoder: Geocoder | null;
  vendorStreets: (query: string, limit: number) => Promise<GeoSuggestion[]>;
  log?: (msg: string) => void;
}

function fromHit(h: StreetHit): GeoSuggestion | null {
  const entry = (h.postalCode ? lookupPostal(h.postalCode) : undefined) ?? reversePostal(h.lat, h.lng)?.entry;
  if (!entry) return null;
  const city = h.city ?? entry.city;
  const streetText = h.houseNumber ? `${h.street} ${h.houseNumber}` : h.street;
  return {
    postalCode: entry.postalCode,
    city,
    place: h.suburb ?? (entry.district || city),
    state: entry.state,
    lat: h.lat,
    lng: h.lng,
    label: `${streetText}, ${entry.postalCode} ${city}`,
    street: h.street,
    ...(h.houseNumber ? { houseNumber: h.houseNumber } : {}),
  };
}

async function streetSuggestions(deps: SuggestDeps, query: string, limit: number): Promise<GeoSuggestion[]> {
  if (deps.geocoder) {
    try {
      const hits = await deps.geocoder.search(query, limit);
      const found = hits.map(fromHit).filter((s): s is GeoSuggestion => s !== null);
      if (found.length) return found;
    } catch (err) {
      deps.log?.(`geocoder failed, local suggestions used: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return deps.vendorStreets(query, limit);
}

export async function suggest(deps: SuggestDeps, query: string, limit = 5): Promise<GeoSuggestion[]> {
  const parsed = parseAddressQuery(query);
  const places = searchPlaces(query, limit);
  const streets = parsed.street && parsed.street.length >= 3 ? await streetSuggestions(deps, query, limit) : [];
  const ordered = parsed.houseNumber ? [...streets, ...places] : [...places.slice(0, 3), ...streets, ...places.slice(3)];
  const seen = new Set<string>();
  return ordered.filter((s) => !seen.has(s.label) && seen.add(s.label)).slice(0, limit);
}
