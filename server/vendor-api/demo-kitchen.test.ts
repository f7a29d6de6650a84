/**
 * Demo kitchen: the schedule (pure) and the running kitchen advancing real orders with a high speed factor,
 * rebuilding its timers from the database after a restart and stopping on close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { buildApp } from '../app.ts';
import { createTestDb, testConfig, type TestDb } from '../test-helpers.ts';
import { nextKitchenStep } from './demo-kitchen.ts';
import { vendorApiHandle } from './routes.ts';
import { IDS, call, orderBody, pickupDelivery, seedVendors } from './test-fixtures.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function order(over: Partial<Order> = {}, f: Partial<Order['fulfillment']> = {}): Order {
  const t = '2025-06-04T10:00:00.000Z';
  return {
    name: 'vendors/v/orders/o', id: '00000000-0000-4000-8000-0000000000aa', nr: '100001', vendor: 'vendors/v', requestId: 'r',
    createTime: t, expireTime: t,
    delivery: { label: 'A', pickUp: false, mobile: '1', email: 'a@b.at', time: null },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 10, charges: [], discounts: [], total: 10, vat: [] },
    lines: [],
    ...over,
    fulfillment: { state: 'RECEIVED', ts: t, delivery: { time: null }, packaging: { time: null }, history: [], ...f },
  };
}

describe('nextKitchenStep (schedule)', () => {
  const t0 = Date.parse('2025-06-04T10:00:00.000Z');

  it('when an ASAP delivery order is received, then it is accepted within a minute with an estimate near the vendor time', () => {
    const s = nextKitchenStep(order(), 1, '30-40')!;
    expect(s.to).toBe('ACCEPTED');
    expect(s.at - t0).toBeGreaterThanOrEqual(18_000);
    expect(s.at - t0).toBeLessThanOrEqual(54_000);
    const eta = Date.parse(s.deliveryTime!) - s.at;
    expect(eta).toBeGreaterThanOrEqual(33 * 60_000);
    expect(eta).toBeLessThanOrEqual(37 * 60_000);
    expect(Date.parse(s.packagingTime!)).toBeLessThan(Date.parse(s.deliveryTime!));
  });

  it('when the speed factor is 60, then every delay is 60 times shorter', () => {
    const slow = nextKitchenStep(order(), 1, '30-40')!;
    const fast = nextKitchenStep(order(), 60, '30-40')!;
    expect(fast.at - t0).toBeCloseTo((slow.at - t0) / 60, 0);
  });

  it('when a pre-order is received, then the requested time is kept and cooking waits until shortly before it', () => {
    const requested = '2025-06-04T18:30:00.000Z';
    const s = nextKitchenStep(order({ delivery: { label: 'A', pickUp: false, mobile: '1', email: 'a@b.at', time: requested } }), 1)!;
    expect(s.deliveryTime).toBe(requested);
    const accepted = order(
      { delivery: { label: 'A', pickUp: false, mobile: '1', email: 'a@b.at', time: requested } },
      { state: 'ACCEPTED', ts: new Date(s.at).toISOString(), delivery: { time: s.deliveryTime! }, packaging: { time: s.packagingTime! } },
    );
    const p = nextKitchenStep(accepted, 1)!;
    expect(p.to).toBe('PROCESSING');
    expect(p.at).toBe(Date.parse(s.packagingTime!) - 15 * 60_000);
  });

  it('when a pickup order is being processed, then it becomes PROCESSED at its packaging time, then DELIVERED and COMPLETED', () => {
    const pickup = { label: 'A', pickUp: true, mobile: '1', email: 'a@b.at', time: null };
    const ready = '2025-06-04T10:20:00.000Z';
    const p = nextKitchenStep(order({ delivery: pickup }, { state: 'PROCESSING', ts: '2025-06-04T10:05:00.000Z', packaging: { time: ready } }), 1)!;
    expect(p).toEqual({ to: 'PROCESSED', at: Date.parse(ready) });
    expect(nextKitchenStep(order({ delivery: pickup }, { state: 'PROCESSED', ts: ready }), 1)!.to).toBe('DELIVERED');
    expect(nextKitchenStep(order({ delivery: pickup }, { state: 'DELIVERED', ts: ready }), 1)!.to).toBe('COMPLETED');
    expect(nextKitchenStep(order({}, { state: 'COMPLETED' }), 1)).toBeNull();
    expect(nextKitchenStep(order({}, { state: 'CANCELED' }), 1)).toBeNull();
  });

  it('when a delivery order is out for delivery, then it is delivered around its estimate', () => {
    const eta = '2025-06-04T10:40:00.000Z';
    const s = nextKitchenStep(order({}, { state: 'DELIVERING', ts: '2025-06-04T10:30:00.000Z', delivery: { time: eta } }), 1)!;
    expect(s.to).toBe('DELIVERED');
    expect(Math.abs(s.at - Date.parse(eta))).toBeLessThanOrEqual(2 * 60_000);
  });
});

describe('the running demo kitchen', () => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await createTestDb();
    await seedVendors(tdb);
  });
  afterAll(async () => {
    await tdb.close();
  });

  async function waitForState(app: Awaited<ReturnType<typeof buildApp>>, id: string, state: string, ms = 20_000): Promise<Order> {
    const deadline = Date.now() + ms;
    for (;;) {
      const r = await call(app, { method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders/${id}` });
      if (r.body.fulfillment.state === state) return r.body as Order;
      if (Date.now() > deadline) throw new Error(`order stuck in ${r.body.fulfillment.state}, wanted ${state}`);
      await sleep(100);
    }
  }

  it('when orders are placed with a speed factor of 1200, then delivery and pickup orders run through every state to COMPLETED', async () => {
    const app = await buildApp({ config: testConfig({ DEMO_KITCHEN: '1', DEMO_KITCHEN_SPEED: '1200' }), db: tdb.db });
    await app.ready();
    try {
      const d = await call(app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody() });
      const p = await call(app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({ delivery: pickupDelivery }) });
      expect(d.status).toBe(200);
      expect(p.status).toBe(200);
      const delivered = await waitForState(app, d.body.order.id, 'COMPLETED');
      expect(delivered.fulfillment.history!.map((h) => h.state)).toEqual(
        ['RECEIVED', 'ACCEPTED', 'PROCESSING', 'SHIPPING', 'DELIVERING', 'DELIVERED', 'COMPLETED']);
      expect(delivered.fulfillment.delivery?.time).toBeTruthy();
      const deliveredAt = Date.parse(delivered.fulfillment.history!.find((h) => h.state === 'DELIVERED')!.ts);
      // around the estimate: ±2 minutes / 1200 = ±100 ms, plus timer lag on a busy machine
      const eta = Date.parse(delivered.fulfillment.delivery!.time!);
      expect(deliveredAt).toBeGreaterThanOrEqual(eta - 100 - 20);
      expect(deliveredAt).toBeLessThanOrEqual(eta + 100 + 1500);
      const picked = await waitForState(app, p.body.order.id, 'COMPLETED');
      expect(picked.fulfillment.history!.map((h) => h.state)).toEqual(
        ['RECEIVED', 'ACCEPTED', 'PROCESSING', 'PROCESSED', 'DELIVERED', 'COMPLETED']);
      expect(picked.fulfillment.packaging?.time).toBeTruthy();
      const events = await tdb.db.query('select 1 from vendor.order_events where order_id = $1', [d.body.order.id]);
      expect(events).toHaveLength(7);
    } finally {
      await app.close();
    }
    expect(vendorApiHandle(app)!.kitchen!.pending).toBe(0);
  });

  it('when the server restarts, then the kitchen picks up orders placed before from the database', async () => {
    const off = await buildApp({ config: testConfig({ DEMO_KITCHEN: '0' }), db: tdb.db });
    const r = await call(off, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody() });
    expect(r.status).toBe(200);
    await sleep(300);
    expect((await call(off, { method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders/${r.body.order.id}?view=1` })).body.fulfillment.state).toBe('RECEIVED');
    await off.close();
    const on = await buildApp({ config: testConfig({ DEMO_KITCHEN: '1', DEMO_KITCHEN_SPEED: '1200' }), db: tdb.db });
    await on.ready();
    try {
      const done = await waitForState(on, r.body.order.id, 'COMPLETED');
      expect(done.fulfillment.history![1]!.state).toBe('ACCEPTED');
    } finally {
      await on.close();
    }
  });

  it('when DEMO_KITCHEN is off, then orders stay RECEIVED', async () => {
    const off = await buildApp({ config: testConfig({ DEMO_KITCHEN: '0' }), db: tdb.db });
    try {
      const r = await call(off, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody() });
      await sleep(500);
      const g = await call(off, { method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders/${r.body.order.id}?view=1` });
      expect(g.body.fulfillment.state).toBe('RECEIVED');
      expect(vendorApiHandle(off)!.kitchen).toBeNull();
    } finally {
      await off.close();
    }
  });
});
