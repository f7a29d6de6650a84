/**
 * POST /api/v1/vendors/{id}:placeOrder (spec 1 §7). The request carries the checkout attempt's requestId, so the
 * server answers a retried request with the same order; the network retry of the API client is therefore safe here.
 */
import { apiFetch } from '../../../lib/api/client.ts';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../../domain/types.ts';

export class InvalidOrderResponse extends Error {
  constructor(what: string) {
    super(`Unexpected placeOrder response: ${what}`);
    this.name = 'InvalidOrderResponse';
  }
}

export function parsePlaceOrderResponse(data: unknown): PlaceOrderResponse {
  if (typeof data !== 'object' || data === null) throw new InvalidOrderResponse('not an object');
  const rec = data as Record<string, unknown>;
  if (typeof rec.name !== 'string' || !rec.name) throw new InvalidOrderResponse('name missing');
  const order = rec.order;
  if (typeof order !== 'object' || order === null) throw new InvalidOrderResponse('order missing');
  const o = order as Record<string, unknown>;
  if (typeof o.nr !== 'string' || !o.nr) throw new InvalidOrderResponse('order.nr missing');
  if (typeof o.id !== 'string' || !o.id) throw new InvalidOrderResponse('order.id missing');
  return data as PlaceOrderResponse;
}

export async function placeOrder(
  vendorId: string,
  body: PlaceOrderRequest,
  signal?: AbortSignal,
): Promise<PlaceOrderResponse> {
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(vendorId)}:placeOrder`, {
    method: 'POST',
    body,
    signal,
    retry: true,
  });
  return parsePlaceOrderResponse(data);
}
