/**
 * Loads the address suggestions' feed (address-suggestion-feed.tsx) for AddressSuggestInput. This module belongs to
 * the entry chunk (imported by main.tsx), so the dynamic import starts there and the loaded chunk lists no stylesheet
 * the entry inlines (src/build/inline-entry-css.ts).
 */
export const loadAddressSuggestionFeed = () => import('./address-suggestion-feed.tsx').then((m) => m.default);
