/**
 * GET /api/v1/delivery/{token}: the courier's view of one order, parsed by the shared wire schema. Persisted with
 * the query cache (root `delivery`), so a link opened once shows the order offline too; refreshed every 20 s while
 * the order is under way. A 404 (unknown or expired link) is final: no retry.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';
import { deliveryKeys, deliveryViewSchema } from '../actions/mutation-defaults.ts';
import type { DeliveryView } from '../../../domain/wire/delivery.ts';

export const DELIVERY_POLL_MS = 20_000;

export function fetchDeliveryView(token: string, signal?: AbortSignal): Promise<DeliveryView> {
  return fetchParsed(`/api/v1/delivery/${encodeURIComponent(token)}`, { signal }, deliveryViewSchema, 'delivery');
}

const finished = (v: DeliveryView | undefined) =>
  v !== undefined && ['DELIVERED', 'SETTLED', 'COMPLETED', 'CANCELED'].includes(v.state);

export const deliveryViewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: deliveryKeys.view(token),
    queryFn: ({ signal }) => fetchDeliveryView(token, signal),
    staleTime: 10_000,
    refetchInterval: (q) => (finished(q.state.data) ? false : DELIVERY_POLL_MS),
  });
