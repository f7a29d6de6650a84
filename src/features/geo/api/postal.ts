/** GET /api/geo/postal/{code} — city and district of an Austrian postal code (for headers). */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { geoKeys } from '../keys.ts';

export interface PostalInfo {
  postalCode: string;
  city: string;
  state?: string;
  district?: string;
}

export async function fetchPostalInfo(code: string, signal?: AbortSignal): Promise<PostalInfo | null> {
  const raw = await apiFetch<unknown>(`/api/geo/postal/${encodeURIComponent(code)}`, { signal, retry: false });
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  if (typeof o.city !== 'string') return null;
  const info: PostalInfo = { postalCode: code, city: o.city };
  if (typeof o.state === 'string') info.state = o.state;
  if (typeof o.district === 'string' && o.district) info.district = o.district;
  return info;
}

export const postalInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: geoKeys.postal(code),
    queryFn: ({ signal }) => fetchPostalInfo(code, signal),
    enabled: /^\d{4}$/.test(code),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
