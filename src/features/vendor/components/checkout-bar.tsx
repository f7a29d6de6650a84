/**
 * Fixed bottom bar while the cart holds this vendor's items: clear-cart button and the checkout button (→ /checkout),
 * disabled on delivery below a required minimum order ("Mindestbestellwert nicht erreicht" with the amount).
 */
import { memo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { computeFees } from '../../../domain/fees.ts';
import type { DeliveryZone, ServiceKind, Vendor } from '../../../domain/types.ts';
import type { CartSnapshot } from '../../../lib/cart/cart.ts';
import { useFormatEuro } from '../format.ts';
import { IconTrash } from '../../../components/icons.tsx';

/** Memoised: it renders again when the cart, the order type or the zone changes, not with every render of the page. */
export const CheckoutBar = memo(function CheckoutBar({
  vendor,
  cart,
  ownsCart,
  orderType,
  zone,
  closed,
  onClear,
}: {
  vendor: Vendor;
  cart: CartSnapshot;
  ownsCart: boolean;
  orderType: ServiceKind;
  zone: DeliveryZone | null;
  closed: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const euro = useFormatEuro();
  const navigate = useNavigate();
  if (!ownsCart || cart.count === 0) return null;
  const fees = computeFees({ subtotal: cart.subtotalCents, zone, orderType, tags: vendor.tags });
  const blocked = fees.minimumBlocks;
  return (
    <div className="checkout-bar" role="region" aria-label={t('vendor.checkoutBar.label')}>
      <div className="checkout-bar__inner">
        <button type="button" className="icon-btn checkout-bar__clear" onClick={onClear} aria-label={t('vendor.clearCart.button')}>
          <IconTrash />
        </button>
        <button
          type="button"
          className="btn btn--primary checkout-bar__go"
          disabled={blocked || closed}
          onClick={() => void navigate({ to: '/checkout' })}
        >
          {blocked ? (
            <span>
              {t('vendor.checkoutBar.minimumNotReached', { amount: euro(fees.minPrice) })}
              <span className="checkout-bar__sub">
                {t('vendor.checkoutBar.missing', { amount: euro(fees.minPrice - fees.subtotal) })}
              </span>
            </span>
          ) : (
            <span>
              {t('vendor.checkoutBar.checkout', { count: cart.count })}
              <span className="checkout-bar__sub">{euro(cart.subtotalCents)}</span>
            </span>
          )}
        </button>
      </div>
      {fees.minOrderFee > 0 ? (
        <p className="checkout-bar__note">{t('vendor.checkoutBar.minOrderFee', { amount: euro(fees.minOrderFee) })}</p>
      ) : null}
    </div>
  );
});
