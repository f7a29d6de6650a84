/** Query keys of the vendor page (hierarchical: invalidating `all` reaches every vendor and catalog). */
export const vendorKeys = {
  all: ['vendor'] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  detail: (idOrSlug: string) => [...vendorKeys.details(), idOrSlug] as const,
  catalogs: () => [...vendorKeys.all, 'catalog'] as const,
  catalog: (vendorId: string) => [...vendorKeys.catalogs(), vendorId] as const,
};
