/**
 * The careful eaters' filter on the vendor page (issue 29): a disclosure ("Filter: Allergene & Ernährung") with
 * "Ohne …" for each of the 14 allergens (with their names: the full legend), "nur vegetarisch / vegan", and whether
 * dishes that do not fit are hidden or shown marked, and the line that says how many dishes it hides or marks. Every
 * change applies at once. Part of the vendor chunk, not a lazy one: it is small (the vendor page's 2 KiB budget holds
 * all of issue 29), and a chunk of its own would be one more request for the menu's first screen.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGEN_CODES } from '../../../domain/allergens.ts';
import { isFilterActive, NO_FILTER, type MenuFilter } from '../../../domain/menu-filter.ts';

function Radios<V extends string>({ legend, value, choices, onPick }: { legend: string; value: V; choices: [V, string][]; onPick: (v: V) => void }) {
  return (
    <fieldset className="menu-filter__group">
      <legend>{legend}</legend>
      {choices.map(([v, label]) => (
        <label key={v} className="menu-filter__choice">
          <input type="radio" name={`menu-filter-${legend}`} checked={value === v} onChange={() => onPick(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

type Key = 'open' | 'without' | 'diet' | 'dietAll' | 'dietVegetarian' | 'dietVegan' | 'mode' | 'modeHide' | 'modeMark' | 'saved' | 'reset';

/** Memoised: it renders again when the filter (or what it hides) changes, not with every render of the page. */
export const MenuFilterBar = memo(function MenuFilterBar({ filter, onChange, unfit }: { filter: MenuFilter; onChange: (f: MenuFilter) => void; unfit: number }) {
  const { t } = useTranslation();
  const count = filter.without.length + (filter.diet === 'all' ? 0 : 1);
  const k = (key: Key): string => t(`vendor.filter.${key}`);
  return (
    <div className="menu-filter">
      <details className="menu-filter__panel">
        <summary className="btn btn--secondary btn--small">{count ? t('vendor.filter.openActive', { count }) : k('open')}</summary>
        <fieldset className="menu-filter__group">
          <legend>{k('without')}</legend>
          {ALLERGEN_CODES.map((c) => (
            <label key={c} className="menu-filter__choice">
              <input
                type="checkbox"
                checked={filter.without.includes(c)}
                onChange={(e) => onChange({ ...filter, without: ALLERGEN_CODES.filter((x) => (x === c ? e.target.checked : filter.without.includes(x))) })}
              />
              {t('vendor.filter.withoutCode', { code: c, name: t(`vendor.allergen.${c}`) })}
            </label>
          ))}
        </fieldset>
        <Radios legend={k('diet')} value={filter.diet} onPick={(diet) => onChange({ ...filter, diet })}
          choices={[['all', k('dietAll')], ['vegetarian', k('dietVegetarian')], ['vegan', k('dietVegan')]]} />
        <Radios legend={k('mode')} value={filter.mode} onPick={(mode) => onChange({ ...filter, mode })}
          choices={[['hide', k('modeHide')], ['mark', k('modeMark')]]} />
        <p className="menu-filter__note">{k('saved')}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange({ ...NO_FILTER, mode: filter.mode })}>
          {k('reset')}
        </button>
      </details>
      <p className="menu-filter__status" role="status" data-testid="menu-filter-status">
        {isFilterActive(filter) ? t(filter.mode === 'hide' ? 'vendor.filter.hidden' : 'vendor.filter.marked', { count: unfit }) : ''}
      </p>
    </div>
  );
});
