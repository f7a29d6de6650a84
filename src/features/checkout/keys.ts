/** Query keys of the checkout feature (hierarchical: invalidating `all` reaches everything below). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  vendors: () => [...checkoutKeys.all, 'vendor'] as const,
  vendor: (id: string) => [...checkoutKeys.vendors(), id] as const,
  catalogs: () => [...checkoutKeys.all, 'catalog'] as const,
  catalog: (vendorId: string) => [...checkoutKeys.catalogs(), vendorId] as const,
  postal: (code: string) => [...checkoutKeys.all, 'postal', code] as const,
};
