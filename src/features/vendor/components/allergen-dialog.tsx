/**
 * Allergen information of one product (issue 29): its codes with their names in the customer's language ("G – Milch"),
 * the codes its option values may add (with the values), or "keine bekannten Allergene", a disclaimer, and the legend
 * of all 14 codes to open.
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

/** code → the option values that add it (codes the product has anyway are left out). */
function optionAllergens({ group, product }: AllergenTarget): [AllergenCode, string[]][] {
  const own = new Set(product.allergens ?? []);
  const by = new Map<AllergenCode, string[]>();
  for (const o of effectiveOptions(group, product)) {
    for (const v of o.vals) {
      for (const a of sortAllergens(v.allergens)) if (!own.has(a)) by.set(a, [...(by.get(a) ?? []), v.label || v.slug]);
    }
  }
  return ALLERGEN_CODES.flatMap((c) => (by.has(c) ? [[c, by.get(c) ?? []] as [AllergenCode, string[]]] : []));
}

export function AllergenDialog({ target, onClose }: { target: AllergenTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const list = sortAllergens(target?.product.allergens);
  const more = target ? optionAllergens(target) : [];
  const name = (c: AllergenCode) => t(`vendor.allergen.${c}`);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('vendor.allergens.title', { name: target?.product.label ?? '' })}
      closeLabel={t('vendor.close')}
      size="small"
    >
      {list.length > 0 ? (
        <ul className="allergen-list">
          {list.map((c) => (
            <li key={c}>
              <span className="allergen-list__code">{c}</span> – {name(c)}
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
                <span className="allergen-list__code">{c}</span> – {name(c)} ({values.join(', ')})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="allergen-disclaimer">{t('vendor.allergens.disclaimer')}</p>
      <details className="allergen-legend">
        <summary>{t('vendor.allergens.legend')}</summary>
        <ul>
          {ALLERGEN_CODES.map((c) => (
            <li key={c}>
              {c} – {name(c)}
            </li>
          ))}
        </ul>
      </details>
    </Dialog>
  );
}
