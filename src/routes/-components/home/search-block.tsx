/**
 * Home search block (spec 1 §2 "Home"): three search types, a required text field, suggestions (places, streets, saved
 * addresses: lib/geo/use-address-suggestions.ts) after 3 characters (debounced 300 ms, ≤ 5), the four-digit rule, an alert per tab when empty.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateButton } from '../../../components/locate-button.tsx';
import { AddressSuggestInput } from '../../../components/address-suggest-input.tsx';
import type { HomeSearchType } from '../../../domain/search-input.ts';
import type { AddressSuggestion } from '../../../lib/geo/use-address-suggestions.ts';

const TYPES: readonly HomeSearchType[] = ['address', 'city', 'postal'];

/** The address reading (domain/search-input.ts) loads on the first submit or pick: its own chunk, not the home's. */
const reading = () => import('../../../domain/search-input.ts');

export function SearchBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<HomeSearchType>('address');
  const [text, setText] = useState('');

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    void submit();
  }

  async function submit() {
    const target = (await reading()).homeSearchTarget(type, text);
    if (target.kind === 'empty') {
      window.alert(t(`home.search.empty.${type}`));
      return;
    }
    // a postal code found anywhere in the text keeps the street, number and town for checkout
    if (target.kind === 'postalCode') {
      const { value: postalCode, street, houseNumber, city: cityName } = target;
      void navigate({ to: '/restaurants', search: { postalCode, cityName, street, houseNumber, type } });
      return;
    }
    // the target's kind names the listing's search parameter: city or search (a street the listing resolves)
    void navigate({ to: '/restaurants', search: { [target.kind]: target.value, type } });
  }

  async function onSelect(s: AddressSuggestion) {
    setText(s.label);
    const { street, houseNumber } = s.street ? s : type === 'address' ? (await reading()).streetOf(text) : {};
    void navigate({
      to: '/restaurants',
      // a suggestion without a postal code goes as free text
      search: s.postalCode ? { postalCode: s.postalCode, cityName: s.city, street, houseNumber, type } : { search: s.label, type },
    });
  }

  return (
    <form className="search-block card-surface" onSubmit={onSubmit} noValidate>
      <fieldset className="search-block__types">
        <legend className="sr-only">{t('home.search.typeLegend')}</legend>
        {TYPES.map((tp) => (
          <label key={tp} className="search-block__type">
            <input type="radio" name="search-type" value={tp} checked={type === tp} onChange={() => setType(tp)} />
            <span>{t(`home.search.types.${tp}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="search-block__row">
        <AddressSuggestInput
          className="search-block__input"
          label={t(`home.search.inputLabel.${type}`)}
          labelHidden
          value={text}
          onValueChange={setText}
          onSelect={(s) => void onSelect(s)}
          inputProps={{
            placeholder: t(`home.search.placeholder.${type}`),
            inputMode: type === 'postal' ? 'numeric' : 'text',
            maxLength: type === 'postal' ? 5 : 120,
            enterKeyHint: 'search',
            name: 'q',
          }}
        />
        <button type="submit" className="btn btn--primary search-block__submit">
          {t('home.search.submit')}
        </button>
      </div>
      <LocateButton showLabel className="search-block__locate"
        onFound={(postalCode) => void navigate({ to: '/restaurants', search: { postalCode, type: 'postal' } })} />
    </form>
  );
}
