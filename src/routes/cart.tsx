/** /cart — cart page (spec 1 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/checkout/components/cart-page.tsx';

export const Route = createFileRoute('/cart')({
  component: CartPage,
});
