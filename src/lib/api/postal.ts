/**
 * GET /api/geo/postal/{code} (Austrian postal codes, GeoNames data): the one query of a postal code's place, parsed by
 * the wire schema of src/domain/wire/geo.ts. The listing's header names the place; checkout fills in the town.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PostalCodeInfo } from '../../domain/wire/geo.ts';
import { isAustrianPostalCode } from '../../domain/postal-code.ts';
import { fetchParsed } from './fetch-parsed.ts';
import { geoKeys } from './geo-keys.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const postalCodeInfoSchema = () => import('../../domain/wire/geo.ts').then((m) => m.postalCodeInfoSchema);

export function fetchPostalInfo(code: string, signal?: AbortSignal): Promise<PostalCodeInfo> {
  return fetchParsed(`/api/geo/postal/${encodeURIComponent(code)}`, { signal, retry: false }, postalCodeInfoSchema, 'postal code');
}

export const postalInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: geoKeys.postal(code),
    queryFn: ({ signal }) => fetchPostalInfo(code, signal),
    enabled: isAustrianPostalCode(code),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
