/**
 * Query keys of the vendor page's own data. The vendor record and its catalog are not here: they are the shared
 * `vendorKeys` of src/lib/api (one query each for the vendor page, checkout and tracking).
 */
export const vendorPageKeys = {
  all: ['vendor-page'] as const,
  /** the built-in demo restaurant (bundled data, shown when the vendor system cannot be reached) */
  demo: () => [...vendorPageKeys.all, 'demo'] as const,
};
