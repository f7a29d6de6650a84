/**
 * GET /api/v1/vendors/{id}/catalogs/delivery — used after a 409 price change to refresh the cart's prices from the
 * vendor's current catalog.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import type { Catalog, ProductGroup } from '../../../domain/types.ts';
import { checkoutKeys } from '../keys.ts';

export function parseCatalog(data: unknown): Catalog {
  if (typeof data !== 'object' || data === null) throw new Error('Unexpected catalog response: not an object');
  const rec = data as Record<string, unknown>;
  if (!Array.isArray(rec.productGroups)) throw new Error('Unexpected catalog response: productGroups missing');
  const groups = rec.productGroups.filter(
    (g): g is ProductGroup =>
      typeof g === 'object' && g !== null && Array.isArray((g as Record<string, unknown>).products),
  );
  return { name: typeof rec.name === 'string' ? rec.name : '', productGroups: groups };
}

export async function fetchCheckoutCatalog(vendorId: string, signal?: AbortSignal): Promise<Catalog> {
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/catalogs/delivery`, {
    signal,
  });
  return parseCatalog(data);
}

export const checkoutCatalogQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: checkoutKeys.catalog(vendorId),
    queryFn: ({ signal }) => fetchCheckoutCatalog(vendorId, signal),
    staleTime: 0,
  });
