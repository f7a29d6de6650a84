/** GET /api/v1/vendors/{id or slug}: label, phone (call button), slug and tags (reorder) of the order's vendor. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorPageSeed } from '../../vendor/api/vendor.ts';
import { trackingKeys } from '../keys.ts';

export type TrackingVendor = Pick<
  Vendor,
  'id' | 'label' | 'slug' | 'tags' | 'address' | 'postalCode' | 'city' | 'deliveryZones'
> & {
  phone?: string;
  deliveryTime?: string;
};

export function parseTrackingVendor(data: unknown): TrackingVendor {
  if (typeof data !== 'object' || data === null) throw new Error('Failed to fetch restaurant');
  const r = data as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.label !== 'string') throw new Error('Failed to fetch restaurant');
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const out: TrackingVendor = {
    id: r.id,
    label: r.label,
    slug: str(r.slug),
    tags: Array.isArray(r.tags) ? r.tags.filter((t): t is string => typeof t === 'string') : [],
    address: str(r.address),
    postalCode: str(r.postalCode),
    city: str(r.city),
    deliveryZones: Array.isArray(r.deliveryZones) ? (r.deliveryZones as Vendor['deliveryZones']) : [],
  };
  if (typeof r.phone === 'string' && r.phone) out.phone = r.phone;
  if (typeof r.deliveryTime === 'string' && r.deliveryTime) out.deliveryTime = r.deliveryTime;
  return out;
}

export async function fetchTrackingVendor(idOrSlug: string, signal?: AbortSignal): Promise<TrackingVendor> {
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(idOrSlug)}`, { signal });
  return parseTrackingVendor(data);
}

/** With a queryClient, a vendor the menu has loaded is not fetched again (it is refetched once stale). */
export const trackingVendorQueryOptions = (idOrSlug: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: trackingKeys.vendor(idOrSlug),
    queryFn: ({ signal }) => fetchTrackingVendor(idOrSlug, signal),
    staleTime: 5 * 60_000,
    retry: false,
    ...vendorPageSeed(queryClient, idOrSlug, parseTrackingVendor),
  });
