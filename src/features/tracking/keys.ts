/**
 * Query keys of the tracking feature (hierarchical: invalidating `all` or `orders()` reaches every tracked order).
 * The order's vendor is not here: it is the shared `vendorKeys` of src/lib/api.
 */
export const trackingKeys = {
  all: ['tracking'] as const,
  orders: () => [...trackingKeys.all, 'order'] as const,
  order: (vendorId: string, orderId: string) => [...trackingKeys.orders(), vendorId, orderId] as const,
  /**
   * the courier's position of one order (issue 28): its own root, outside `tracking`, so it is never persisted on the
   * device (lib/query-client.ts persists the `tracking` root) — a courier's position is not kept after the page
   */
  courier: (vendorId: string, orderId: string) => ['courier-on-map', vendorId, orderId] as const,
};
