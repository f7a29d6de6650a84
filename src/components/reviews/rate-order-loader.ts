/**
 * Loads the rating form (rate-order-dialog.tsx) when "Bestellung bewerten" is pressed (issue 30: reviews load only when
 * opened; the tracking page and the order history do not load the form with their first screen). This module belongs
 * to the entry chunk (imported by main.tsx), so the dynamic import starts there and the loaded chunk lists no
 * stylesheet the entry inlines (src/build/inline-entry-css.ts); written in the tracking or profile chunk, the import()
 * broke the build.
 */
export const loadRateOrderDialog = () => import('./rate-order-dialog.tsx');
