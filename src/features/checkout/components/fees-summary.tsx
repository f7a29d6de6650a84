/** Subtotal, delivery fee ("kostenlos" when 0), minimum-order fee and tip (when positive) and total (spec 1 §2, §9). */
import { useTranslation } from 'react-i18next';
import type { FeeBreakdown } from '../../../domain/fees.ts';
import type { ServiceKind } from '../../../domain/types.ts';
import { useFormat } from '../format.ts';

export function FeesSummary({ fees, orderType, hasZone }: { fees: FeeBreakdown; orderType: ServiceKind; hasZone: boolean }) {
  const { t } = useTranslation();
  const { euro } = useFormat();
  return (
    <dl className="fees" data-testid="fees-summary">
      <div className="fees__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="subtotal">{euro(fees.subtotal)}</dd>
      </div>
      {orderType === 'delivery' && hasZone ? (
        <div className="fees__row">
          <dt>{t('cart.deliveryFee')}</dt>
          <dd data-testid="delivery-fee">{fees.deliveryFee === 0 ? t('cart.free') : euro(fees.deliveryFee)}</dd>
        </div>
      ) : null}
      {fees.minOrderFee > 0 ? (
        <div className="fees__row">
          <dt>{t('cart.minOrderFee')}</dt>
          <dd data-testid="min-order-fee">{euro(fees.minOrderFee)}</dd>
        </div>
      ) : null}
      {fees.tip > 0 ? (
        <div className="fees__row">
          <dt>{t('cart.tip')}</dt>
          <dd data-testid="tip">{euro(fees.tip)}</dd>
        </div>
      ) : null}
      <div className="fees__row fees__row--total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="total">{euro(fees.total)}</dd>
      </div>
    </dl>
  );
}
