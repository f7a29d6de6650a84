/**
 * POST /dev/orders/{orderId}/expire-now (dev-expire.ts): in demo mode a RECEIVED order's expireTime becomes now, and
 * the next expiry run cancels that order — once, and no other. Unknown order 404, confirmed or cancelled order 409,
 * not a uuid 400, rate-limited per client. Without demo mode, and never with NODE_ENV=production, it does not exist.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test-helpers.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { call, IDS, tokenOf } from '../vendor-api/test-fixtures.ts';
import { zodValidatorCompiler } from '../vendor-api/validation.ts';
import { registerDevExpireNow } from './dev-expire.ts';
import { expireOrders } from './expiry.ts';
import { createDeskApi, type DeskApi } from './test-kit.ts';

const LIMIT = 6;
let demo: DeskApi;
let normal: DeskApi;
beforeAll(async () => {
  demo = await createDeskApi({ DEMO_MODE: '1', PUBLIC_WRITE_RATE_LIMIT: String(LIMIT) });
  normal = await createDeskApi();
}, 60_000);
afterAll(async () => {
  await demo.close();
  await normal.close();
});

const ctx = () => {
  const h = vendorApiHandle(demo.app);
  if (!h) throw new Error('no vendor API');
  return h.ctx;
};
let ip = 0;
/** each call from its own client address unless given: the rate limit has its own test */
const expireNow = (api: DeskApi, orderId: string, remoteAddress = `192.0.2.${++ip}`) =>
  call(api.app, { method: 'POST', url: `/dev/orders/${orderId}/expire-now`, remoteAddress });
const states = async (orderId: string) =>
  (await demo.tdb.db.query<{ state: string }>('select state from vendor.order_events where order_id = $1::uuid order by seq', [orderId])).map((r) => r.state);
const tracking = async (orderId: string) =>
  (await call(demo.app, { url: `/api/v1/vendors/${IDS.pizza}/orders/${orderId}?view=1` })).body as {
    expireTime: string; fulfillment: { state: string; cancellation?: unknown };
  };

describe('POST /dev/orders/{orderId}/expire-now', () => {
  it('when a RECEIVED order is expired now, then the next expiry run cancels exactly that order, once, as NOT_CONFIRMED', async () => {
    demo.clock.now = new Date('2026-04-01T10:00:00.000Z');
    const target = await demo.place(IDS.pizza);
    const bystander = await demo.place(IDS.pizza);
    expect((await tracking(target.id)).expireTime).toBe('2026-04-01T10:15:00.000Z');

    demo.clock.now = new Date('2026-04-01T10:01:00.000Z');
    expect(await expireOrders(ctx())).toEqual([]);
    const r = await expireNow(demo, target.id);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toEqual({ orderId: target.id, expireTime: '2026-04-01T10:01:00.000Z' });
    // the route only moves the time: nothing is cancelled until the job runs
    expect((await tracking(target.id)).expireTime).toBe('2026-04-01T10:01:00.000Z');
    expect((await tracking(target.id)).fulfillment.state).toBe('RECEIVED');

    const runs = await Promise.all([expireOrders(ctx()), expireOrders(ctx())]);
    expect(runs.flat()).toEqual([target.id]);
    expect(await expireOrders(ctx())).toEqual([]);
    expect(await states(target.id)).toEqual(['RECEIVED', 'CANCELED']);
    expect((await tracking(target.id)).fulfillment).toMatchObject({ state: 'CANCELED', cancellation: { reason: 'NOT_CONFIRMED', by: 'system' } });
    expect(await states(bystander.id)).toEqual(['RECEIVED']);
    expect((await tracking(bystander.id)).expireTime).toBe('2026-04-01T10:15:00.000Z');

    // cancelled now: no longer waiting for a confirmation
    const again = await expireNow(demo, target.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Order ${target.id} is CANCELED: only a RECEIVED order (not yet confirmed) can expire`);
    demo.clock.now = null;
  });

  it('when the order was confirmed, then 409 and the job leaves it alone', async () => {
    const o = await demo.place(IDS.pizza);
    const confirm = await call(demo.app, {
      method: 'POST', url: `/api/v1/vendors/${IDS.pizza}/orders/${o.id}:confirm`, headers: { authorization: `Bearer ${tokenOf(IDS.pizza)}` }, payload: {},
    });
    expect(confirm.status).toBe(200);
    const r = await expireNow(demo, o.id);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain('is ACCEPTED');
    expect(await expireOrders(ctx())).not.toContain(o.id);
    expect(await states(o.id)).toEqual(['RECEIVED', 'ACCEPTED']);
  });

  it('when the order does not exist or the id is no uuid, then 404 and 400', async () => {
    const unknown = await expireNow(demo, '0b000000-0000-4000-8000-00000000ffff');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Order 0b000000-0000-4000-8000-00000000ffff not found');
    const bad = await expireNow(demo, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.raw).toContain('orderId must be a uuid');
  });

  it('when one client sends more than the anonymous-write limit, then 429 with retry-after, other clients go on', async () => {
    const id = '0b000000-0000-4000-8000-00000000fffe';
    for (let i = 0; i < LIMIT; i++) expect((await expireNow(demo, id, '198.51.100.7')).status).toBe(404);
    const over = await expireNow(demo, id, '198.51.100.7');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await expireNow(demo, id, '198.51.100.8')).status).toBe(404);
  });

  it('when demo mode is off, then the route does not exist and the order keeps its expireTime', async () => {
    const o = await normal.place(IDS.pizza);
    const r = await expireNow(normal, o.id);
    expect(r.status).toBe(404);
    expect(r.raw).not.toContain('expireTime');
    const [row] = await normal.tdb.db.query<{ ms: number }>(
      `select extract(epoch from (expire_time - created_at))::int as ms from vendor.orders where id = $1::uuid`, [o.id],
    );
    expect(row?.ms).toBe(15 * 60);
  });

  it('when NODE_ENV=production, then the route is not registered even if demo mode is forced', async () => {
    const build = (nodeEnv: 'production' | 'test') => {
      const app = Fastify();
      app.setValidatorCompiler(zodValidatorCompiler);
      registerDevExpireNow(app, { ...testConfig({ DEMO_MODE: '1' }), NODE_ENV: nodeEnv }, ctx());
      return app;
    };
    const url = '/dev/orders/0b000000-0000-4000-8000-00000000fffd/expire-now';
    const prod = build('production');
    expect(prod.hasRoute({ method: 'POST', url: '/dev/orders/:orderId/expire-now' })).toBe(false);
    expect((await prod.inject({ method: 'POST', url })).json()).toMatchObject({ statusCode: 404, message: 'Route POST:' + url + ' not found' });
    await prod.close();
    // the same call outside production reaches the route (its 404 names the order): the guard is what refused
    const dev = build('test');
    expect(dev.hasRoute({ method: 'POST', url: '/dev/orders/:orderId/expire-now' })).toBe(true);
    expect((await dev.inject({ method: 'POST', url })).json()).toMatchObject({ message: 'Order 0b000000-0000-4000-8000-00000000fffd not found' });
    await dev.close();
  });
});
