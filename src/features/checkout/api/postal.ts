/** GET /api/geo/postal/{code}: the city of a postal code, to prefill the city field of the delivery address. */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { checkoutKeys } from '../keys.ts';

export async function fetchPostalCity(code: string, signal?: AbortSignal): Promise<string | null> {
  const data = await apiFetch<unknown>(`/api/geo/postal/${encodeURIComponent(code)}`, { signal });
  if (typeof data !== 'object' || data === null) return null;
  const rec = data as Record<string, unknown>;
  if (typeof rec.city === 'string' && rec.city) return rec.city;
  if (typeof rec.place === 'string' && rec.place) return rec.place;
  return null;
}

export const postalCityQueryOptions = (code: string) =>
  queryOptions({
    queryKey: checkoutKeys.postal(code),
    queryFn: ({ signal }) => fetchPostalCity(code, signal),
    staleTime: Infinity,
    retry: false,
  });
