/**
 * The address suggestions' working part, a chunk of its own that AddressSuggestInput (src/components) loads when its
 * field is first focused: the debounced place/street search and the saved addresses
 * (use-address-suggestions.ts, with the account data and address parsing it needs) stay out of the home route's
 * first load. Renders nothing (and only in the browser, after a focus); hands each new list to its field.
 */
import { useLayoutEffect } from 'react';
import { useAddressSuggestions, type AddressSuggestion } from './use-address-suggestions.ts';

export interface AddressSuggestionFeedProps {
  text: string;
  onSuggestions: (suggestions: readonly AddressSuggestion[]) => void;
}

export default function AddressSuggestionFeed({ text, onSuggestions }: AddressSuggestionFeedProps) {
  const suggestions = useAddressSuggestions(text);
  // before the browser paints: the field never shows the list of an earlier text (e.g. after deleting down to 2
  // characters)
  useLayoutEffect(() => {
    onSuggestions(suggestions);
  }, [suggestions, onSuggestions]);
  return null;
}
