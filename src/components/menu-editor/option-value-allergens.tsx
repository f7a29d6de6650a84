/**
 * The allergens one option value adds to its dish (issue 29: "extra cheese" adds G): the 14 checkboxes behind a
 * disclosure whose summary names the codes picked, so a group of many values stays short. The boxes are rendered only
 * while it is open (a menu with 30 extras would otherwise carry 420 hidden checkboxes); the form keeps the codes either
 * way (react-hook-form keeps an unmounted field's value).
 */
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sortAllergens } from '../../domain/allergens.ts';
import { AllergenBoxes } from './allergen-boxes.tsx';
import type { MenuForm } from './menu-form.ts';

export interface OptionValueAllergensProps {
  base: `categories.${number}.products.${number}.optionGroups.${number}.values.${number}`;
  index: number;
  /** the group's name (or "Optionsgruppe 2") */
  group: string;
}

export function OptionValueAllergens({ base, index, group }: OptionValueAllergensProps) {
  const { t } = useTranslation('menu-editor');
  const { control } = useFormContext<MenuForm>();
  // a checkbox list reads as false when a single box is registered and none is ticked: only arrays count
  const picked = useWatch({ control, name: `${base}.allergens` }) as unknown;
  const codes = sortAllergens(Array.isArray(picked) ? picked : []);
  const [open, setOpen] = useState(false);
  return (
    <details className="menu-editor__value-allergens" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('valueAllergens', { n: index + 1, codes: codes.length ? codes.join(', ') : t('noAllergens') })}
      </summary>
      {open ? <AllergenBoxes name={`${base}.allergens`} legend={t('valueAllergensLegend', { n: index + 1, group })} /> : null}
    </details>
  );
}
