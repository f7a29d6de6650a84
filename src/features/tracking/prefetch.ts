/** Primes the tracking queries from the URL (route loaders) without blocking the page. */
import type { QueryClient } from '@tanstack/react-query';
import { orderQueryOptions } from './api/order.ts';
import { trackingVendorQueryOptions } from './api/tracking-vendor.ts';
import { findRememberedOrder } from './remembered-orders.ts';
import { parseOrderName } from './reorder.ts';

const ignore = () => undefined;

export function prefetchTracking(
  queryClient: QueryClient,
  s: { nr?: string | undefined; vendor?: string | undefined; fullOrderId?: string | undefined },
): void {
  const remembered = s.nr ? findRememberedOrder(s.nr) : null;
  const parsed = parseOrderName(s.fullOrderId) ?? parseOrderName(remembered?.name);
  const vendorRef = parsed?.vendorId ?? s.vendor ?? remembered?.vendorId;
  if (!vendorRef) return;
  queryClient.query(trackingVendorQueryOptions(vendorRef)).catch(ignore);
  const orderRef = parsed?.orderId ?? s.nr;
  if (parsed?.vendorId && orderRef) queryClient.query(orderQueryOptions(parsed.vendorId, orderRef)).catch(ignore);
}
