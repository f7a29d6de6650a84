/**
 * GET /api/v1/vendors/{vendorId}/orders/{orderId or nr} (spec 1 §7): the order with its fulfillment for the
 * confirmation/tracking page, parsed by the wire schemas of src/domain/wire/order.ts; polled every 10 s while the
 * order is not finished (spec 1 §9).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';
import { isFinished } from '../../../domain/status.ts';
import { UUID_PATTERN } from '../../../domain/wire/patterns.ts';
import type { OrderBasic } from '../../../domain/wire/order.ts';
import type { Order } from '../../../domain/types.ts';
import { trackingKeys } from '../keys.ts';

export const ORDER_POLL_MS = 10_000;

/**
 * An order as tracking shows it: the full view 2 (by order id), or view 1 by order number — status and times only,
 * without contact data, lines or amounts.
 */
export type TrackedOrder = Omit<OrderBasic, 'delivery'> &
  Partial<Pick<Order, 'amount' | 'payment'>> & {
    delivery: OrderBasic['delivery'] & Partial<Order['delivery']>;
    lines: Order['lines'];
  };

const trackedOrderSchema = () => import('./tracked-order-schema.ts').then((m) => m.trackedOrderSchema);

/**
 * By order id (uuid, unguessable) the full view 2 with lines and amounts; by order number only view 1 (status and
 * times: the server keeps contact data and amounts of guessable numbers to the vendor).
 */
export const orderView = (orderId: string): 1 | 2 => (UUID_PATTERN.test(orderId) ? 2 : 1);

export function fetchOrder(vendorId: string, orderId: string, signal?: AbortSignal): Promise<TrackedOrder> {
  const path = `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}`;
  return fetchParsed(path, { signal, query: { view: orderView(orderId) } }, trackedOrderSchema, 'order');
}

export const orderQueryOptions = (vendorId: string, orderId: string) =>
  queryOptions({
    queryKey: trackingKeys.order(vendorId, orderId),
    queryFn: ({ signal }) => fetchOrder(vendorId, orderId, signal),
    // poll while the order is still moving; a finished or cancelled order stays as it is
    refetchInterval: (q) => {
      const state = q.state.data?.fulfillment.state;
      return state && (isFinished(state) || state === 'CANCELED') ? false : ORDER_POLL_MS;
    },
    refetchIntervalInBackground: false,
    // after a reconnect or back in the foreground the status is fetched at once (then polling continues)
    refetchOnReconnect: true,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    // the API client already retries network failures 3 times (spec 1 §8)
    retry: false,
  });
