/** Query keys of the geo answers (hierarchical: `searches()` reaches every place search, `postals()` every postal code). */
export const geoKeys = {
  all: ['geo'] as const,
  searches: () => [...geoKeys.all, 'search'] as const,
  search: (q: string) => [...geoKeys.searches(), q.trim().toLowerCase()] as const,
  postals: () => [...geoKeys.all, 'postal'] as const,
  postal: (code: string) => [...geoKeys.postals(), code] as const,
};
