/**
 * The 14 allergen codes as checkboxes with their names in the editor's language (issue 29: picked, never typed), for
 * a product or for one option value. `name` is the form's list of codes (`….allergens`).
 */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGEN_CODES } from '../../domain/allergens.ts';
import type { MenuForm } from './menu-form.ts';

export type AllergenListPath =
  | `categories.${number}.products.${number}.allergens`
  | `categories.${number}.products.${number}.optionGroups.${number}.values.${number}.allergens`;

export function AllergenBoxes({ name, legend }: { name: AllergenListPath; legend: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<MenuForm>();
  return (
    <fieldset className="menu-editor__allergens">
      <legend className="field__label">{legend}</legend>
      {ALLERGEN_CODES.map((code) => (
        <label key={code}>
          <input type="checkbox" value={code} {...register(name)} />
          {code} – {t(`vendor.allergen.${code}`)}
        </label>
      ))}
    </fieldset>
  );
}
