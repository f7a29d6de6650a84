/**
 * GET /api/v1/vendors/{id}/orders:lookup?requestId=… — did the server receive a submission whose answer was lost?
 * The order (view 1) or null (404: no order with this requestId). Other failures throw (still unknown).
 */
import { isHttpError } from '../../../lib/api/client.ts';
import { fetchParsed } from '../../../lib/api/fetch-parsed.ts';
import type { PlacedOrder } from './place-order.ts';

/** The answer's wire schema, loaded with zod when the request starts (fetch-parsed.ts). */
const orderBasicSchema = () => import('../../../domain/wire/order.ts').then((m) => m.orderBasicSchema);

export async function lookupOrderByRequestId(vendorId: string, requestId: string, signal?: AbortSignal): Promise<PlacedOrder | null> {
  try {
    const path = `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders:lookup`;
    const order = await fetchParsed(path, { signal, query: { requestId }, retry: false }, orderBasicSchema, 'order');
    return { name: order.name, id: order.id, nr: order.nr, createTime: order.createTime };
  } catch (err) {
    if (isHttpError(err) && err.status === 404) return null;
    throw err;
  }
}
