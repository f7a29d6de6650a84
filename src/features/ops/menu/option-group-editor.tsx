/** One option group of a product: name, how many to choose (min/max) and its values with their extra price. */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuForm } from './menu-form.ts';
import { EditorField, useFieldError } from './editor-field.tsx';

export interface OptionGroupEditorProps {
  /** `categories.0.products.1.optionGroups.2` */
  base: `categories.${number}.products.${number}.optionGroups.${number}`;
  index: number;
  onRemove: () => void;
}

export function OptionGroupEditor({ base, index, onRemove }: OptionGroupEditorProps) {
  const { t } = useTranslation('ops');
  const { control } = useFormContext<MenuForm>();
  const values = useFieldArray({ control, name: `${base}.values` });
  const name = useWatch({ control, name: `${base}.name` });
  const label = name.trim() || t('menu.groupN', { n: index + 1 });
  const valuesError = useFieldError(`${base}.values`);
  return (
    <fieldset className="ops-group">
      <legend>{t('menu.group', { name: label })}</legend>
      <div className="ops-grid">
        <EditorField name={`${base}.name`} label={t('menu.groupName')} maxLength={200} />
        <EditorField name={`${base}.min`} label={t('menu.min')} type="number" min={0} max={99} step={1} numeric inputMode="numeric" />
        <EditorField name={`${base}.max`} label={t('menu.max')} type="number" min={0} max={99} step={1} numeric inputMode="numeric" />
      </div>
      {valuesError ? <p className="field__error">{valuesError}</p> : null}
      <ul className="ops-values">
        {values.fields.map((field, i) => (
          <li key={field.id} className="ops-grid">
            <EditorField name={`${base}.values.${i}.name`} label={t('menu.valueName', { n: i + 1 })} maxLength={200} />
            <EditorField name={`${base}.values.${i}.price`} label={t('menu.valuePrice', { n: i + 1 })} inputMode="decimal" maxLength={12} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => values.remove(i)}
              aria-label={t('menu.removeValue', { n: i + 1, group: label })}>
              {t('menu.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="ops-actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => values.append({ name: '', price: '0,00' })}>
          {t('menu.addValue')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={t('menu.removeGroup', { name: label })}>
          {t('menu.remove')}
        </button>
      </div>
    </fieldset>
  );
}
