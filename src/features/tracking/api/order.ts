/**
 * GET /api/v1/vendors/{vendorId}/orders/{orderId or nr}?view=2 (spec 1 §7): the order with its fulfillment, lines
 * and amount for the confirmation/tracking page; polled every 10 s while the order is not finished (spec 1 §9).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { isFinished } from '../../../domain/status.ts';
import type { Order } from '../../../domain/types.ts';
import { trackingKeys } from '../keys.ts';

export const ORDER_POLL_MS = 10_000;

export class InvalidOrderError extends Error {
  constructor(what: string) {
    super(`Failed to fetch order: ${what}`);
    this.name = 'InvalidOrderError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseOrder(data: unknown): Order {
  if (!isRecord(data)) throw new InvalidOrderError('not an object');
  for (const k of ['name', 'nr', 'createTime'] as const) {
    if (typeof data[k] !== 'string') throw new InvalidOrderError(`${k} missing`);
  }
  if (!isRecord(data.fulfillment) || typeof data.fulfillment.state !== 'string') {
    throw new InvalidOrderError('fulfillment.state missing');
  }
  if (data.lines !== undefined && !Array.isArray(data.lines)) throw new InvalidOrderError('lines not a list');
  return { ...(data as unknown as Order), lines: (data.lines as Order['lines'] | undefined) ?? [] };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * By order id (uuid, unguessable) the full view 2 with lines and amounts; by order number only view 1 (status and
 * times: the server keeps contact data and amounts of guessable numbers to the vendor).
 */
export const orderView = (orderId: string): 1 | 2 => (UUID_RE.test(orderId) ? 2 : 1);

export async function fetchOrder(vendorId: string, orderId: string, signal?: AbortSignal): Promise<Order> {
  const data = await apiFetch<unknown>(
    `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}`,
    { signal, query: { view: orderView(orderId) } },
  );
  return parseOrder(data);
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
