/**
 * GET /api/v1/vendors/{id or slug}/catalogs/delivery (spec 1 §7): the one query of a vendor's menu, parsed by the wire
 * schema the server validates catalogs with (src/domain/wire/catalog.ts). The vendor page reads it for the menu (a
 * failure is tolerated there: the vendor's own productGroups stand in); checkout and the cart read it fresh to
 * re-price the cart. Like the vendor, an answer asked for by slug is also stored under the vendor's id.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Catalog } from '../../domain/types.ts';
import { fetchParsed } from './fetch-parsed.ts';
import { vendorKeys } from './vendor-keys.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const catalogSchema = () => import('../../domain/wire/catalog.ts').then((m) => m.catalogSchema);

export function fetchCatalog(idOrSlug: string, signal?: AbortSignal): Promise<Catalog> {
  return fetchParsed(`/api/v1/vendors/${encodeURIComponent(idOrSlug)}/catalogs/delivery`, { signal }, catalogSchema, 'catalog');
}

/** The vendor id of a catalog's resource name `vendors/{id}/catalogs/{catalog}`. */
export function catalogVendorId(name: string): string | null {
  return /^vendors\/([^/]+)\/catalogs\/[^/]+$/.exec(name)?.[1] ?? null;
}

/** Stores a catalog asked for by slug under the vendor's id too (not sent in a page's state either, see vendor.ts). */
export function storeCatalogAlias(client: QueryClient, idOrSlug: string, catalog: Catalog): void {
  const id = catalogVendorId(catalog.name);
  if (id && id !== idOrSlug) client.setQueryData<Catalog>(vendorKeys.catalog(id), catalog);
}

export const catalogQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: vendorKeys.catalog(idOrSlug),
    queryFn: async ({ signal, client }) => {
      const catalog = await fetchCatalog(idOrSlug, signal);
      storeCatalogAlias(client, idOrSlug, catalog);
      return catalog;
    },
    staleTime: 60_000,
    retry: false, // the API client already retries network failures (1, 2, 3 s)
  });
