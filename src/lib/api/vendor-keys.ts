/**
 * Query keys of the vendor record and its catalog, shared by the vendor page, checkout and tracking (hierarchical:
 * invalidating `all` reaches every vendor and catalog; `details()` only the records).
 */
import type { Query } from '@tanstack/react-query';

export const vendorKeys = {
  all: ['vendor'] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  /** GET /api/v1/vendors/{idOrSlug}: one entry per name the vendor was asked for (id or slug) */
  detail: (idOrSlug: string) => [...vendorKeys.details(), idOrSlug] as const,
  catalogs: () => [...vendorKeys.all, 'catalog'] as const,
  /** GET /api/v1/vendors/{idOrSlug}/catalogs/delivery */
  catalog: (idOrSlug: string) => [...vendorKeys.catalogs(), idOrSlug] as const,
};

/**
 * A vendor record or catalog held only as a copy under its other name (vendor.ts: stored by the query that asked under
 * the first name; no query asked for it under this one). A server-rendered page's state leaves such copies out, the
 * record is sent once: on a vendor page they were half of the state (64 KB -> 32 KB); the page stores them again.
 */
export const isStoredCopy = (query: Query): boolean => query.queryKey[0] === vendorKeys.all[0] && query.options.queryFn === undefined;
