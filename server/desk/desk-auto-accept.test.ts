/**
 * Issue 32 part C — auto-accept: off by default; switched on, a new order is accepted with the default preparation
 * time as the normal ACCEPTED order event (fulfillment.autoAccepted), exactly once with two app instances ("nodes",
 * on PostgreSQL each with its own pool) on one database racing for the same orders; the restaurant may refuse within
 * 60 s of the auto-accept, not after.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { createTestDb, testConfig, type TestDb } from '../test-helpers.ts';
import { call, customerIp, IDS, orderBody, seedVendors } from '../vendor-api/test-fixtures.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { autoAcceptOrder, autoAcceptWaiting, writeDeskSettings } from './auto-accept.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

describe('auto-accept with two nodes on one database', () => {
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
    return r.body.order as { id: string; nr: string };
  };
  const eventsOf = async (id: string) =>
    (await tdb.db.query<{ state: string }>('select state from vendor.order_events where order_id = $1::uuid order by seq', [id])).map((r) => r.state);
  const settled = () => Promise.all([nodeA.deskJobs.autoAccept.settled(), nodeB.deskJobs.autoAccept.settled()]);

  it('when auto-accept is off (the default), then a new order waits for the desk', async () => {
    clock.now = new Date('2026-03-02T10:00:00.000Z');
    const o = await place(nodeA);
    await settled();
    expect(await eventsOf(o.id)).toEqual(['RECEIVED']);
    expect(await autoAcceptWaiting(ctxOf(nodeB))).toEqual([]);
  });

  it('when orders wait and both nodes sweep at once several times, then each is accepted once, with one ACCEPTED event', async () => {
    clock.now = new Date('2026-03-02T11:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await place(i % 2 ? nodeA : nodeB, i % 3 ? IDS.pizza : IDS.cashOnly)).id);
    await settled();
    // switched on "before" these orders (as if the node that took them stopped before it could accept them)
    for (const v of [IDS.pizza, IDS.cashOnly]) await writeDeskSettings(ctxOf(nodeA), v, { autoAccept: true, prepMinutes: 15 });
    await tdb.db.query(`update vendor.desk_settings set auto_accept_since = '2026-03-02T10:30:00Z'`);
    clock.now = new Date('2026-03-02T11:01:00.000Z');
    const runs = await Promise.all([
      autoAcceptWaiting(ctxOf(nodeA)), autoAcceptWaiting(ctxOf(nodeB)), autoAcceptWaiting(ctxOf(nodeA)), autoAcceptWaiting(ctxOf(nodeB)),
    ]);
    expect(runs.flat().sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await eventsOf(id)).toEqual(['RECEIVED', 'ACCEPTED']);
    // one order, both nodes at once: one of them accepts
    const o = await place(nodeA);
    await settled();
    expect(await eventsOf(o.id)).toEqual(['RECEIVED', 'ACCEPTED']); // the node that took it did at once
    expect(await Promise.all([autoAcceptOrder(ctxOf(nodeA), IDS.pizza, o.id), autoAcceptOrder(ctxOf(nodeB), IDS.pizza, o.id)])).toEqual([false, false]);
    expect(await eventsOf(o.id)).toEqual(['RECEIVED', 'ACCEPTED']);
    // the accept is the desk's: 15 minutes preparation, delivery = that + 25 min (vendor "25-40"), marked automatic
    const t = await call(nodeB, { url: `/api/v1/vendors/${IDS.pizza}/orders/${o.id}?view=1` });
    expect(t.body.fulfillment).toMatchObject({
      state: 'ACCEPTED', ts: '2026-03-02T11:01:00.000Z', autoAccepted: true,
      packaging: { time: '2026-03-02T11:16:00.000Z' }, delivery: { time: '2026-03-02T11:41:00.000Z' },
    });
    for (const v of [IDS.pizza, IDS.cashOnly]) await writeDeskSettings(ctxOf(nodeA), v, { autoAccept: false, prepMinutes: 15 });
  });

  it('when many new orders are placed on both nodes while each node also sweeps, then every order has exactly one ACCEPTED event', async () => {
    clock.now = new Date('2026-03-03T18:00:00.000Z');
    await writeDeskSettings(ctxOf(nodeB), IDS.pizza, { autoAccept: true, prepMinutes: 20 });
    const placing = Array.from({ length: 10 }, (_, i) => place(i % 2 ? nodeA : nodeB));
    const sweeps = Array.from({ length: 4 }, (_, i) => autoAcceptWaiting(ctxOf(i % 2 ? nodeA : nodeB)));
    const orders = await Promise.all(placing);
    await Promise.all(sweeps);
    await settled();
    await Promise.all([autoAcceptWaiting(ctxOf(nodeA)), autoAcceptWaiting(ctxOf(nodeB))]);
    const rows = await tdb.db.query<{ n: string | number }>(
      `select count(*) as n from vendor.order_events where order_id = any($1::uuid[]) and state = 'ACCEPTED'`,
      [orders.map((o) => o.id)],
    );
    expect(Number(rows[0]?.n)).toBe(10);
    await writeDeskSettings(ctxOf(nodeB), IDS.pizza, { autoAccept: false, prepMinutes: 20 });
  });

  it('when auto-accept is switched on, then orders placed before stay for the desk', async () => {
    clock.now = new Date('2026-03-04T10:00:00.000Z');
    const before = await place(nodeA);
    clock.now = new Date('2026-03-04T10:00:01.000Z');
    await writeDeskSettings(ctxOf(nodeA), IDS.pizza, { autoAccept: true, prepMinutes: 20 });
    expect(await autoAcceptWaiting(ctxOf(nodeB))).toEqual([]);
    expect(await eventsOf(before.id)).toEqual(['RECEIVED']);
    await writeDeskSettings(ctxOf(nodeA), IDS.pizza, { autoAccept: false, prepMinutes: 20 });
  });
});

describe('auto-accept from the desk', () => {
  let api: DeskApi;
  let desk: Signed;
  let other: Signed;
  beforeAll(async () => {
    api = await createDeskApi();
    desk = await api.desk(IDS.pizza);
    other = await api.desk(IDS.cashOnly);
  });
  afterAll(async () => api.close());
  const settings = (token: string | null, payload?: Record<string, unknown>) =>
    api.as(token, payload === undefined ? { url: '/api/v1/desk/settings' } : { method: 'PUT', url: '/api/v1/desk/settings', payload });

  it('when read first, then off with 20 minutes; only desk accounts read or change them, each its own', async () => {
    expect((await settings(desk.token)).body).toEqual({ autoAccept: false, prepMinutes: 20 });
    expect((await settings(null)).status).toBe(401);
    expect((await settings(null, { autoAccept: true, prepMinutes: 10 })).status).toBe(401);
    const customer = await api.customer();
    expect((await settings(customer.token, { autoAccept: true, prepMinutes: 10 })).status).toBe(403);
    expect((await settings(other.token, { autoAccept: true, prepMinutes: 45 })).body).toEqual({ autoAccept: true, prepMinutes: 45 });
    expect((await settings(desk.token)).body).toEqual({ autoAccept: false, prepMinutes: 20 });
    const bad = await settings(desk.token, { autoAccept: true, prepMinutes: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('prepMinutes: must be one of 10, 15, 20, 30, 45');
    await settings(other.token, { autoAccept: false, prepMinutes: 45 });
  });

  it('when on, then a new order is accepted at once; it can be refused within 60 s, then 409', async () => {
    api.clock.now = new Date('2026-06-05T17:00:00.000Z');
    expect((await settings(desk.token, { autoAccept: true, prepMinutes: 30 })).status).toBe(200);
    const a = await api.place(IDS.pizza);
    const b = await api.place(IDS.pizza);
    await api.app.deskJobs.autoAccept.settled();
    const queue = (await api.as(desk.token, { url: '/api/v1/desk/orders' })).body.orders as { id: string; fulfillment: { state: string; autoAccepted?: boolean; packaging?: { time: string } } }[];
    expect(queue.find((o) => o.id === a.id)?.fulfillment).toMatchObject({ state: 'ACCEPTED', autoAccepted: true, packaging: { time: '2026-06-05T17:30:00.000Z' } });
    api.clock.now = new Date('2026-06-05T17:01:00.000Z'); // exactly 60 s later: still allowed
    const refused = await api.act(desk.token, a.id, 'refuse', { reason: 'too_busy' });
    expect(refused.status).toBe(200);
    expect(refused.body.order.fulfillment).toMatchObject({ state: 'CANCELED', cancellation: { reason: 'too_busy', by: 'vendor' } });
    api.clock.now = new Date('2026-06-05T17:01:01.000Z');
    const late = await api.act(desk.token, b.id, 'refuse', { reason: 'too_busy' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(`Order ${b.nr} was accepted automatically more than 60 seconds ago: it can no longer be refused`);
    // switched off: the next order waits again
    await settings(desk.token, { autoAccept: false, prepMinutes: 30 });
    const c = await api.place(IDS.pizza);
    await api.app.deskJobs.autoAccept.settled();
    const rows = await api.tdb.db.query<{ state: string }>('select state from vendor.orders where id = $1::uuid', [c.id]);
    expect(rows[0]?.state).toBe('RECEIVED');
    api.clock.now = null;
  });

  it.each(['anon', 'authenticated'])('when the %s role reads or writes the new tables, then it is refused', async (role) => {
    for (const sql of ['select * from vendor.desk_settings', 'delete from vendor.desk_menu_saves', 'update vendor.desk_settings set auto_accept = true']) {
      const outcome = await api.tdb.db
        .txWithSettings({ role }, (q) => q.query(sql))
        .then((r) => ({ rows: r.length }), (err: unknown) => ({ refused: (err as Error).message }));
      expect(outcome).toMatchObject({ refused: expect.stringMatching(/permission denied/) as unknown });
    }
    const rls = await api.tdb.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'vendor' and c.relname in ('desk_settings', 'desk_menu_saves') order by c.relname`,
    );
    expect(rls).toEqual([{ relname: 'desk_menu_saves', relrowsecurity: true }, { relname: 'desk_settings', relrowsecurity: true }]);
  });
});
