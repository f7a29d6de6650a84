/**
 * Cart page (spec 1 §2 "Cart"): lines with options and extras, quantity changes (0 removes), notes, subtotal,
 * delivery fee only for delivery with a zone ("kostenlos" when 0), minimum-order fee when positive, a warning below
 * the zone's minimum, the free-delivery hint, and links to checkout, the listing and the vendor. Checkout is blocked
 * on delivery when the vendor requires its minimum (tag min-order-required) and the subtotal is below it.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { computeFees } from '../../../domain/fees.ts';
import { setLineNotes, setLineQuantity, useCart } from '../../../lib/cart/cart.ts';
import { useFormat } from '../format.ts';
import { usePriceRecheck } from '../price-recheck.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { FeesSummary } from './fees-summary.tsx';
import './checkout.css';

export function CartPage() {
  const { t } = useTranslation();
  const { euro } = useFormat();
  const cart = useCart();
  const fees = computeFees({
    subtotal: cart.subtotalCents,
    zone: cart.zone,
    orderType: cart.orderType,
    tags: cart.vendorTags,
  });
  const vendorParam = cart.vendorId ?? '';
  const recheck = usePriceRecheck(cart.vendorId);

  if (cart.lines.length === 0 || !cart.vendorId) {
    return <EmptyCart pageClass="cart-page" title={t('cart.title')} message={t('cart.empty')} testId="cart-empty" />;
  }

  const hasZone = cart.orderType === 'delivery' && cart.zone !== null;
  const showFreeHint =
    hasZone && fees.freeDeliveryThreshold !== null && fees.subtotal < fees.freeDeliveryThreshold && fees.deliveryFee > 0;

  return (
    <div className="page cart-page">
      <h1>{t('cart.title')}</h1>
      <p className="cart-page__vendor">
        {t('cart.from')}{' '}
        <Link to="/restaurant/$id" params={{ id: vendorParam }} className="cart-page__vendor-link">
          {cart.vendorName ?? t('cart.restaurant')}
        </Link>
        {' · '}
        {cart.orderType === 'delivery' ? t('cart.delivery') : t('cart.pickup')}
      </p>
      <div className="checkout-grid">
        <section aria-labelledby="cart-items-heading" className="card-surface co-card">
          <h2 id="cart-items-heading" className="sr-only">
            {t('cart.items')}
          </h2>
          {recheck.changed.size > 0 || recheck.removed.length > 0 ? (
            <div className="alert alert--info" role="status" data-testid="prices-changed">
              <p>{t('offline.cart.pricesChanged')}</p>
              {recheck.removed.map((name) => (
                <p key={name}>{t('offline.cart.lineRemoved', { name })}</p>
              ))}
            </div>
          ) : null}
          <ul className="cart-lines">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.cartItemId}
                changedFrom={recheck.changed.get(line.cartItemId)}
                line={line}
                onQuantity={(q) => setLineQuantity(line.cartItemId, q)}
                onNotes={(n) => setLineNotes(line.cartItemId, n)}
              />
            ))}
          </ul>
        </section>
        <aside className="card-surface co-card checkout-summary" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{t('cart.summary')}</h2>
          <FeesSummary fees={fees} orderType={cart.orderType} hasZone={hasZone} />
          {cart.orderType === 'delivery' && !cart.zone ? <p className="note">{t('cart.zoneAtCheckout')}</p> : null}
          {hasZone && fees.belowMinimum ? (
            <p className="alert alert--demo" data-testid="min-warning">
              {t('cart.belowMinimum', { min: euro(fees.minPrice), missing: euro(fees.minPrice - fees.subtotal) })}
            </p>
          ) : null}
          {showFreeHint && fees.freeDeliveryThreshold !== null ? (
            <p className="alert alert--info" data-testid="free-delivery-hint">
              {t('cart.freeDeliveryHint', { amount: euro(fees.freeDeliveryThreshold - fees.subtotal) })}
            </p>
          ) : null}
          <p className="note">{t('cart.vatIncluded')}</p>
          <div className="checkout-summary__actions">
            {fees.minimumBlocks ? (
              <button type="button" className="btn btn--primary btn--block" disabled aria-describedby="cart-blocked">
                {t('cart.toCheckout')}
              </button>
            ) : (
              <Link to="/checkout" className="btn btn--primary btn--block">
                {t('cart.toCheckout')}
              </Link>
            )}
            {fees.minimumBlocks ? (
              <p id="cart-blocked" className="alert alert--error" role="status">
                {t('cart.minimumBlocks', { min: euro(fees.minPrice) })}
              </p>
            ) : null}
            <Link to="/restaurant/$id" params={{ id: vendorParam }} className="btn btn--secondary btn--block">
              {t('cart.continueShopping')}
            </Link>
            <Link to="/restaurants" className="btn btn--ghost btn--small">
              {t('cart.otherRestaurants')}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
