/**
 * What the vendor page shows (spec 1 §1, §2 "Vendor page", §7): the vendor and its menu from the shared queries
 * (src/lib/api), or the built-in demo restaurant with its 34-item menu when the vendor system cannot be reached
 * (network failure or 5xx), marked as demo data. A 404 stays an error ("Restaurant nicht gefunden") unless the demo
 * restaurant itself was asked for. The menu is the catalog; when the catalog fails, the vendor's own productGroups.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogQueryOptions } from '../../../lib/api/catalog.ts';
import { isHttpError } from '../../../lib/api/client.ts';
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import { preloadImage } from '../../../lib/preload-image.ts';
import type { Catalog, ProductGroup, Vendor } from '../../../domain/types.ts';
import { mediaDisplayUrl, VENDOR_HERO_WIDTH } from '../../../domain/media.ts';
import { vendorPageKeys } from '../keys.ts';

export type DataSource = 'live' | 'demo';

export interface VendorResult {
  vendor: Vendor;
  source: DataSource;
}

export interface MenuResult {
  groups: ProductGroup[];
  /** where the menu came from: the catalog endpoint, the vendor record (catalog failed) or the demo data */
  source: 'catalog' | 'vendor' | 'demo';
}

const loadDemo = () => import('../../../demo/demo-vendor.ts');

/** The demo restaurant: bundled data in a chunk of its own (precached), loaded only when it is needed. */
export const demoRestaurantQueryOptions = () =>
  queryOptions({
    queryKey: vendorPageKeys.demo(),
    queryFn: async () => {
      const { DEMO_VENDOR, DEMO_CATALOG } = await loadDemo();
      return { vendor: DEMO_VENDOR, groups: DEMO_CATALOG.productGroups };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
  });

/** Whether the demo restaurant stands in for a vendor that failed to load with `error`. */
export async function demoStandsIn(error: unknown, idOrSlug: string): Promise<boolean> {
  if (!isHttpError(error)) return false;
  if (error.unreachable) return true;
  if (error.status !== 404) return false;
  const { DEMO_VENDOR_ID, DEMO_VENDOR_SLUG } = await loadDemo();
  return idOrSlug === DEMO_VENDOR_ID || idOrSlug === DEMO_VENDOR_SLUG;
}

/**
 * The route loader's part: the vendor and the catalog requested at the same time (no waterfall), cached data used as
 * it is (offline after a reload too; the page refetches what is stale). Resolves with whether the demo restaurant
 * stands in; other failures of the vendor are thrown for the error view, a failed catalog is tolerated.
 */
export async function loadVendorPage(queryClient: QueryClient, idOrSlug: string): Promise<{ demo: boolean }> {
  const catalog = queryClient.query({ ...catalogQueryOptions(idOrSlug), staleTime: 'static' }).catch(() => undefined);
  let demo = false;
  try {
    const vendor = await queryClient.query({ ...vendorQueryOptions(idOrSlug), staleTime: 'static' });
    // the hero image downloads while the menu loads and the page renders, not after
    preloadImage(vendor.image && mediaDisplayUrl(vendor.image, VENDOR_HERO_WIDTH), 'high');
  } catch (err) {
    if (!(await demoStandsIn(err, idOrSlug))) throw err;
    demo = true;
    await queryClient.query(demoRestaurantQueryOptions());
  }
  await catalog;
  return { demo };
}

const selectGroups = (c: Catalog): ProductGroup[] => c.productGroups;

/** The menu of a live vendor: its catalog (asked for by the page's id or slug) or, when that failed, its own groups. */
export function useMenu(vendor: Vendor, idOrSlug: string): MenuResult {
  // a failed catalog is not asked for again on every mount: the vendor's own groups stand in meanwhile
  const catalog = useQuery({ ...catalogQueryOptions(idOrSlug), select: selectGroups, retryOnMount: false });
  // the same object while the answers are the same: the page's memoised parts skip the re-renders of the route
  // (the queries' observers subscribing, the restore's end)
  return useMemo(
    () => (catalog.data ? { groups: catalog.data, source: 'catalog' } : { groups: vendor.productGroups ?? [], source: 'vendor' }),
    [catalog.data, vendor.productGroups],
  );
}
