/**
 * GET /api/geo/postal/{code} (Austrian postal codes, GeoNames data): the one query of a postal code's place, parsed by
 * the wire schema of src/domain/wire/geo.ts. The listing's header names the place; checkout fills in the town.
 */
import { queryOptions } from '@tanstack/react-query';
import { postalCodeInfoSchema, type PostalCodeInfo } from '../../domain/wire/geo.ts';
import { isAustrianPostalCode } from '../../domain/contact.ts';
import { apiFetch } from './client.ts';
import { geoKeys } from './geo-keys.ts';
import { parseAnswer } from './parse.ts';

export async function fetchPostalInfo(code: string, signal?: AbortSignal): Promise<PostalCodeInfo> {
  const data = await apiFetch<unknown>(`/api/geo/postal/${encodeURIComponent(code)}`, { signal, retry: false });
  return parseAnswer(postalCodeInfoSchema, data, 'postal code');
}

export const postalInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: geoKeys.postal(code),
    queryFn: ({ signal }) => fetchPostalInfo(code, signal),
    enabled: isAustrianPostalCode(code),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
