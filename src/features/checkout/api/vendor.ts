/**
 * GET /api/v1/vendors/{id or slug}: what checkout needs of the vendor (zones for the zone check, opening hours for
 * pre-order slots and the out-of-hours rule, tags for order types and payment methods, address for pickup).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorPageSeed } from '../../vendor/api/vendor.ts';
import { checkoutKeys } from '../keys.ts';

export class InvalidVendorResponse extends Error {
  constructor(what: string) {
    super(`Unexpected vendor response: ${what}`);
    this.name = 'InvalidVendorResponse';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the fields checkout relies on; the rest of the record is passed through. */
export function parseVendor(data: unknown): Vendor {
  if (!isRecord(data)) throw new InvalidVendorResponse('not an object');
  for (const k of ['id', 'label', 'postalCode', 'city', 'address'] as const) {
    if (typeof data[k] !== 'string') throw new InvalidVendorResponse(`${k} missing`);
  }
  if (!Array.isArray(data.tags)) throw new InvalidVendorResponse('tags missing');
  if (data.deliveryZones !== undefined && !Array.isArray(data.deliveryZones)) {
    throw new InvalidVendorResponse('deliveryZones not a list');
  }
  if (data.openingHours !== undefined && !Array.isArray(data.openingHours)) {
    throw new InvalidVendorResponse('openingHours not a list');
  }
  return {
    ...(data as unknown as Vendor),
    tags: (data.tags as unknown[]).filter((t): t is string => typeof t === 'string'),
    deliveryZones: (data.deliveryZones as Vendor['deliveryZones'] | undefined) ?? [],
  };
}

export async function fetchCheckoutVendor(id: string, signal?: AbortSignal): Promise<Vendor> {
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(id)}`, { signal });
  return parseVendor(data);
}

/** With a queryClient, a vendor the menu has just loaded is not fetched again (it is refetched once stale). */
export const checkoutVendorQueryOptions = (id: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: checkoutKeys.vendor(id),
    queryFn: ({ signal }) => fetchCheckoutVendor(id, signal),
    staleTime: 60_000,
    ...vendorPageSeed(queryClient, id, parseVendor),
  });
