/** One product: name, description, price in euro, VAT rate, allergens and its option groups. */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, emptyOptionGroup, type AllergenCode, type MenuForm } from './menu-form.ts';
import { EditorField, useFieldError } from './editor-field.tsx';
import { OptionGroupEditor } from './option-group-editor.tsx';

export interface ProductEditorProps {
  base: `categories.${number}.products.${number}`;
  index: number;
  onRemove: () => void;
}

const CODES = Object.keys(ALLERGENS) as AllergenCode[];

export function ProductEditor({ base, index, onRemove }: ProductEditorProps) {
  const { t } = useTranslation('menu-editor');
  const { control, register } = useFormContext<MenuForm>();
  const groups = useFieldArray({ control, name: `${base}.optionGroups` });
  const name = useWatch({ control, name: `${base}.name` });
  const stored = useWatch({ control, name: `${base}.allergens` });
  const label = name.trim() || t('productN', { n: index + 1 });
  const id = `edit-${base.replace(/\./g, '-')}`;
  const vatError = useFieldError(`${base}.vatRate`);
  const productError = useFieldError(base);
  const known = new Set<string>(Object.values(ALLERGENS));
  const extra = stored.filter((a) => !known.has(a));
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
      <fieldset className="menu-editor__allergens">
        <legend className="field__label">{t('allergensLabel')}</legend>
        {CODES.map((code) => (
          <label key={code}>
            <input type="checkbox" value={ALLERGENS[code]} {...register(`${base}.allergens`)} />
            {t(`allergens.${code}`)}
          </label>
        ))}
        {extra.map((a) => (
          <label key={a}>
            <input type="checkbox" value={a} {...register(`${base}.allergens`)} />
            {a}
          </label>
        ))}
      </fieldset>
      {groups.fields.map((field, i) => (
        <OptionGroupEditor key={field.id} base={`${base}.optionGroups.${i}`} index={i} onRemove={() => groups.remove(i)} />
      ))}
      <div className="menu-editor__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => groups.append(emptyOptionGroup())}>
          {t('addGroup', { name: label })}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={t('removeProduct', { name: label })}>
          {t('remove')}
        </button>
      </div>
    </fieldset>
  );
}
