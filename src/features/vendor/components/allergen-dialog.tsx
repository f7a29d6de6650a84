/**
 * Allergen information of one product (issue 29): its codes with their names in the customer's language ("G – Milch"),
 * the codes its option values may add (with the values), or "keine bekannten Allergene", and a disclaimer. The legend
 * of all 14 codes is the filter's list ("Ohne A (Gluten)" …, menu-filter-bar.tsx), one tap from every row.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { ALLERGEN_CODES, sortAllergens, type AllergenCode } from '../../../domain/allergens.ts';
import { effectiveOptions } from '../../../domain/options.ts';
import type { Product, ProductGroup } from '../../../domain/types.ts';

export interface AllergenTarget {
  group: ProductGroup;
  product: Product;
}

/** The codes its option values may add (codes the product has anyway left out), each with those values' names. */
function optionAllergens({ group, product }: AllergenTarget): [AllergenCode, string[]][] {
  const vals = effectiveOptions(group, product).flatMap((o) => o.vals);
  return ALLERGEN_CODES.filter((c) => !product.allergens?.includes(c))
    .map((c): [AllergenCode, string[]] => [c, vals.filter((v) => v.allergens?.includes(c)).map((v) => v.label || v.slug)])
    .filter(([, names]) => names.length > 0);
}

/** Rendered only while open (vendor-page.tsx). */
export function AllergenDialog({ target, onClose }: { target: AllergenTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const list = sortAllergens(target.product.allergens);
  const more = optionAllergens(target);
  const name = (c: AllergenCode) => t(`vendor.allergen.${c}`);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('vendor.allergens.title', { name: target.product.label })}
      closeLabel={t('vendor.close')}
      size="small"
    >
      {list.length > 0 ? (
        <ul className="allergen-list">
          {list.map((c) => (
            <li key={c}>
              {c} – {name(c)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('vendor.allergens.none')}</p>
      )}
      {more.length > 0 ? (
        <>
          <p>{t('vendor.allergens.more')}</p>
          <ul className="allergen-list">
            {more.map(([c, values]) => (
              <li key={c}>
                {c} – {name(c)} ({values.join(', ')})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="allergen-disclaimer">{t('vendor.allergens.disclaimer')}</p>
    </Dialog>
  );
}
