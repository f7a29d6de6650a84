/** Query keys of the vendor listing (hierarchical: invalidating `all` reaches every list page). */
export const listingKeys = {
  all: ['listing'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filter: string) => [...listingKeys.lists(), { filter }] as const,
  /** per category chip, how many vendors the place and text have (chip counts) */
  categoryCounts: (filter: string, deliveryType: string) => [...listingKeys.all, 'categoryCounts', { filter, deliveryType }] as const,
  /** the built-in demo restaurant, shown when the API cannot be reached */
  demo: () => [...listingKeys.all, 'demo'] as const,
};
