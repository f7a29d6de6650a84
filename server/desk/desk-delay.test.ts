/**
 * Delays from the desk (issue 28): +10 or +20 minutes on an accepted order or one in preparation move both estimates
 * (computed here by hand), add up in fulfillment.delay, append one order event of the kind 'delayed' and call the
 * order-event hooks with it; other states are 409, other minutes 400; an actionId is applied once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBasic } from '../../src/domain/wire/order.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
const hooked: { orderId: string; type: string }[] = [];
beforeAll(async () => {
  api = await createDeskApi();
  desk = await api.desk(IDS.pizza);
  vendorApiHandle(api.app)?.ctx.onOrderEvent.push((e) => hooked.push({ orderId: e.orderId, type: e.type }));
});
afterAll(async () => {
  api.clock.now = null;
  await api.close();
});

const T0 = new Date('2026-03-02T11:00:00.000Z');
const tracking = async (id: string) => (await api.as(null, { url: `/api/v1/vendors/${IDS.pizza}/orders/${id}?view=1` })).body as OrderBasic;
const eventTypes = async (id: string) =>
  (await api.tdb.db.query<{ type: string }>('select type from vendor.order_events where order_id = $1::uuid order by seq', [id])).map((r) => r.type);
const post = (payload: Record<string, unknown>) => api.as(desk.token, { method: 'POST', url: '/api/v1/desk/actions', payload });

/** A delivery order accepted at 11:00 with 20 minutes: ready 11:20, delivered 11:45 (vendor "25-40": 25 min travel). */
async function acceptedAt11(body = orderBody()) {
  api.clock.now = T0;
  const o = await api.place(IDS.pizza, body);
  expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 })).status).toBe(200);
  return o;
}

describe('delaying an accepted order', () => {
  it('when +10 then +20 at 11:05, then ready 11:20→11:30→11:50 and delivery 11:45→11:55→12:15, 30 min in all, two delayed events', async () => {
    const o = await acceptedAt11();
    api.clock.now = new Date('2026-03-02T11:05:00.000Z');
    const a = await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    expect(a.status, a.raw).toBe(200);
    expect(a.body.order.fulfillment).toMatchObject({
      state: 'ACCEPTED', packaging: { time: '2026-03-02T11:30:00.000Z' }, delivery: { time: '2026-03-02T11:55:00.000Z' },
      delay: { minutes: 10, ts: '2026-03-02T11:05:00.000Z' },
    });
    const b = await api.act(desk.token, o.id, 'delay', { delayMinutes: 20 });
    expect(b.status).toBe(200);
    const t = await tracking(o.id);
    expect(t.fulfillment.state).toBe('ACCEPTED');
    expect(t.fulfillment.packaging?.time).toBe('2026-03-02T11:50:00.000Z');
    expect(t.fulfillment.delivery?.time).toBe('2026-03-02T12:15:00.000Z');
    expect(t.fulfillment.delay).toEqual({ minutes: 30, ts: '2026-03-02T11:05:00.000Z' });
    // the delay is not a state change: the history still ends with ACCEPTED
    expect(t.fulfillment.history?.map((h) => h.state)).toEqual(['RECEIVED', 'ACCEPTED']);
    expect(await eventTypes(o.id)).toEqual(['created', 'state', 'delayed', 'delayed']);
    expect(hooked.filter((h) => h.orderId === o.id).map((h) => h.type)).toEqual(['created', 'state', 'delayed', 'delayed']);
  });

  it('when the order is in preparation, then it can be delayed too', async () => {
    const o = await acceptedAt11();
    await api.act(desk.token, o.id, 'start');
    const r = await api.act(desk.token, o.id, 'delay', { delayMinutes: 20 });
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment).toMatchObject({
      state: 'PROCESSING', packaging: { time: '2026-03-02T11:40:00.000Z' }, delivery: { time: '2026-03-02T12:05:00.000Z' },
    });
  });

  it('when a pickup ready at 11:15 is delayed by 10, then it is ready at 11:25 and still has no delivery time', async () => {
    api.clock.now = T0;
    const o = await api.place(IDS.pizza, orderBody({ delivery: pickupDelivery }));
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 15 });
    const r = await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment.packaging.time).toBe('2026-03-02T11:25:00.000Z');
    expect(r.body.order.fulfillment.delivery?.time ?? null).toBeNull();
  });
});

describe('refused delays', () => {
  it('when the order is not accepted yet, ready, on the way or cancelled, then 409 says which states can be delayed', async () => {
    api.clock.now = null;
    const o = await api.place(IDS.pizza);
    const msg = (state: string) => `Order ${o.nr} is ${state}: only an accepted order or one in preparation (ACCEPTED, PROCESSING) can be delayed`;
    let r = await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    expect([r.status, r.body.error.message]).toEqual([409, msg('RECEIVED')]);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 10 });
    await api.act(desk.token, o.id, 'start');
    await api.act(desk.token, o.id, 'ready');
    r = await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    expect([r.status, r.body.error.message]).toEqual([409, msg('PROCESSED')]);
    await api.act(desk.token, o.id, 'handover');
    r = await api.act(desk.token, o.id, 'delay', { delayMinutes: 20 });
    expect([r.status, r.body.error.message]).toEqual([409, msg('SHIPPING')]);
    const c = await api.place(IDS.pizza);
    await api.act(desk.token, c.id, 'refuse', { reason: 'too_busy' });
    r = await api.act(desk.token, c.id, 'delay', { delayMinutes: 10 });
    expect([r.status, r.body.error.message]).toEqual([409, `Order ${c.nr} is CANCELED: only an accepted order or one in preparation (ACCEPTED, PROCESSING) can be delayed`]);
    expect(await eventTypes(o.id)).not.toContain('delayed');
  });

  it('when the minutes are not 10 or 20 or missing, then 400 names the field and nothing changes', async () => {
    const o = await acceptedAt11();
    const base = { actionId: randomUUID(), orderId: o.id, action: 'delay' };
    const cases: [Record<string, unknown>, string][] = [
      [base, 'Invalid request: delayMinutes: is required to delay (one of 10, 20)'],
      [{ ...base, delayMinutes: 15 }, 'Invalid request: delayMinutes: must be one of 10, 20'],
      [{ ...base, delayMinutes: -10 }, 'Invalid request: delayMinutes: must be one of 10, 20'],
      [{ ...base, delayMinutes: '10' }, 'Invalid request: delayMinutes: must be one of 10, 20'],
      [{ ...base, delayMinutes: 30 }, 'Invalid request: delayMinutes: must be one of 10, 20'],
    ];
    for (const [payload, message] of cases) {
      const r = await post(payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    expect((await tracking(o.id)).fulfillment.delivery?.time).toBe('2026-03-02T11:45:00.000Z');
    expect(await eventTypes(o.id)).toEqual(['created', 'state']);
  });
});

describe('a delay queued offline (actionId)', () => {
  it('when the same delay arrives twice, also at once, then the time moves once and both answers are the same', async () => {
    const o = await acceptedAt11();
    const payload = { actionId: randomUUID(), orderId: o.id, action: 'delay', delayMinutes: 10 };
    const [a, b] = await Promise.all([post(payload), post(payload)]);
    const c = await post(payload);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.raw).toBe(a.raw);
    expect(c.raw).toBe(a.raw);
    expect((await tracking(o.id)).fulfillment.delivery?.time).toBe('2026-03-02T11:55:00.000Z');
    expect(await eventTypes(o.id)).toEqual(['created', 'state', 'delayed']);
  });

  it('when a delay is replayed after a second delay, then the first answer comes back and the time does not move again', async () => {
    const o = await acceptedAt11();
    const payload = { actionId: randomUUID(), orderId: o.id, action: 'delay', delayMinutes: 20 };
    const first = await post(payload);
    await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    const again = await post(payload);
    expect(again.raw).toBe(first.raw);
    expect((await tracking(o.id)).fulfillment.delivery?.time).toBe('2026-03-02T12:15:00.000Z');
  });

  it('when a delay actionId is reused for another action, then 422', async () => {
    const o = await acceptedAt11();
    const actionId = randomUUID();
    await post({ actionId, orderId: o.id, action: 'delay', delayMinutes: 10 });
    const r = await post({ actionId, orderId: o.id, action: 'start' });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/already used for another action/);
  });

  it('when a refused delay (409) is sent again with the same id after the order was accepted, then it is decided again, once', async () => {
    api.clock.now = T0;
    const o = await api.place(IDS.pizza);
    const payload = { actionId: randomUUID(), orderId: o.id, action: 'delay', delayMinutes: 20 };
    expect((await post(payload)).status).toBe(409);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 });
    const r = await post(payload);
    expect(r.status).toBe(200);
    expect(r.body.order.fulfillment.delivery.time).toBe('2026-03-02T12:05:00.000Z');
    expect((await post(payload)).raw).toBe(r.raw);
    expect(await eventTypes(o.id)).toEqual(['created', 'state', 'delayed']);
  });

  it("when the order is unknown or another restaurant's, then 404 and no action is kept", async () => {
    const unknown = await api.act(desk.token, '0b000000-0000-4000-8000-0000000000ff', 'delay', { delayMinutes: 10 });
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'Order "0b000000-0000-4000-8000-0000000000ff" not found']);
    const other = await api.desk(IDS.pickupOnly);
    const o = await acceptedAt11();
    const r = await api.act(other.token, o.id, 'delay', { delayMinutes: 10 });
    expect(r.status).toBe(404);
    expect((await tracking(o.id)).fulfillment.delivery?.time).toBe('2026-03-02T11:45:00.000Z');
    const kept = await api.tdb.db.query("select 1 from vendor.desk_actions where action = 'delay' and answer = 'null'::jsonb");
    expect(kept).toEqual([]);
  });
});
