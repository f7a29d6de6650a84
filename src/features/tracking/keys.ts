/**
 * Query keys of the tracking feature (hierarchical: invalidating `all` or `orders()` reaches every tracked order).
 * The order's vendor is not here: it is the shared `vendorKeys` of src/lib/api.
 */
export const trackingKeys = {
  all: ['tracking'] as const,
  orders: () => [...trackingKeys.all, 'order'] as const,
  order: (vendorId: string, orderId: string) => [...trackingKeys.orders(), vendorId, orderId] as const,
};
