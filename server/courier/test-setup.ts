/** Shared setup of the courier tests: an order of the test pizzeria, its courier link, vendor-side moves. */
import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '../../src/domain/types.ts';
import { auth, call, customerIp, IDS, orderBody, tokenOf, type TestApi } from '../vendor-api/test-fixtures.ts';
import { createCourierLink } from './links.ts';

export interface PlacedOrder {
  id: string;
  nr: string;
  vendorId: string;
}

export async function placeOrder(api: TestApi, over: Partial<PlaceOrderRequest['order']> = {}, vendorId: string = IDS.pizza): Promise<PlacedOrder> {
  const r = await call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${vendorId}:placeOrder`, payload: orderBody(over, randomUUID()), remoteAddress: customerIp(),
  });
  if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
  const order = (r.body as { order: { id: string; nr: string } }).order;
  return { id: order.id, nr: order.nr, vendorId };
}

/** A vendor-side action (:confirm, :process, :deliver, :cancel) with the vendor's token. */
export async function vendorAction(api: TestApi, o: PlacedOrder, action: string, body: unknown = {}): Promise<number> {
  const r = await call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${o.vendorId}/orders/${o.id}:${action}`, headers: auth(tokenOf(o.vendorId)), payload: body as object,
  });
  return r.status;
}

export async function linkFor(api: TestApi, o: PlacedOrder): Promise<string> {
  return (await createCourierLink(api.tdb.db, { vendorId: o.vendorId, orderId: o.id })).token;
}

export const getView = (api: TestApi, token: string, ip = '10.200.0.1') =>
  call(api.app, { method: 'GET', url: `/api/v1/delivery/${token}`, remoteAddress: ip });

export const postAction = (api: TestApi, token: string, payload: unknown, ip = '10.200.0.1') =>
  call(api.app, { method: 'POST', url: `/api/v1/delivery/${token}/actions`, payload: payload as object, remoteAddress: ip });

/** The states of the order's events, oldest first. */
export async function eventStates(api: TestApi, orderId: string): Promise<string[]> {
  const rows = await api.tdb.db.query<{ state: string | null }>(
    'select state from vendor.order_events where order_id = $1::uuid and type = $2 order by seq', [orderId, 'state'],
  );
  return rows.map((r) => r.state ?? '');
}
