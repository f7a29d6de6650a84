/**
 * One option group of a product: name, how many to choose (min/max) and its values with their extra price and the
 * allergens each adds to the dish (issue 29: the 14 checkboxes behind a disclosure that names the codes picked).
 */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyOptionValue, type MenuForm } from './menu-form.ts';
import { OptionValueAllergens } from './option-value-allergens.tsx';
import { EditorActions, EditorField, useFieldError } from './editor-field.tsx';

export interface OptionGroupEditorProps {
  /** `categories.0.products.1.optionGroups.2` */
  base: `categories.${number}.products.${number}.optionGroups.${number}`;
  index: number;
  onRemove: () => void;
}

export function OptionGroupEditor({ base, index, onRemove }: OptionGroupEditorProps) {
  const { t } = useTranslation('menu-editor');
  const { control } = useFormContext<MenuForm>();
  const values = useFieldArray({ control, name: `${base}.values` });
  const name = useWatch({ control, name: `${base}.name` });
  const label = name.trim() || t('groupN', { n: index + 1 });
  const valuesError = useFieldError(`${base}.values`);
  return (
    <fieldset className="menu-editor__group">
      <legend>{t('group', { name: label })}</legend>
      <div className="menu-editor__grid">
        <EditorField name={`${base}.name`} label={t('groupName')} maxLength={200} />
        <EditorField name={`${base}.min`} label={t('min')} type="number" min={0} max={99} step={1} numeric inputMode="numeric" />
        <EditorField name={`${base}.max`} label={t('max')} type="number" min={0} max={99} step={1} numeric inputMode="numeric" />
      </div>
      {valuesError ? <p className="field__error">{valuesError}</p> : null}
      <ul className="menu-editor__values">
        {values.fields.map((field, i) => (
          <li key={field.id} className="menu-editor__grid">
            <EditorField name={`${base}.values.${i}.name`} label={t('valueName', { n: i + 1 })} maxLength={200} />
            <EditorField name={`${base}.values.${i}.price`} label={t('valuePrice', { n: i + 1 })} inputMode="decimal" maxLength={12} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => values.remove(i)}
              aria-label={t('removeValue', { n: i + 1, group: label })}>
              {t('remove')}
            </button>
            <OptionValueAllergens base={`${base}.values.${i}`} index={i} group={label} />
          </li>
        ))}
      </ul>
      <EditorActions addLabel={t('addValue')} onAdd={() => values.append(emptyOptionValue())} removeLabel={t('removeGroup', { name: label })} onRemove={onRemove} />
    </fieldset>
  );
}
