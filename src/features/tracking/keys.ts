/** Query keys of the tracking feature (hierarchical). */
export const trackingKeys = {
  all: ['tracking'] as const,
  orders: () => [...trackingKeys.all, 'order'] as const,
  order: (vendorId: string, orderId: string) => [...trackingKeys.orders(), vendorId, orderId] as const,
  vendors: () => [...trackingKeys.all, 'vendor'] as const,
  vendor: (idOrSlug: string) => [...trackingKeys.vendors(), idOrSlug] as const,
};
