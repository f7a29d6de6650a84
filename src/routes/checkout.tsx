/**
 * /checkout (spec 1 §2, §4, §5). A load with the just-placed flag set (e.g. "back" after an order) goes home.
 * On success: the order is remembered on the device, the confirmation replaces this page in history, the cart is
 * cleared.
 */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PlaceOrderResponse } from '../domain/types.ts';
import { checkoutVendorQueryOptions } from '../features/checkout/api/vendor.ts';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { clearOrderJustPlaced, isOrderJustPlaced } from '../features/checkout/storage.ts';
import { rememberOrder } from '../features/tracking/remembered-orders.ts';
import { clearCart, getCart } from '../lib/cart/cart.ts';

export const Route = createFileRoute('/checkout')({
  beforeLoad: ({ preload }) => {
    if (preload || !isOrderJustPlaced()) return;
    clearOrderJustPlaced();
    // the order was placed and the cart emptied: nothing to check out again
    if (getCart().lines.length === 0) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context }) => {
    const vendorId = getCart().vendorId;
    if (vendorId) void context.queryClient.prefetchQuery(checkoutVendorQueryOptions(vendorId, context.queryClient));
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const navigate = useNavigate();
  const onPlaced = useCallback(
    async (res: PlaceOrderResponse, vendorId: string) => {
      rememberOrder({
        nr: res.order.nr,
        vendorId,
        name: res.name,
        placedAt: res.order.createTime || new Date().toISOString(),
        vendorLabel: getCart().vendorName ?? undefined,
      });
      await navigate({
        to: '/order-confirmation',
        search: { id: res.order.nr, vendor: vendorId, fullOrderId: res.name },
        replace: true,
      });
      clearCart();
    },
    [navigate],
  );
  return <CheckoutPage onPlaced={onPlaced} />;
}
