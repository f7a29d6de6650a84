/**
 * Desk actions: every transition of a delivery and a pickup order, the estimate the customer's tracking shows after
 * accepting, refusals with a reason, illegal moves (409 with the order API's message), actionId replays and precise
 * 400s for bad bodies.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBasic } from '../../src/domain/wire/order.ts';
import { IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
beforeAll(async () => {
  api = await createDeskApi();
  desk = await api.desk(IDS.pizza);
});
afterAll(async () => {
  await api.close();
});

const T0 = new Date('2026-03-02T11:00:00.000Z');
const tracking = async (id: string) => (await api.as(null, { url: `/api/v1/vendors/${IDS.pizza}/orders/${id}?view=1` })).body as OrderBasic;
const events = async (id: string) =>
  (await api.tdb.db.query<{ state: string }>('select state from vendor.order_events where order_id = $1::uuid order by seq', [id])).map((r) => r.state);

describe('desk actions on a delivery order', () => {
  it('when accepted with 20 minutes at 12:00, then the tracking shows ACCEPTED, ready 12:20 and delivery 12:45 (vendor "25-40")', async () => {
    api.clock.now = T0;
    const o = await api.place(IDS.pizza);
    const r = await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 });
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment).toMatchObject({
      state: 'ACCEPTED', packaging: { time: '2026-03-02T11:20:00.000Z' }, delivery: { time: '2026-03-02T11:45:00.000Z' },
    });
    const t = await tracking(o.id);
    expect(t.fulfillment.state).toBe('ACCEPTED');
    expect(t.fulfillment.delivery?.time).toBe('2026-03-02T11:45:00.000Z');
    api.clock.now = null;
  });

  it('when start, ready, handover and delivered follow, then each state is stored once, in order', async () => {
    const o = await api.place(IDS.pizza);
    for (const [action, state] of [['accept', 'ACCEPTED'], ['start', 'PROCESSING'], ['ready', 'PROCESSED'], ['handover', 'SHIPPING'], ['delivered', 'DELIVERED']] as const) {
      const r = await api.act(desk.token, o.id, action, action === 'accept' ? { prepMinutes: 15 } : {});
      expect(r.status, action).toBe(200);
      expect(r.body.order.fulfillment.state).toBe(state);
    }
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED', 'PROCESSING', 'PROCESSED', 'SHIPPING', 'DELIVERED']);
    expect((await tracking(o.id)).fulfillment.state).toBe('DELIVERED');
  });

  it('when refused as too busy, then the order is CANCELED by the vendor with that reason', async () => {
    const o = await api.place(IDS.pizza);
    const r = await api.act(desk.token, o.id, 'refuse', { reason: 'too_busy' });
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment.state).toBe('CANCELED');
    expect((await tracking(o.id)).fulfillment.cancellation).toEqual({ reason: 'too_busy', by: 'vendor' });
  });

  it('when a step is illegal, then 409 with the order API message and nothing changes', async () => {
    const o = await api.place(IDS.pizza);
    const early = await api.act(desk.token, o.id, 'ready');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(`Order ${o.nr} cannot move from RECEIVED to PROCESSED: accept it first`);
    expect((await api.act(desk.token, o.id, 'pickedUp')).body.error.message).toBe(
      `Order ${o.nr} is a delivery order: hand it to the courier (handover), then mark it delivered`,
    );
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 10 });
    await api.act(desk.token, o.id, 'start');
    const back = await api.act(desk.token, o.id, 'accept', { prepMinutes: 10 });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe(`Order ${o.nr} cannot move from PROCESSING to ACCEPTED`);
    await api.act(desk.token, o.id, 'refuse', { reason: 'other' });
    const dead = await api.act(desk.token, o.id, 'start');
    expect(dead.status).toBe(409);
    expect(dead.body.error.message).toBe(`Order ${o.nr} cannot move from CANCELED to PROCESSING`);
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED', 'PROCESSING', 'CANCELED']);
  });

  it('when the same state is asked again with a new actionId, then 200 and no second event', async () => {
    const o = await api.place(IDS.pizza);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 30 });
    const actionId = randomUUID();
    const payload = { actionId, orderId: o.id, action: 'accept', prepMinutes: 45 };
    const again = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload });
    expect(again.status).toBe(200);
    expect(again.body.order.fulfillment.state).toBe('ACCEPTED');
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED']);
    // a no-op answer is replayed byte for byte too
    expect((await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload })).raw).toBe(again.raw);
  });
});

describe('desk actions on a pickup order', () => {
  it('when accepted, started, ready and picked up, then DELIVERED; handover is refused', async () => {
    const o = await api.place(IDS.pizza, orderBody({ delivery: pickupDelivery }));
    api.clock.now = T0;
    const acc = await api.act(desk.token, o.id, 'accept', { prepMinutes: 15 });
    api.clock.now = null;
    expect(acc.body.order.fulfillment.packaging.time).toBe('2026-03-02T11:15:00.000Z');
    await api.act(desk.token, o.id, 'start');
    await api.act(desk.token, o.id, 'ready');
    const hand = await api.act(desk.token, o.id, 'handover');
    expect(hand.status).toBe(409);
    expect(hand.body.error.message).toMatch(/is a pickup order/);
    const got = await api.act(desk.token, o.id, 'pickedUp');
    expect(got.status).toBe(200);
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED', 'PROCESSING', 'PROCESSED', 'DELIVERED']);
  });
});

describe('actionId idempotency', () => {
  it('when an action is replayed after later changes, then the first answer comes back and nothing changes again', async () => {
    const o = await api.place(IDS.pizza);
    const actionId = randomUUID();
    const first = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: { actionId, orderId: o.id, action: 'accept', prepMinutes: 20 } });
    await api.act(desk.token, o.id, 'start');
    const replay = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: { actionId, orderId: o.id, action: 'accept', prepMinutes: 20 } });
    expect(replay.status).toBe(200);
    expect(replay.raw).toBe(first.raw);
    expect(replay.body.order.fulfillment.state).toBe('ACCEPTED');
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED', 'PROCESSING']);
  });

  it('when the same actionId arrives twice at once, then one change and the same answer twice', async () => {
    const o = await api.place(IDS.pizza);
    const payload = { actionId: randomUUID(), orderId: o.id, action: 'accept', prepMinutes: 10 };
    const [a, b] = await Promise.all([0, 1].map(() => api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload })));
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.raw).toBe(b?.raw);
    expect(await events(o.id)).toEqual(['RECEIVED', 'ACCEPTED']);
  });

  it('when an actionId is reused for another action, then 422', async () => {
    const o = await api.place(IDS.pizza);
    const actionId = randomUUID();
    await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: { actionId, orderId: o.id, action: 'accept', prepMinutes: 10 } });
    const r = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: { actionId, orderId: o.id, action: 'start' } });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/already used for another action/);
  });

  it('when a refused (409) action is sent again later with the same id, then it is decided again', async () => {
    const o = await api.place(IDS.pizza);
    const payload = { actionId: randomUUID(), orderId: o.id, action: 'start' };
    expect((await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload })).status).toBe(409);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 10 });
    const r = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload });
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment.state).toBe('PROCESSING');
  });
});

describe('bad bodies', () => {
  const post = (payload: unknown) => api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: payload as object });
  it('when a field is wrong or missing, then 400 names it', async () => {
    const o = await api.place(IDS.pizza);
    const base = { actionId: randomUUID(), orderId: o.id };
    const cases: [unknown, string][] = [
      [{ ...base, action: 'accept' }, 'Invalid request: prepMinutes: is required to accept (one of 10, 15, 20, 30, 45)'],
      [{ ...base, action: 'accept', prepMinutes: 25 }, 'Invalid request: prepMinutes: must be one of 10, 15, 20, 30, 45'],
      [{ ...base, action: 'refuse' }, 'Invalid request: reason: is required to refuse (too_busy, closing_soon, sold_out, outside_area or other)'],
      [{ ...base, action: 'refuse', reason: 'lazy' }, 'Invalid request: reason: must be one of too_busy, closing_soon, sold_out, outside_area, other'],
      [{ ...base, action: 'cook' }, 'Invalid request: action: must be one of accept, refuse, start, ready, handover, delivered, pickedUp, delay'],
      [{ ...base, actionId: 'x1', action: 'start' }, 'Invalid request: actionId: must be a uuid'],
      [{ actionId: randomUUID(), action: 'start' }, 'Invalid request: orderId: is required'],
    ];
    for (const [payload, message] of cases) {
      const r = await post(payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    expect(await events(o.id)).toEqual(['RECEIVED']);
  });

  it('when the body is not JSON or too large, then 400 / 413', async () => {
    const bad = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload: '{"actionId":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Malformed JSON body');
    const big = await post({ actionId: randomUUID(), orderId: randomUUID(), action: 'start', pad: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });
});

describe('courier link', () => {
  it('when the desk asks for the courier link of its delivery order, then a fresh /delivery/<token> opens that order and the previous link stops', async () => {
    const o = await api.place(IDS.pizza);
    const ask = () => api.as(desk.token, { method: 'POST', url: `/api/v1/desk/orders/${o.id}/courier-link` });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ url: expect.stringMatching(/^\/delivery\/[A-Za-z0-9_-]{43}$/) as string, expiresAt: null });
    const token = (first.body as { url: string }).url.slice('/delivery/'.length);
    const view = await api.as(null, { url: `/api/v1/delivery/${token}` });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).toContain(o.nr);
    const second = await ask();
    expect(second.body.url).not.toBe(first.body.url);
    expect((await api.as(null, { url: `/api/v1/delivery/${token}` })).status).toBe(404);
  });

  it('when the order is a pickup or the id is no uuid, then 409 / 400', async () => {
    const p = await api.place(IDS.pizza, orderBody({ delivery: pickupDelivery }));
    const r = await api.as(desk.token, { method: 'POST', url: `/api/v1/desk/orders/${p.id}/courier-link` });
    expect([r.status, r.body.error.message]).toEqual([409, `Order ${p.nr} is picked up by the customer and has no courier`]);
    const bad = await api.as(desk.token, { method: 'POST', url: '/api/v1/desk/orders/100001/courier-link' });
    expect([bad.status, bad.body.error.message]).toEqual([400, 'orderId must be a uuid']);
  });
});
