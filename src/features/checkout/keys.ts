/**
 * Mutation keys of the checkout feature (hierarchical under `all`). The vendor, its catalog and the postal code's town
 * are not checkout's: they are the shared queries of src/lib/api.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** POST :placeOrder */
  placeOrder: () => [...checkoutKeys.all, 'placeOrder'] as const,
  /** asking the server about a submission whose answer was lost (orders:lookup by requestId) */
  lookupOrder: () => [...checkoutKeys.all, 'lookupOrder'] as const,
  /** a typed delivery address saved to the signed-in customer's profile */
  saveAddress: () => [...checkoutKeys.all, 'saveAddress'] as const,
};
