/**
 * GET /api/v1/vendors/{vendorId}/orders/{orderId}/courier (issue 28): the courier's latest point and the arrival
 * estimate, while the order is on the way; asked by order id only (the same proof as the full tracking view), every
 * 10 s while the page is open, never persisted (its own key root, see keys.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { courierOnMapSchema, type CourierOnMap } from '../../../domain/wire/courier-on-map.ts';
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';

export const COURIER_POLL_MS = 10_000;

/**
 * Its own key root, outside `tracking`: lib/query-client.ts persists the `tracking` root on the device, and a courier's
 * position is not kept after the page. (Not in trackingKeys: that module is in the entry chunk, this one is not.)
 */
export const courierOnMapKeys = {
  all: ['courier-on-map'] as const,
  order: (vendorId: string, orderId: string) => [...courierOnMapKeys.all, vendorId, orderId] as const,
};

export function fetchCourierOnMap(vendorId: string, orderId: string, signal?: AbortSignal): Promise<CourierOnMap> {
  const path = `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}/courier`;
  return fetchParsed(path, { signal }, () => Promise.resolve(courierOnMapSchema), 'courier');
}

export const courierOnMapQueryOptions = (vendorId: string, orderId: string) =>
  queryOptions({
    queryKey: courierOnMapKeys.order(vendorId, orderId),
    queryFn: ({ signal }) => fetchCourierOnMap(vendorId, orderId, signal),
    refetchInterval: COURIER_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnReconnect: true,
    staleTime: 5_000,
    retry: false,
  });
