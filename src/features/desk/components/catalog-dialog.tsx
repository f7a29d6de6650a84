/** Sold-out switches per product: a sold-out product shows "ausverkauft" to customers and cannot be ordered. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { catalogQueryOptions, setSoldOut } from '../api/catalog.ts';
import { deskMutationKeys } from '../keys.ts';

export function CatalogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('desk');
  const client = useQueryClient();
  const catalog = useQuery(catalogQueryOptions());
  const toggle = useMutation({
    mutationKey: deskMutationKeys.soldOut,
    mutationFn: (v: { productId: string; soldOut: boolean }) => setSoldOut(client, v.productId, v.soldOut),
    networkMode: 'always',
  });
  return (
    <Dialog open onClose={onClose} title={t('catalog.title')} closeLabel={t('catalog.close')} size="large">
      <p>{t('catalog.intro')}</p>
      <p role="status">{catalog.isPending ? t('catalog.loading') : catalog.isError ? t('catalog.failed') : ''}</p>
      {toggle.isError ? <p role="alert" className="alert alert--error">{t('catalog.failed')}</p> : null}
      {catalog.data?.groups.map((g) => (
        <section key={g.slug} className="desk-catalog__group" aria-label={g.label}>
          <h3>{g.label}</h3>
          <ul className="desk-catalog__list">
            {g.products.map((p) => (
              <li key={p.id}>
                <label className="desk-switch">
                  <input type="checkbox" role="switch" checked={p.soldOut} disabled={toggle.isPending}
                    onChange={(e) => toggle.mutate({ productId: p.id, soldOut: e.target.checked })} />
                  <span>{p.label}</span>
                  <span className={`desk-chip ${p.soldOut ? 'desk-chip--soldout' : 'desk-chip--ok'}`}>
                    {p.soldOut ? t('catalog.soldOut') : t('catalog.available')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
