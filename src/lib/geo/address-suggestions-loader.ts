/** Loads the address suggestions' feed (address-suggestion-feed.tsx) for AddressSuggestInput. */
export const loadAddressSuggestionFeed = () => import('./address-suggestion-feed.tsx').then((m) => m.default);
