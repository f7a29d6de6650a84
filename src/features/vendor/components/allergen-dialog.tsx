/** Allergen information of one product: the list, or "keine bekannten Allergene", plus a disclaimer. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import type { Product } from '../../../domain/types.ts';

export function AllergenDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  const list = product?.allergens?.filter((a) => a.trim() !== '') ?? [];
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={t('vendor.allergens.title', { name: product?.label ?? '' })}
      closeLabel={t('vendor.close')}
      size="small"
    >
      {list.length > 0 ? (
        <ul className="allergen-list">
          {list.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : (
        <p>{t('vendor.allergens.none')}</p>
      )}
      <p className="allergen-disclaimer">{t('vendor.allergens.disclaimer')}</p>
    </Dialog>
  );
}
