/** Query keys of the not-found page (hierarchical; in memory only — `not-found` is not a persisted root). */
export const notFoundKeys = {
  all: ['not-found'] as const,
  /** the vendor-slug check of one missing path (spec 3 §4: results are cached per path) */
  lookup: (path: string) => [...notFoundKeys.all, 'lookup', path] as const,
  vendors: () => [...notFoundKeys.all, 'vendors'] as const,
  /** the most popular vendors (the suggestions before anything is typed) */
  popular: () => [...notFoundKeys.vendors(), 'popular'] as const,
  /** vendors matching a typed text or a path word */
  search: (text: string) => [...notFoundKeys.vendors(), 'search', text] as const,
};
