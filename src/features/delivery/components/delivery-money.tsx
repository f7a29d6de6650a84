/** Cash to collect (or the card payment at the door) and the order's items with the total. */
import { useTranslation } from 'react-i18next';
import { toCents } from '../../../domain/money.ts';
import { formatEuro } from '../../../domain/display.ts';
import { localeOf } from '../../../domain/languages.ts';
import type { DeliveryView } from '../../../domain/wire/delivery.ts';

export function useEuro() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (v: number) => formatEuro(toCents(v), locale);
}

export function CollectCard({ view }: { view: DeliveryView }) {
  const { t } = useTranslation('delivery');
  const euro = useEuro();
  const cash = view.cashToCollect;
  return (
    <section className={`delivery__card delivery__collect${cash !== null ? ' delivery__collect--cash' : ''}`} aria-labelledby="delivery-collect">
      <h2 id="delivery-collect">{t('collect.heading')}</h2>
      <p className="delivery__amount" data-testid="cash-to-collect">
        {cash !== null ? t('collect.cash', { amount: euro(cash) }) : t('collect.card', { amount: euro(view.total) })}
      </p>
    </section>
  );
}

export function ItemsCard({ view }: { view: DeliveryView }) {
  const { t } = useTranslation('delivery');
  const euro = useEuro();
  const count = view.items.reduce((n, i) => n + i.qty, 0);
  return (
    <section className="delivery__card" aria-labelledby="delivery-items">
      <h2 id="delivery-items">{t('items.heading', { count })}</h2>
      <ul className="delivery__items" data-testid="delivery-items">
        {view.items.map((i, n) => (
          <li key={`${String(n)}-${i.name}`}>{i.qty}× {i.name}</li>
        ))}
      </ul>
      <p className="delivery__total">
        <span>{t('items.total')}</span> <span data-testid="delivery-total">{euro(view.total)}</span>
      </p>
    </section>
  );
}
