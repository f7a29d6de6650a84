/** GET /api/geo/search?q= — place and street suggestions for the address boxes (≤ 5, Austria only). */
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from './fetch-parsed.ts';
import { geoKeys } from './geo-keys.ts';
import type { GeoSuggestion } from '../../domain/wire/geo.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const geoSearchResponseSchema = () => import('../../domain/wire/geo.ts').then((m) => m.geoSearchResponseSchema);

export type { GeoSuggestion };

/** Address suggestions start at 3 characters (spec 1 §9) and show at most 5. */
export const GEO_MIN_CHARS = 3;
export const GEO_MAX_RESULTS = 5;
export const GEO_DEBOUNCE_MS = 300;

export async function fetchGeoSearch(q: string, signal?: AbortSignal): Promise<GeoSuggestion[]> {
  const query = { q: q.trim() };
  const answer = await fetchParsed('/api/geo/search', { signal, query, retry: false }, geoSearchResponseSchema, 'place search');
  return answer.results.slice(0, GEO_MAX_RESULTS);
}

export const geoSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: geoKeys.search(q),
    queryFn: ({ signal }) => fetchGeoSearch(q, signal),
    enabled: q.trim().length >= GEO_MIN_CHARS,
    staleTime: 60 * 60_000,
    retry: false,
  });
