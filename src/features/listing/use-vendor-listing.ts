/**
 * Listing load rules (spec 1 §4, §9): first page of 20; an automatic follow-up when exactly 20 are loaded;
 * more pages while scrolling near the bottom while fewer than 50 are loaded; from 50 on a load-more button.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LISTING_AUTOLOAD_LIMIT, PAGE_SIZE } from '../../domain/listing.ts';
import type { VendorBasic } from '../../domain/types.ts';
import { vendorListInfiniteOptions } from './api/vendors.ts';

export function useVendorListing(filter: string) {
  const query = useInfiniteQuery(vendorListInfiniteOptions(filter));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const loaded = useMemo(() => (data?.pages ?? []).reduce((n, p) => n + p.vendors.length, 0), [data]);
  const vendors = useMemo(() => {
    const seen = new Set<string>();
    const out: VendorBasic[] = [];
    for (const p of data?.pages ?? []) {
      for (const v of p.vendors) {
        if (!seen.has(v.id)) {
          seen.add(v.id);
          out.push(v);
        }
      }
    }
    return out;
  }, [data]);

  useEffect(() => {
    if (loaded === PAGE_SIZE && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [loaded, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // While the automatic follow-up of a full first page runs, keep showing skeletons: the cards are sorted over
  // everything loaded, so showing 20 and then re-sorting 50 would move the cards under the customer's eyes.
  const settling = loaded === PAGE_SIZE && hasNextPage && !isFetchNextPageError;

  return {
    query,
    /** no cards to show yet (first page, or its automatic follow-up, still loading) */
    loading: query.isPending || settling,
    vendors,
    loaded,
    totalSize: data?.pages[0]?.totalSize,
    /** scrolling near the bottom loads the next page */
    autoLoad: hasNextPage && loaded < LISTING_AUTOLOAD_LIMIT && !isFetchNextPageError,
    /** from 50 loaded on, the customer asks for more */
    showLoadMore: hasNextPage && loaded >= LISTING_AUTOLOAD_LIMIT,
  };
}
