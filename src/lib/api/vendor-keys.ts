/**
 * Query keys of the vendor record and its catalog, shared by the vendor page, checkout and tracking (hierarchical:
 * invalidating `all` reaches every vendor and catalog; `details()` only the records).
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  /** GET /api/v1/vendors/{idOrSlug}: one entry per name the vendor was asked for (id or slug) */
  detail: (idOrSlug: string) => [...vendorKeys.details(), idOrSlug] as const,
  catalogs: () => [...vendorKeys.all, 'catalog'] as const,
  /** GET /api/v1/vendors/{idOrSlug}/catalogs/delivery */
  catalog: (idOrSlug: string) => [...vendorKeys.catalogs(), idOrSlug] as const,
};
