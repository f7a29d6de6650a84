/**
 * The expiry job: an order nobody confirmed is cancelled at its expireTime with reason NOT_CONFIRMED — exactly once,
 * with two app instances (two "nodes", on PostgreSQL each with its own connection pool) on one database racing for
 * the same orders. Confirmed orders and orders not yet due are left alone; the customer's tracking shows it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { createTestDb, testConfig, type TestDb } from '../test-helpers.ts';
import { call, customerIp, IDS, orderBody, seedVendors } from '../vendor-api/test-fixtures.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { expireOrders, ExpiryJob } from './expiry.ts';

let tdb: TestDb;
let secondDb: Db | null = null;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const clock: { now: Date | null } = { now: null };
const now = () => clock.now ?? new Date();

beforeAll(async () => {
  tdb = await createTestDb();
  await seedVendors(tdb);
  secondDb = tdb.url ? await openDb({ databaseUrl: tdb.url, poolSize: 4 }) : null;
  nodeA = await buildApp({ config: testConfig(), db: tdb.db, now });
  nodeB = await buildApp({ config: testConfig(), db: secondDb ?? tdb.db, now });
  await Promise.all([nodeA.ready(), nodeB.ready()]);
});
afterAll(async () => {
  await nodeA.close();
  await nodeB.close();
  await secondDb?.close();
  await tdb.close();
});

const ctxOf = (app: FastifyInstance) => {
  const h = vendorApiHandle(app);
  if (!h) throw new Error('no vendor API');
  return h.ctx;
};
const place = async (app: FastifyInstance, vendorId: string = IDS.pizza) => {
  const r = await call(app, { method: 'POST', url: `/api/v1/vendors/${vendorId}:placeOrder`, payload: orderBody(), remoteAddress: customerIp() });
  expect(r.status).toBe(200);
  return { ...(r.body.order as { id: string; nr: string; expireTime: string }), vendorId };
};
const eventsOf = async (id: string) =>
  (await tdb.db.query<{ state: string }>('select state from vendor.order_events where order_id = $1::uuid order by seq', [id])).map((r) => r.state);

describe('order expiry', () => {
  it('when unconfirmed orders pass their expireTime and both nodes expire at once, then each is cancelled once with one event', async () => {
    clock.now = new Date('2026-03-02T10:00:00.000Z');
    const orders = [
      await place(nodeA), await place(nodeB), await place(nodeA, IDS.cashOnly), await place(nodeB, IDS.deliveryOnly),
      await place(nodeA), await place(nodeB),
    ];
    // the demo vendors are open without hours: expireTime = placement + 15 min (spec 1 §9)
    expect(orders[0]?.expireTime).toBe('2026-03-02T10:15:00.000Z');
    const accepted = await place(nodeA);
    const confirm = await call(nodeA, {
      method: 'POST', url: `/api/v1/vendors/${IDS.pizza}/orders/${accepted.id}:confirm`, headers: { authorization: `Bearer secret-${IDS.pizza}` }, payload: {},
    });
    expect(confirm.status).toBe(200);

    clock.now = new Date('2026-03-02T10:14:59.000Z');
    expect(await expireOrders(ctxOf(nodeA))).toEqual([]);

    clock.now = new Date('2026-03-02T10:15:00.000Z');
    const [a, b, c] = await Promise.all([expireOrders(ctxOf(nodeA)), expireOrders(ctxOf(nodeB)), expireOrders(ctxOf(nodeA))]);
    const all = [...a, ...b, ...c].sort();
    expect(all).toEqual(orders.map((o) => o.id).sort());

    for (const o of orders) {
      expect(await eventsOf(o.id)).toEqual(['RECEIVED', 'CANCELED']);
      const t = await call(nodeB, { url: `/api/v1/vendors/${o.vendorId}/orders/${o.id}?view=1` });
      expect(t.body.fulfillment).toMatchObject({ state: 'CANCELED', ts: '2026-03-02T10:15:00.000Z', cancellation: { reason: 'NOT_CONFIRMED', by: 'system' } });
      expect(t.body.fulfillment.history.map((h: { state: string }) => h.state)).toEqual(['RECEIVED', 'CANCELED']);
    }
    expect(await eventsOf(accepted.id)).toEqual(['RECEIVED', 'ACCEPTED']);
    // a later run finds nothing more
    expect(await expireOrders(ctxOf(nodeB))).toEqual([]);
  });

  it('when many runs of both nodes race over many orders, then every order has exactly one CANCELED event', async () => {
    clock.now = new Date('2026-03-03T10:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await place(i % 2 ? nodeA : nodeB, i % 3 ? IDS.pizza : IDS.cashOnly)).id);
    clock.now = new Date('2026-03-03T10:20:00.000Z');
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => expireOrders(ctxOf(i % 2 ? nodeA : nodeB))));
    expect(runs.flat().sort()).toEqual([...ids].sort());
    const rows = await tdb.db.query<{ n: string | number }>(
      `select count(*) as n from vendor.order_events where order_id = any($1::uuid[]) and state = 'CANCELED'`,
      [ids],
    );
    expect(Number(rows[0]?.n)).toBe(12);
  });

  it("when a customer follows the order, then the cancellation arrives as an event on the other node's poll", async () => {
    clock.now = new Date('2026-03-04T10:00:00.000Z');
    const o = await place(nodeA);
    const poll = call(nodeB, { url: `/api/v1/vendors/${IDS.pizza}/orders:poll?orderId=${o.id}&timeout=10` });
    await new Promise((r) => setTimeout(r, 200));
    clock.now = new Date('2026-03-04T10:15:00.000Z');
    await expireOrders(ctxOf(nodeA));
    const page = await poll;
    expect(page.body.events.map((e: { state: string }) => e.state)).toEqual(['CANCELED']);
  });

  it('when the job runs on its timer, then an expired order is cancelled without a call', async () => {
    clock.now = new Date('2026-03-05T10:00:00.000Z');
    const o = await place(nodeA);
    clock.now = new Date('2026-03-05T11:00:00.000Z');
    const job = new ExpiryJob(ctxOf(nodeB), 50);
    job.start();
    try {
      await expect.poll(async () => eventsOf(o.id), { timeout: 5000 }).toEqual(['RECEIVED', 'CANCELED']);
    } finally {
      await job.stop();
    }
    clock.now = null;
  });
});
