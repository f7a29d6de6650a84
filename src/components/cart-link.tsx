import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from '../lib/cart/cart.ts';

/** Cart icon with the sum of all cart quantities (spec 1 §2 Cart, spec 2 §2). */
export function CartLink() {
  const { t } = useTranslation();
  const { count } = useCart();
  return (
    <Link to="/cart" className="cart-link" aria-label={t('common.nav.cartCount', { count })}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      {count > 0 && (
        <span className="cart-link__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
