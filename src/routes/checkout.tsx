/**
 * /checkout (spec 1 §2, §4, §5). A load with the just-placed flag set (e.g. "back" after an order) goes home.
 * On success: the order is remembered on the device (with its access key), the confirmation — its link carrying the
 * key in the fragment — replaces this page in history, the cart is cleared.
 */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { checkoutVendorQueryOptions } from '../features/checkout/api/checkout-vendor.ts';
import type { PlacedOrder } from '../features/checkout/api/place-order.ts';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { clearOrderJustPlaced, isOrderJustPlaced } from '../features/checkout/just-placed.ts';
import { rememberOrder } from '../features/tracking/remembered-orders.ts';
import { clearCart, getCart } from '../lib/cart/cart.ts';
import { now } from '../domain/clock.ts';

export const Route = createFileRoute('/checkout')({
  beforeLoad: ({ preload }) => {
    if (preload || !isOrderJustPlaced()) return;
    clearOrderJustPlaced();
    // the order was placed and the cart emptied: nothing to check out again
    if (getCart().lines.length === 0) redirect({ to: '/', replace: true, throw: true });
  },
  loader: ({ context }) => {
    const vendorId = getCart().vendorId;
    // primes the vendor without blocking the page (a vendor the menu loaded is used as it is)
    if (vendorId) context.queryClient.query(checkoutVendorQueryOptions(vendorId)).catch(() => undefined);
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const navigate = useNavigate();
  const onPlaced = useCallback(
    async (placed: PlacedOrder, vendorId: string) => {
      rememberOrder({
        nr: placed.nr,
        vendorId,
        name: placed.name,
        placedAt: placed.createTime || now().toISOString(),
        vendorLabel: getCart().vendorName ?? undefined,
        accessKey: placed.accessKey,
      });
      // the customer's own link carries the order's access key in its fragment (never sent to a server; read by
      // accessKeyFromHash in features/tracking/order-access-key.ts — written here, so no chunk is shared for one line)
      await navigate({
        to: '/order-confirmation',
        search: { id: placed.nr, vendor: vendorId, fullOrderId: placed.name },
        ...(placed.accessKey ? { hash: `k=${placed.accessKey}` } : {}),
        replace: true,
      });
      clearCart();
    },
    [navigate],
  );
  return <CheckoutPage onPlaced={onPlaced} />;
}
