/** Query keys of the customer's receipts (hierarchical: invalidating `all` reaches every receipt). */
export const receiptKeys = {
  all: ['receipt'] as const,
  detail: (vendorId: string, orderId: string) => [...receiptKeys.all, vendorId, orderId] as const,
};
