/**
 * GET /api/v1/vendors/{id or slug} (spec 1 §7): the one query of a vendor record. The vendor page, checkout and
 * tracking all read it through `vendorQueryOptions` and take their view of it with `select`; the answer is parsed
 * once, here, by the wire schema the server validates vendors with (src/domain/wire/vendor.ts).
 *
 * A vendor is asked for by slug (the menu's URL) or by id (the cart, an order): an answer is also stored under the
 * record's other name, so checkout and tracking (by id) find the record the menu loaded (by slug) without a second
 * request, also offline from the persisted cache. The demo restaurant shown when the vendor system cannot be reached
 * is the vendor page's own choice, not an answer of this query.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Vendor } from '../../domain/types.ts';
import { fetchParsed } from './fetch-parsed.ts';
import { vendorKeys } from './vendor-keys.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const vendorSchema = () => import('../../domain/wire/vendor.ts').then((m) => m.vendorSchema);

export const VENDOR_STALE_MS = 60_000;

export function fetchVendor(idOrSlug: string, signal?: AbortSignal): Promise<Vendor> {
  return fetchParsed(`/api/v1/vendors/${encodeURIComponent(idOrSlug)}`, { signal }, vendorSchema, 'vendor');
}

/**
 * Stores a record asked for as `idOrSlug` under its other names too. The copies are not sent in a server-rendered
 * page's state (router.tsx): the page that shows the record stores them again in the browser (restaurant.$id.tsx).
 */
export function storeVendorAliases(client: QueryClient, idOrSlug: string, vendor: Vendor): void {
  for (const alias of new Set([vendor.id, vendor.slug])) {
    if (alias && alias !== idOrSlug) client.setQueryData<Vendor>(vendorKeys.detail(alias), vendor);
  }
}

export const vendorQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(idOrSlug),
    queryFn: async ({ signal, client }) => {
      const vendor = await fetchVendor(idOrSlug, signal);
      storeVendorAliases(client, idOrSlug, vendor);
      return vendor;
    },
    staleTime: VENDOR_STALE_MS,
    retry: false, // the API client already retries network failures (1, 2, 3 s)
  });
