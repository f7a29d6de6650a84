/**
 * A SuggestInput that suggests addresses for what is typed (lib/geo/use-address-suggestions.ts: places, streets and
 * the user's saved addresses from 3 characters, debounced): the home search, the checkout's street field and the
 * profile's address dialogs. Each item shows its label and, under it, the federal state or the saved address's title.
 *
 * The field renders at once (the same on the server); the suggestions' working part (the search, the saved addresses:
 * lib/geo/address-suggestion-feed.tsx) is a chunk of its own, loaded when the field is first focused (typing needs
 * the focus, and the list only opens in a focused field): the home route's first load does not carry it. Until it
 * has loaded, and if it cannot load, the list stays empty.
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressSuggestionFeedProps } from '../lib/geo/address-suggestion-feed.tsx';
import { loadAddressSuggestionFeed } from '../lib/geo/address-suggestions-loader.ts';
import type { AddressSuggestion } from '../lib/geo/use-address-suggestions.ts';
import { SuggestInput, type SuggestInputProps } from './suggest-input.tsx';

type AddressSuggestInputProps = Omit<SuggestInputProps<AddressSuggestion>, 'suggestions' | 'getKey' | 'renderItem' | 'listLabel' | 'statusText' | 'inputProps'> & {
  /** the field's focus is this component's own (it loads the suggestions) */
  inputProps?: Omit<NonNullable<SuggestInputProps<AddressSuggestion>['inputProps']>, 'onFocus'>;
};

const keyOf = (s: AddressSuggestion) => s.key;
const renderSuggestion = (s: AddressSuggestion) => (
  <>
    <span>{s.label}</span>
    <span className="combo__option-sub">{s.sub}</span>
  </>
);

export function AddressSuggestInput(props: AddressSuggestInputProps) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [Feed, setFeed] = useState<ComponentType<AddressSuggestionFeedProps>>();
  return (
    <>
      <SuggestInput
        {...props}
        inputProps={{
          ...props.inputProps,
          // on every focus: once loaded, the import answers at once with the same component; if it failed (e.g.
          // offline without the chunk cached) the list stays empty and the next focus tries again
          onFocus: () => void loadAddressSuggestionFeed().then((feed) => setFeed(() => feed), () => undefined),
        }}
        suggestions={suggestions}
        getKey={keyOf}
        renderItem={renderSuggestion}
        listLabel={t('home.search.suggestions')}
        statusText={t('home.search.suggestionCount', { count: suggestions.length })}
      />
      {Feed && <Feed text={props.value} onSuggestions={setSuggestions} />}
    </>
  );
}
