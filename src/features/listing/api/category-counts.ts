/**
 * GET /api/v1/vendors:categoryCounts — the number on each category chip of the listing (spec 1 §2): for the listing's
 * place and text (the filter without its category) and the chosen delivery type, how many vendors each chip lists.
 * Parsed by the shared wire schema, loaded with the request (lib/api/fetch-parsed.ts), not with the entry chunk.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ServiceKind } from '../../../domain/types.ts';
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';
import { listingKeys } from '../keys.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const vendorCategoryCountsSchema = () => import('../../../domain/wire/category-counts.ts').then((m) => m.vendorCategoryCountsSchema);

export const categoryCountsOptions = (filter: string, deliveryType: ServiceKind) =>
  queryOptions({
    queryKey: listingKeys.categoryCounts(filter, deliveryType),
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/v1/vendors:categoryCounts', { signal, query: { filter: filter || undefined, deliveryType } }, vendorCategoryCountsSchema, 'category counts')).counts,
    staleTime: 60_000,
  });
