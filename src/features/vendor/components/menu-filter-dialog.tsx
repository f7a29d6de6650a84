/**
 * The filter's dialog (a lazy chunk, see menu-filter-bar.tsx): "Ohne …" for each of the 14 allergens, "nur
 * vegetarisch / vegan", and whether dishes that do not fit are hidden or shown marked. Every change applies at once
 * (the menu behind says how many dishes it hides).
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { ALLERGEN_CODES, type AllergenCode } from '../../../domain/allergens.ts';
import { NO_FILTER, type DietChoice, type MenuFilter } from '../../../domain/menu-filter.ts';

const DIETS: [DietChoice, 'dietAll' | 'dietVegetarian' | 'dietVegan'][] = [['all', 'dietAll'], ['vegetarian', 'dietVegetarian'], ['vegan', 'dietVegan']];

export default function MenuFilterDialog({ filter, onChange, onClose }: { filter: MenuFilter; onChange: (f: MenuFilter) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const toggle = (c: AllergenCode, on: boolean) => {
    const set = new Set(filter.without);
    if (on) set.add(c);
    else set.delete(c);
    onChange({ ...filter, without: ALLERGEN_CODES.filter((x) => set.has(x)) });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('vendor.filter.title')}
      closeLabel={t('vendor.close')}
      size="medium"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => onChange({ ...NO_FILTER, mode: filter.mode })}>
            {t('vendor.filter.reset')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('vendor.filter.done')}
          </button>
        </>
      }
    >
      <fieldset className="menu-filter__group">
        <legend>{t('vendor.filter.without')}</legend>
        {ALLERGEN_CODES.map((c) => (
          <label key={c} className="menu-filter__choice">
            <input type="checkbox" checked={filter.without.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            {t('vendor.filter.withoutCode', { code: c, name: t(`vendor.allergen.${c}`) })}
          </label>
        ))}
      </fieldset>
      <fieldset className="menu-filter__group">
        <legend>{t('vendor.filter.diet')}</legend>
        {DIETS.map(([value, key]) => (
          <label key={value} className="menu-filter__choice">
            <input type="radio" name="menu-filter-diet" checked={filter.diet === value} onChange={() => onChange({ ...filter, diet: value })} />
            {t(`vendor.filter.${key}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="menu-filter__group">
        <legend>{t('vendor.filter.mode')}</legend>
        <label className="menu-filter__choice">
          <input type="radio" name="menu-filter-mode" checked={filter.mode === 'hide'} onChange={() => onChange({ ...filter, mode: 'hide' })} />
          {t('vendor.filter.modeHide')}
        </label>
        <label className="menu-filter__choice">
          <input type="radio" name="menu-filter-mode" checked={filter.mode === 'mark'} onChange={() => onChange({ ...filter, mode: 'mark' })} />
          {t('vendor.filter.modeMark')}
        </label>
      </fieldset>
      <p className="menu-filter__note">{t('vendor.filter.saved')}</p>
    </Dialog>
  );
}
