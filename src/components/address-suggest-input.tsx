/**
 * A SuggestInput that suggests addresses for what is typed (lib/geo/use-address-suggestions.ts: places, streets and
 * the user's saved addresses from 3 characters, debounced): the home search, the checkout's street field and the
 * profile's address dialogs. Each item shows its label and, under it, the federal state or the saved address's title.
 */
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions, type AddressSuggestion } from '../lib/geo/use-address-suggestions.ts';
import { SuggestInput, type SuggestInputProps } from './suggest-input.tsx';

type AddressSuggestInputProps = Omit<SuggestInputProps<AddressSuggestion>, 'suggestions' | 'getKey' | 'renderItem' | 'listLabel' | 'statusText'>;

const keyOf = (s: AddressSuggestion) => s.key;
const renderSuggestion = (s: AddressSuggestion) => (
  <>
    <span>{s.label}</span>
    <span className="combo__option-sub">{s.sub}</span>
  </>
);

export function AddressSuggestInput(props: AddressSuggestInputProps) {
  const { t } = useTranslation();
  const suggestions = useAddressSuggestions(props.value);
  return (
    <SuggestInput
      {...props}
      suggestions={suggestions}
      getKey={keyOf}
      renderItem={renderSuggestion}
      listLabel={t('home.search.suggestions')}
      statusText={t('home.search.suggestionCount', { count: suggestions.length })}
    />
  );
}
