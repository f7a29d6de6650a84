/**
 * Loads the vendor's reviews list (components/vendor-reviews.tsx) when the reviews dialog opens (issue 30: the menu's
 * first screen, its LCP and JS stay as they were before reviews). This module belongs to the entry chunk (imported by
 * main.tsx), so the dynamic import starts there and the loaded chunk lists no stylesheet the entry inlines
 * (src/build/inline-entry-css.ts); written in the vendor chunk, the import() broke the build.
 */
export const loadVendorReviews = () => import('./components/vendor-reviews.tsx');
