/** Category chips, delivery/pickup toggle, search box with local suggestions, sort dropdown, grid/list switch. */
import { memo, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestInput } from '../../components/suggest-input.tsx';
import { LISTING_CATEGORIES, type ListingCategory } from '../../domain/listing.ts';
import type { ServiceKind } from '../../domain/types.ts';
import { IconCategory } from '../../components/icons.tsx';
import { localSuggestions, suggestionList } from './local-suggestions.ts';
import { SORTS, type ListingSearch } from './search-schema.ts';

export type ListingView = 'grid' | 'list';

/**
 * `counts`: per chip, how many vendors it lists (spec 1 §2); absent while unknown (loading, offline), then no numbers.
 * Memoised: the listing renders again as its cards come in step by step and its queries settle, the chips only when
 * their choice, counts or language change.
 */
export const CategoryChips = memo(function CategoryChips({ value, onChange, counts }: {
  value: string;
  onChange: (c: ListingCategory) => void;
  counts?: Readonly<Record<ListingCategory, number>> | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="chips" role="group" aria-label={t('listing.categories.label')}>
      {/* the chip's name stays its category; the count is its description ("12 Treffer") */}
      {LISTING_CATEGORIES.map((c) => (
        <button
          key={c}
          type="button"
          className="chip"
          aria-pressed={value === c}
          aria-describedby={counts ? `${id}-${c}` : undefined}
          onClick={() => onChange(c)}
        >
          <IconCategory category={c} className="chip__icon" size={18} />
          {t(`listing.categories.${c}`)}
          {counts ? (
            <>
              <span className="chip__count" data-testid={`chip-count-${c}`} aria-hidden="true">
                {counts[c]}
              </span>
              <span id={`${id}-${c}`} hidden>
                {t('listing.categories.count', { count: counts[c] })}
              </span>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
});

export const DeliveryToggle = memo(function DeliveryToggle({ value, onChange }: { value: ServiceKind; onChange: (v: ServiceKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('listing.deliveryType.label')}>
      {(['delivery', 'pickup'] as const).map((k) => (
        <button key={k} type="button" aria-pressed={value === k} onClick={() => onChange(k)}>
          {t(`listing.deliveryType.${k}`)}
        </button>
      ))}
    </div>
  );
});

export const ListingSearchBox = memo(function ListingSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initial);
  const suggestions = localSuggestions(text, suggestionList(i18n.language));
  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="listing-search" role="search" aria-label={t('listing.search.label')} onSubmit={submit}>
      <SuggestInput
        className="listing-search__input"
        label={t('listing.search.label')}
        labelHidden
        value={text}
        onValueChange={setText}
        suggestions={suggestions}
        getKey={(s) => s}
        renderItem={(s) => s}
        onSelect={(s) => {
          setText(s);
          onSearch(s);
        }}
        listLabel={t('listing.search.label')}
        statusText={t('home.search.suggestionCount', { count: suggestions.length })}
        inputProps={{ placeholder: t('listing.search.placeholder'), type: 'search', enterKeyHint: 'search', maxLength: 100 }}
      />
      <button type="submit" className="btn btn--secondary">
        {t('listing.search.submit')}
      </button>
    </form>
  );
});

export const SortSelect = memo(function SortSelect({ value, onChange }: { value: NonNullable<ListingSearch['sort']>; onChange: (v: NonNullable<ListingSearch['sort']>) => void }) {
  const { t } = useTranslation();
  return (
    <div className="listing-sort">
      <label htmlFor="listing-sort" className="listing-sort__label">
        {t('listing.sort.label')}
      </label>
      <select
        id="listing-sort"
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value as NonNullable<ListingSearch['sort']>)}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`listing.sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
});

export const ViewSwitch = memo(function ViewSwitch({ value, onChange }: { value: ListingView; onChange: (v: ListingView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('listing.view.label')}>
      <button type="button" aria-pressed={value === 'grid'} onClick={() => onChange('grid')} aria-label={t('listing.view.grid')}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <rect x="3" y="3" width="8" height="8" rx="1" />
          <rect x="13" y="3" width="8" height="8" rx="1" />
          <rect x="3" y="13" width="8" height="8" rx="1" />
          <rect x="13" y="13" width="8" height="8" rx="1" />
        </svg>
      </button>
      <button type="button" aria-pressed={value === 'list'} onClick={() => onChange('list')} aria-label={t('listing.view.list')}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <rect x="3" y="4" width="18" height="4" rx="1" />
          <rect x="3" y="10" width="18" height="4" rx="1" />
          <rect x="3" y="16" width="18" height="4" rx="1" />
        </svg>
      </button>
    </div>
  );
});
