/**
 * Orders after placement: GET …/orders/{orderId} (views 1 and 2, by uuid or number), GET …/orders (vendor only,
 * paged newest first), vendor-side actions and PATCH with the spec 1 §4 state machine, and vendor auth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, orderBody, tokenOf, type TestApi } from './test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi();
});
afterAll(async () => {
  await api.close();
});

const V = IDS.pizza;
const vendorAuth = auth(tokenOf(V));

async function newOrder(vendor: string = V): Promise<Order> {
  const r = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: orderBody() });
  expect(r.status, r.raw).toBe(200);
  return r.body.order as Order;
}

const act = (orderId: string, action: string, body: object = {}, headers = vendorAuth) =>
  call(api.app, { method: 'POST', url: `/api/v1/vendors/${V}/orders/${orderId}:${action}`, payload: body, headers });

describe('GET /api/v1/vendors/{vendorId}/orders/{orderId}', () => {
  it('when read by uuid without a token, then view 2 (default) is the full order and view 1 the fulfillment', async () => {
    const o = await newOrder();
    const full = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.id}` });
    expect(full.status).toBe(200);
    expect(full.body).toEqual(o);
    const v1 = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.id}?view=1`, headers: auth(PUBLIC_TOKEN) });
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual({
      name: o.name, id: o.id, nr: o.nr, vendor: o.vendor, createTime: o.createTime, expireTime: o.expireTime,
      delivery: { pickUp: false, time: null },
      fulfillment: { state: 'RECEIVED', ts: o.fulfillment.ts, delivery: { time: null }, packaging: { time: null }, history: o.fulfillment.history },
    });
  });

  it('when read through the full resource name path or by slug, then the same order is answered', async () => {
    const o = await newOrder();
    const r = await call(api.app, { method: 'GET', url: `/api/v1/${o.name}` });
    expect(r.body.id).toBe(o.id);
    const bySlug = await call(api.app, { method: 'GET', url: `/api/v1/vendors/pizzeria-testa/orders/${o.id}?view=1` });
    expect(bySlug.body.id).toBe(o.id);
  });

  it('when read by order number, then view 1 is public but the full view needs the vendor token', async () => {
    const o = await newOrder();
    const v1 = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.nr}?view=1` });
    expect(v1.status).toBe(200);
    expect(v1.body.id).toBe(o.id);
    expect(v1.body.delivery.mobile).toBeUndefined();
    const v2 = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.nr}` });
    expect(v2.status).toBe(403);
    const vendorV2 = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.nr}`, headers: vendorAuth });
    expect(vendorV2.status).toBe(200);
    expect(vendorV2.body.delivery.mobile).toBe('+43 660 1234567');
  });

  it('when the order is unknown or belongs to another vendor, then 404; an empty order id is 400', async () => {
    const o = await newOrder();
    const other = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${IDS.cashOnly}/orders/${o.id}` });
    expect(other.status).toBe(404);
    const none = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/0c000000-0000-4000-8000-000000000000` });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toMatch(/Order .* not found/);
    const empty = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/undefined` });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Missing vendor ID or order ID');
    const badVendor = await call(api.app, { method: 'GET', url: `/api/v1/vendors/null/orders/${o.id}` });
    expect(badVendor.status).toBe(400);
    expect(badVendor.body.error.message).toBe('Invalid vendor ID');
  });
});

describe('GET /api/v1/vendors/{id}/orders', () => {
  it('when called without a token or with the public token, then 401 / 403', async () => {
    const none = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders` });
    expect(none.status).toBe(401);
    expect(none.body.error.status).toBe('UNAUTHENTICATED');
    const pub = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders`, headers: auth(PUBLIC_TOKEN) });
    expect(pub.status).toBe(403);
    expect(pub.body.error.status).toBe('PERMISSION_DENIED');
    const wrong = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders`, headers: auth(tokenOf(IDS.cashOnly)) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid vendor token');
  });

  it('when the vendor pages through its orders, then they come newest first, each once', async () => {
    const fresh = IDS.cardOnly;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(api.app, {
        method: 'POST', url: `/api/v1/vendors/${fresh}:placeOrder`,
        payload: orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }),
      });
      expect(r.status).toBe(200);
      ids.push(r.body.order.id);
    }
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const r = await call(api.app, {
        method: 'GET', url: `/api/v1/vendors/${fresh}/orders?pageSize=2${token ? `&pageToken=${token}` : ''}`, headers: auth(tokenOf(fresh)),
      });
      expect(r.status).toBe(200);
      expect(r.body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.orders.map((o: Order) => o.id));
      token = r.body.nextPageToken;
    } while (token);
    expect(seen).toEqual([...ids].reverse());
    const bad = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${fresh}/orders?pageToken=xyz`, headers: auth(tokenOf(fresh)) });
    expect(bad.status).toBe(400);
  });
});

describe('vendor-side order actions', () => {
  it('when the vendor confirms, processes, delivers and completes, then each state and event is recorded', async () => {
    const o = await newOrder();
    const eta = new Date(Date.now() + 30 * 60_000).toISOString();
    const c = await act(o.id, 'confirm', { name: o.name, delivery: { time: eta } });
    expect(c.status, c.raw).toBe(200);
    expect(c.body.fulfillment.state).toBe('ACCEPTED');
    expect(c.body.fulfillment.delivery.time).toBe(eta);
    expect((await act(o.id, 'process')).body.fulfillment.state).toBe('PROCESSING');
    expect((await act(o.id, 'deliver', { state: 'DELIVERING' })).body.fulfillment.state).toBe('DELIVERING');
    expect((await act(o.id, 'deliver')).body.fulfillment.state).toBe('DELIVERED');
    const done = await act(o.id, 'complete');
    expect(done.body.fulfillment.state).toBe('COMPLETED');
    expect(done.body.fulfillment.history.map((h: { state: string }) => h.state)).toEqual(
      ['RECEIVED', 'ACCEPTED', 'PROCESSING', 'DELIVERING', 'DELIVERED', 'COMPLETED']);
    const events = await api.tdb.db.query<{ type: string; state: string }>(
      'select type, state from vendor.order_events where order_id = $1 order by seq', [o.id]);
    expect(events.map((e) => `${e.type}:${e.state}`)).toEqual([
      'created:RECEIVED', 'state:ACCEPTED', 'state:PROCESSING', 'state:DELIVERING', 'state:DELIVERED', 'state:COMPLETED',
    ]);
    const stored = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.id}?view=1` });
    expect(stored.body.fulfillment.state).toBe('COMPLETED');
  });

  it('when a transition is illegal, then 409 and nothing changes', async () => {
    const o = await newOrder();
    const r = await act(o.id, 'complete');
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Order ${o.nr} cannot move from RECEIVED to COMPLETED`);
    expect((await act(o.id, 'cancel')).body.fulfillment.state).toBe('CANCELED');
    const again = await act(o.id, 'confirm');
    expect(again.status).toBe(409);
    const delivered = await newOrder();
    await act(delivered.id, 'deliver');
    const cancelLate = await act(delivered.id, 'cancel');
    expect(cancelLate.status).toBe(409);
  });

  it('when the same action is repeated, then it is a no-op answering the order', async () => {
    const o = await newOrder();
    await act(o.id, 'confirm');
    const again = await act(o.id, 'confirm');
    expect(again.status).toBe(200);
    expect(again.body.fulfillment.history).toHaveLength(2);
  });

  it('when the action, state or name is wrong, then 404 / 400', async () => {
    const o = await newOrder();
    expect((await act(o.id, 'teleport')).status).toBe(404);
    const badState = await act(o.id, 'process', { state: 'DELIVERED' });
    expect(badState.status).toBe(400);
    expect(badState.body.error.message).toMatch(/^state for :process must be one of PROCESSING, /);
    const badName = await act(o.id, 'confirm', { name: `vendors/${V}/orders/0c000000-0000-4000-8000-000000000000` });
    expect(badName.status).toBe(400);
    const badTime = await act(o.id, 'confirm', { delivery: { time: 'soon' } });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.message).toBe('delivery.time must be an ISO date-time or null');
  });

  it('when an action is called without the vendor token, then 401, with the public token 403', async () => {
    const o = await newOrder();
    const none = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${V}/orders/${o.id}:confirm`, payload: {} });
    expect(none.status).toBe(401);
    expect((await act(o.id, 'confirm', {}, auth(PUBLIC_TOKEN))).status).toBe(403);
    expect((await act(o.id, 'confirm', {}, auth(tokenOf(IDS.cashOnly)))).status).toBe(401);
    const unchanged = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.id}?view=1` });
    expect(unchanged.body.fulfillment.state).toBe('RECEIVED');
  });

  it('when an order is addressed by its number, then the vendor can act on it', async () => {
    const o = await newOrder();
    const r = await act(o.nr, 'confirm');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(o.id);
  });

  it('when two actions race, then exactly one transition wins and the other sees the new state', async () => {
    const o = await newOrder();
    const [a, b] = await Promise.all([act(o.id, 'confirm'), act(o.id, 'cancel')]);
    const states = [a.status, b.status].sort();
    // either confirm then cancel (both 200) or cancel first and confirm refused (200, 409)
    expect(states[0]).toBe(200);
    const final = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders/${o.id}?view=1` });
    expect(final.body.fulfillment.history.length).toBe(1 + [a, b].filter((x) => x.status === 200).length);
  });
});

describe('PATCH /api/v1/vendors/{id}/orders/{orderId}', () => {
  it('when the vendor sets delivery.time and packaging.time, then they are stored and an updated event is appended', async () => {
    const o = await newOrder();
    const d = new Date(Date.now() + 40 * 60_000).toISOString();
    const p = new Date(Date.now() + 25 * 60_000).toISOString();
    const r = await call(api.app, {
      method: 'PATCH', url: `/api/v1/vendors/${V}/orders/${o.id}?updateMask=delivery.time,packaging.time`,
      payload: { fulfillment: { delivery: { time: d }, packaging: { time: p } } }, headers: vendorAuth,
    });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.fulfillment).toMatchObject({ state: 'RECEIVED', delivery: { time: d }, packaging: { time: p } });
    const ev = await api.tdb.db.query<{ type: string }>('select type from vendor.order_events where order_id = $1 order by seq', [o.id]);
    expect(ev.map((e) => e.type)).toEqual(['created', 'updated']);
  });

  it('when updateMask is missing or names another field, then 400; state through PATCH follows the state machine', async () => {
    const o = await newOrder();
    const url = `/api/v1/vendors/${V}/orders/${o.id}`;
    const none = await call(api.app, { method: 'PATCH', url, payload: {}, headers: vendorAuth });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/updateMask is required/);
    const other = await call(api.app, { method: 'PATCH', url: `${url}?updateMask=amount.total`, payload: {}, headers: vendorAuth });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(/"amount\.total" cannot be updated/);
    const illegal = await call(api.app, { method: 'PATCH', url: `${url}?updateMask=state`, payload: { state: 'SETTLED' }, headers: vendorAuth });
    expect(illegal.status).toBe(409);
    const ok = await call(api.app, { method: 'PATCH', url: `${url}?updateMask=fulfillment.state`, payload: { fulfillment: { state: 'ACCEPTED' } }, headers: vendorAuth });
    expect(ok.status).toBe(200);
    expect(ok.body.fulfillment.state).toBe('ACCEPTED');
    const pub = await call(api.app, { method: 'PATCH', url: `${url}?updateMask=delivery.time`, payload: {}, headers: auth(PUBLIC_TOKEN) });
    expect(pub.status).toBe(403);
  });
});
