/**
 * GET /api/v1/vendors/{id}/orders:lookup?requestId=… — did the server receive a submission whose answer was lost?
 * The order (view 1) or null (404: no order with this requestId). Other failures throw (still unknown).
 */
import { apiFetch, isApiRequestError } from '../../../lib/api/client.ts';
import type { Order, PlaceOrderResponse } from '../../../domain/types.ts';
import { parsePlaceOrderResponse } from './place-order.ts';

export async function lookupOrderByRequestId(vendorId: string, requestId: string, signal?: AbortSignal): Promise<PlaceOrderResponse | null> {
  try {
    const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/orders:lookup`, {
      signal,
      query: { requestId },
      retry: false,
    });
    const order = data as Partial<Order> | null;
    return parsePlaceOrderResponse({ name: order?.name, order });
  } catch (err) {
    if (isApiRequestError(err) && err.status === 404) return null;
    throw err;
  }
}
