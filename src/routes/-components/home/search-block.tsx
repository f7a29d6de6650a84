/**
 * Home search block (spec 1 §2 "Home"): three search types, a required text field, suggestions (places, streets, saved
 * addresses: lib/geo/use-address-suggestions.ts) after 3 characters (debounced 300 ms, ≤ 5), the four-digit rule, an alert per tab when empty.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateButton } from '../../../components/locate-button.tsx';
import { AddressSuggestInput } from '../../../components/address-suggest-input.tsx';
import { homeSearchTarget, type HomeSearchType } from '../../../domain/search-input.ts';
import type { AddressSuggestion } from '../../../lib/geo/use-address-suggestions.ts';

const TYPES: readonly HomeSearchType[] = ['address', 'city', 'postal'];

/** "Neubaugasse 12, 1070 Wien" → street "Neubaugasse", houseNumber "12" (when the text starts that way). */
export function parseStreet(text: string): { street?: string; houseNumber?: string } {
  const m = /^\s*([\p{L}][\p{L}.'\s-]*?)\s+(\d+[\p{L}]?(?:[/-]\d+[\p{L}]?)*)\b/u.exec(text);
  if (!m || !m[1] || !m[2]) return {};
  return { street: m[1].trim(), houseNumber: m[2] };
}

export function SearchBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<HomeSearchType>('address');
  const [text, setText] = useState('');

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const target = homeSearchTarget(type, text);
    if (target.kind === 'empty') {
      window.alert(t(`home.search.empty.${type}`));
      return;
    }
    // the target's kind names the listing's search parameter: postalCode, city or search
    void navigate({ to: '/restaurants', search: { [target.kind]: target.value, type } });
  }

  function onSelect(s: AddressSuggestion) {
    setText(s.label);
    const { street, houseNumber } = s.street ? s : type === 'address' ? parseStreet(text) : {};
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
          onSelect={onSelect}
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
