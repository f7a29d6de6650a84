/**
 * POST /api/v1/vendors/{id}:placeOrder (spec 1 §7). The request carries the checkout attempt's requestId, so the
 * server answers a retried request with the same order; the network retry of the API client is therefore safe here.
 * A signed-in customer's order carries the customer's access token instead of the public token: the server then
 * stores the order in the customer's account itself, in the same transaction (guests send the public token).
 */
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';
import type { PlaceOrderRequest } from '../../../domain/types.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const placeOrderResponseSchema = () => import('../../../domain/wire/order.ts').then((m) => m.placeOrderResponseSchema);

/** What checkout needs of a placed order: its resource name, id, number and time (for the confirmation). */
export interface PlacedOrder {
  /** vendors/{vendorId}/orders/{orderId} */
  name: string;
  id: string;
  nr: string;
  createTime: string;
  /** the order's access key (issue 30): only in the answer that created the order */
  accessKey?: string | undefined;
}

export async function placeOrder(
  vendorId: string,
  body: PlaceOrderRequest,
  opts: { accessToken?: string | null; signal?: AbortSignal } = {},
): Promise<PlacedOrder> {
  const path = `/api/v1/vendors/${encodeURIComponent(vendorId)}:placeOrder`;
  const init = {
    method: 'POST',
    body,
    signal: opts.signal,
    retry: true,
    ...(opts.accessToken ? { headers: { Authorization: `Bearer ${opts.accessToken}` } } : {}),
  };
  const { name, order, accessKey } = await fetchParsed(path, init, placeOrderResponseSchema, 'order');
  return { name, id: order.id, nr: order.nr, createTime: order.createTime, accessKey };
}
