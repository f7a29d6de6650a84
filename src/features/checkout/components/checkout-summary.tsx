/** Order summary panel of checkout: items, subtotal, delivery fee, minimum-order fee, total, VAT note. */
import { useTranslation } from 'react-i18next';
import { lineTotalCents, vatBreakdown, type CartLine } from '../../../domain/cart.ts';
import type { FeeBreakdown } from '../../../domain/fees.ts';
import type { ServiceKind } from '../../../domain/types.ts';
import { useFormat } from '../format.ts';
import { lineOptionText } from './cart-line-row.tsx';
import { FeesSummary } from './fees-summary.tsx';

export function CheckoutSummary({
  lines,
  fees,
  orderType,
  hasZone,
}: {
  lines: CartLine[];
  fees: FeeBreakdown;
  orderType: ServiceKind;
  hasZone: boolean;
}) {
  const { t } = useTranslation();
  const { euro } = useFormat();
  const vat = vatBreakdown(lines.map((l) => ({ totalCents: lineTotalCents(l), vatPercent: l.vatPercent })));
  return (
    <aside className="card-surface co-card checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('checkout.summary')}</h2>
      <ul className="summary-lines">
        {lines.map((l) => (
          <li key={l.cartItemId} className="summary-line">
            <span className="summary-line__name">
              {l.quantity}× {l.name}
              {lineOptionText(l).map((d) => (
                <span key={d} className="summary-line__detail">
                  {d}
                </span>
              ))}
              {l.notes ? <span className="summary-line__detail">„{l.notes}“</span> : null}
            </span>
            <span className="summary-line__price">{euro(lineTotalCents(l))}</span>
          </li>
        ))}
      </ul>
      <FeesSummary fees={fees} orderType={orderType} hasZone={hasZone} />
      <p className="note" data-testid="vat-note">
        {t('checkout.vatNote')}
        {vat.length > 0
          ? ` (${vat.map((v) => t('checkout.vatRate', { rate: v.rate, amount: euro(v.val) })).join(', ')})`
          : null}
      </p>
    </aside>
  );
}
