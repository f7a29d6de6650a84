/**
 * One product: name, description, price in euro, VAT rate, allergens (the 14 codes as checkboxes with their names in
 * the editor's language — never free text), diet marks and its option groups.
 */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyOptionGroup, type MenuForm } from './menu-form.ts';
import { AllergenBoxes } from './allergen-boxes.tsx';
import { EditorActions, EditorField, useFieldError } from './editor-field.tsx';
import { OptionGroupEditor } from './option-group-editor.tsx';

export interface ProductEditorProps {
  base: `categories.${number}.products.${number}`;
  index: number;
  onRemove: () => void;
}

const DIET_BOXES = ['vegetarian', 'vegan', 'halal', 'alcohol'] as const;

export function ProductEditor({ base, index, onRemove }: ProductEditorProps) {
  const { t } = useTranslation('menu-editor');
  const { t: tApp } = useTranslation();
  const { control, register } = useFormContext<MenuForm>();
  const groups = useFieldArray({ control, name: `${base}.optionGroups` });
  const name = useWatch({ control, name: `${base}.name` });
  const label = name.trim() || t('productN', { n: index + 1 });
  const id = `edit-${base.replace(/\./g, '-')}`;
  const vatError = useFieldError(`${base}.vatRate`);
  const productError = useFieldError(base);
  return (
    <fieldset className="menu-editor__product">
      <legend>{t('product', { name: label })}</legend>
      {productError ? <p className="field__error">{productError}</p> : null}
      <div className="menu-editor__grid">
        <EditorField name={`${base}.name`} label={t('productName')} maxLength={200} />
        <EditorField name={`${base}.price`} label={t('price')} inputMode="decimal" maxLength={12} placeholder="8,90" />
        <div className={`field${vatError ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-vat`} className="field__label">{t('vat')}</label>
          <select id={`${id}-vat`} className="select" {...register(`${base}.vatRate`)}>
            <option value="10">{t('vat10')}</option>
            <option value="13">{t('vat13')}</option>
            <option value="20">{t('vat20')}</option>
          </select>
          {vatError ? <p className="field__error">{vatError}</p> : null}
        </div>
      </div>
      <EditorField name={`${base}.description`} label={t('description')} maxLength={2000} />
      <AllergenBoxes name={`${base}.allergens`} legend={t('allergensLabel')} />
      <fieldset className="menu-editor__allergens">
        <legend className="field__label">{t('dietLabel')}</legend>
        {DIET_BOXES.map((mark) => (
          <label key={mark}>
            <input type="checkbox" {...register(`${base}.diet.${mark}`)} />
            {tApp(`vendor.diet.${mark}`)}
          </label>
        ))}
        <label>
          {t('spicy')}
          <select className="select" {...register(`${base}.diet.spicy`)}>
            {(['0', '1', '2', '3'] as const).map((n) => (
              <option key={n} value={n}>{t(`spicy${n}`)}</option>
            ))}
          </select>
        </label>
      </fieldset>
      {groups.fields.map((field, i) => (
        <OptionGroupEditor key={field.id} base={`${base}.optionGroups.${i}`} index={i} onRemove={() => groups.remove(i)} />
      ))}
      <EditorActions addLabel={t('addGroup', { name: label })} onAdd={() => groups.append(emptyOptionGroup())} removeLabel={t('removeProduct', { name: label })} onRemove={onRemove} />
    </fieldset>
  );
}
