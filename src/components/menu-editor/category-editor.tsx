/** One category: its name and its products. */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyProduct, type MenuForm } from './menu-form.ts';
import { EditorActions, EditorField, useFieldError } from './editor-field.tsx';
import { ProductEditor } from './product-editor.tsx';

export function CategoryEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('menu-editor');
  const { control } = useFormContext<MenuForm>();
  const base = `categories.${index}` as const;
  const products = useFieldArray({ control, name: `${base}.products` });
  const name = useWatch({ control, name: `${base}.name` });
  const label = name.trim() || t('categoryN', { n: index + 1 });
  const productsError = useFieldError(`${base}.products`);
  return (
    <fieldset className="menu-editor__category">
      <legend>{t('category', { name: label })}</legend>
      <EditorField name={`${base}.name`} label={t('categoryName')} maxLength={200} />
      {productsError ? <p className="field__error">{productsError}</p> : null}
      {products.fields.map((field, i) => (
        <ProductEditor key={field.id} base={`${base}.products.${i}`} index={i} onRemove={() => products.remove(i)} />
      ))}
      <EditorActions addLabel={t('addProduct', { name: label })} onAdd={() => products.append(emptyProduct())} removeLabel={t('removeCategory', { name: label })} onRemove={onRemove} />
    </fieldset>
  );
}
