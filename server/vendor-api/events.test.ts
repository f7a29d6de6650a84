/**
 * GET …/orders:poll (long poll): wake on events, time out, resume from tokens/startTime, access rules. The monitor
 * stream (Server-Sent Events) is tested in events-stream.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, customerIp, orderBody, tokenOf, type TestApi } from './test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi({ EVENT_RECHECK_MS: '200' });
});
afterAll(async () => {
  await api.close();
});

const V = IDS.pizza;
const vendorAuth = auth(tokenOf(V));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An order by a customer of their own (own client address: the per-client placement limits do not add up). */
async function placeOrder(vendor: string = V) {
  const r = await call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: orderBody(), remoteAddress: customerIp(),
  });
  expect(r.status, r.raw).toBe(200);
  return r.body.order as { id: string; nr: string };
}

const poll = (query: string, headers: Record<string, string> = vendorAuth) =>
  call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders:poll?${query}`, headers });

describe('GET …/orders:poll', () => {
  it('when an order event happens while the vendor is waiting, then the poll answers at once with it', async () => {
    const started = Date.now();
    const pending = poll('timeout=20');
    await sleep(300);
    const o = await placeOrder();
    const r = await pending;
    const took = Date.now() - started;
    expect(r.status, r.raw).toBe(200);
    expect(took).toBeLessThan(15_000); // far below the 20 s timeout: it answered on the event
    expect(r.body.events).toHaveLength(1);
    expect(r.body.events[0]).toMatchObject({ type: 'created', orderId: o.id, nr: o.nr, state: 'RECEIVED', name: `vendors/${V}/orders/${o.id}` });
    expect(typeof r.body.events[0].seq).toBe('number');
    expect(typeof r.body.nextPageToken).toBe('string');
  });

  it('when nothing happens, then the poll answers after the timeout with no events', async () => {
    const started = Date.now();
    const r = await poll('timeout=1');
    const took = Date.now() - started;
    expect(r.status).toBe(200);
    expect(r.body.events).toEqual([]);
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(10_000);
  });

  it('when polling from a pageToken, then only later events come, in order', async () => {
    const first = await poll('timeout=0&startTime=2000-01-01T00:00:00Z');
    const token = first.body.nextPageToken as string;
    const o = await placeOrder();
    await call(api.app, { method: 'POST', url: `/api/v1/vendors/${V}/orders/${o.id}:confirm`, payload: {}, headers: vendorAuth });
    const next = await poll(`timeout=5&pageToken=${token}`);
    expect(next.body.events.map((e: { type: string; state: string }) => `${e.type}:${e.state}`)).toEqual(['created:RECEIVED', 'state:ACCEPTED']);
    const seqs = next.body.events.map((e: { seq: number }) => e.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0]);
    const after = await poll(`timeout=0&pageToken=${next.body.nextPageToken}`);
    expect(after.body.events).toEqual([]);
  });

  it('when startTime lies before existing events, then they are answered immediately', async () => {
    await placeOrder();
    const r = await poll('timeout=30&pageSize=2&startTime=2000-01-01T00:00:00Z');
    expect(r.body.events).toHaveLength(2);
  });

  it('when an event is written by another server node (no in-process wake-up), then the re-check finds it', async () => {
    const o = await placeOrder();
    const pending = poll('timeout=10');
    await sleep(300);
    await api.tdb.db.query(
      `insert into vendor.order_events (vendor_id, order_id, type, state) values ($1, $2, 'updated', 'RECEIVED')`, [V, o.id]);
    const r = await pending;
    expect(r.body.events).toHaveLength(1);
    expect(r.body.events[0]).toMatchObject({ type: 'updated', orderId: o.id });
  });

  it('when a customer polls with the public token, then they must name their order and see only its events', async () => {
    const mine = await placeOrder();
    const noOrder = await poll('timeout=0', auth(PUBLIC_TOKEN));
    expect(noOrder.status).toBe(403);
    expect(noOrder.body.error.message).toMatch(/vendor token/);
    await placeOrder(); // someone else's order
    const r = await poll(`timeout=0&startTime=2000-01-01T00:00:00Z&orderId=${mine.id}`, auth(PUBLIC_TOKEN));
    expect(r.status).toBe(200);
    expect(r.body.events.map((e: { orderId: string }) => e.orderId)).toEqual([mine.id]);
    const bad = await poll('timeout=0&orderId=12345', {});
    expect(bad.status).toBe(400);
    const wrongToken = await poll('timeout=0', auth('not-a-real-token'));
    expect(wrongToken.status).toBe(401);
  });

  it('when many orders are placed concurrently while the vendor keeps polling, then the poller misses none of their events', async () => {
    const vendor = IDS.deliveryOnly;
    const vAuth = auth(tokenOf(vendor));
    const first = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${vendor}/orders:poll?timeout=0`, headers: vAuth });
    let token = first.body.nextPageToken as string;
    const seen = new Set<string>();
    const run = { placing: true };
    const poller = (async () => {
      for (;;) {
        const r = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${vendor}/orders:poll?timeout=1&pageSize=5&pageToken=${token}`, headers: vAuth });
        expect(r.status).toBe(200);
        for (const e of r.body.events as { orderId: string; type: string }[]) if (e.type === 'created') seen.add(e.orderId);
        token = r.body.nextPageToken;
        if (!run.placing && r.body.events.length === 0) return;
      }
    })();
    const placed = await Promise.all(Array.from({ length: 30 }, () => placeOrder(vendor)));
    run.placing = false;
    await poller;
    expect([...seen].sort()).toEqual(placed.map((o) => o.id).sort());
  });

  it('when parameters are out of range or malformed, then 400', async () => {
    expect((await poll('timeout=61')).body.error.message).toBe('timeout must be a number of seconds between 0 and 60');
    expect((await poll('timeout=abc')).status).toBe(400);
    expect((await poll('pageToken=@@@')).status).toBe(400);
    expect((await poll('startTime=yesterday')).status).toBe(400);
    expect((await poll('pageSize=0')).status).toBe(400);
  });
});
