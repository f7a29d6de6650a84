/**
 * GET …/orders:monitor (Server-Sent Events) and long polls over a real connection: events as they happen, replay
 * from startSeq, keep-alive, a client going away, access rules, clean shutdown.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorApiHandle } from './routes.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, customerIp, orderBody, tokenOf, type TestApi } from './test-fixtures.ts';
import { openStream } from './sse-test-client.ts';

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

/**
 * A live waiter sleeps most of the time (re-checking the database every 200 ms here), so after a grace period
 * every one of many samples must see no waiter at all.
 */
async function expectNoWaiters(bus: { waiterCount(): number }): Promise<void> {
  await sleep(600);
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    samples.push(bus.waiterCount());
    await sleep(20);
  }
  expect(samples.every((n) => n === 0), `waiters seen: ${samples.join(',')}`).toBe(true);
}

describe('GET …/orders:monitor', () => {
  let port = 0;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });

  it('when an order is placed while the vendor monitors, then an SSE event with its data arrives', async () => {
    const s = await openStream(port, `/api/v1/vendors/${V}/orders:monitor?keepAlive=30`, vendorAuth);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    await s.waitFor(/: monitoring/);
    const o = await placeOrder();
    const frame = await s.waitFor(new RegExp(`id: \\d+\\nevent: order\\ndata: (\\{[^\\n]*"${o.id}"[^\\n]*\\})\\n\\n`));
    const data = JSON.parse(frame.split('data: ')[1]!.trim());
    expect(data).toMatchObject({ type: 'created', orderId: o.id, state: 'RECEIVED' });
    s.close();
  });

  it('when startSeq is given, then the stream replays events from that seq on', async () => {
    const o = await placeOrder();
    const rows = await api.tdb.db.query<{ seq: number | string }>('select seq from vendor.order_events where order_id = $1', [o.id]);
    const seq = Number(rows[0]!.seq);
    const s = await openStream(port, `/api/v1/vendors/${V}/orders:monitor?startSeq=${seq}`, vendorAuth);
    const first = await s.waitFor(/id: (\d+)/);
    expect(first).toBe(`id: ${seq}`);
    s.close();
    const byTime = await openStream(port, `/api/v1/vendors/${V}/orders:monitor?startTime=2000-01-01T00:00:00Z`, vendorAuth);
    await byTime.waitFor(new RegExp(`"orderId":"${o.id}"`));
    byTime.close();
  });

  it('when nothing happens, then keep-alive comments arrive every keepAlive seconds', async () => {
    const s = await openStream(port, `/api/v1/vendors/${IDS.cashOnly}/orders:monitor?keepAlive=1`, auth(tokenOf(IDS.cashOnly)));
    await s.waitFor(/: keep-alive\n\n/, 4000);
    s.close();
  });

  it('when the client goes away, then the server stops waiting for it', async () => {
    const bus = vendorApiHandle(api.app)!.ctx.bus;
    const s = await openStream(port, `/api/v1/vendors/${IDS.cardOnly}/orders:monitor?keepAlive=60`, auth(tokenOf(IDS.cardOnly)));
    await s.waitFor(/: monitoring/);
    await sleep(100);
    expect(bus.waiterCount()).toBeGreaterThan(0);
    s.close();
    await expectNoWaiters(bus);
  });

  it('when a long poll runs over a real connection, then it waits, answers on an event, and is dropped when the client leaves', async () => {
    const bus = vendorApiHandle(api.app)!.ctx.bus;
    const started = Date.now();
    const pending = fetch(`http://127.0.0.1:${port}/api/v1/vendors/${V}/orders:poll?timeout=20`, { headers: vendorAuth });
    await sleep(400);
    const o = await placeOrder();
    const r = await pending;
    expect(r.status).toBe(200);
    const body = (await r.json()) as { events: { orderId: string }[] };
    expect(body.events.map((e) => e.orderId)).toEqual([o.id]);
    expect(Date.now() - started).toBeLessThan(15_000);

    const ac = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/api/v1/vendors/${IDS.noZones}/orders:poll?timeout=60`, {
      headers: auth(tokenOf(IDS.noZones)), signal: ac.signal,
    }).catch(() => 'aborted');
    const deadline1 = Date.now() + 3000;
    while (bus.waiterCount() === 0 && Date.now() < deadline1) await sleep(20);
    expect(bus.waiterCount()).toBeGreaterThan(0);
    ac.abort();
    expect(await gone).toBe('aborted');
    await expectNoWaiters(bus);
  });

  it('when a customer monitors without orderId or with a wrong token, then 403 / 401', async () => {
    const s = await openStream(port, `/api/v1/vendors/${V}/orders:monitor`, auth(PUBLIC_TOKEN));
    expect(s.status).toBe(403);
    s.close();
    const bad = await openStream(port, `/api/v1/vendors/${V}/orders:monitor?startSeq=abc`, vendorAuth);
    expect(bad.status).toBe(400);
    bad.close();
  });

  it('when the server closes, then open streams and polls end cleanly', async () => {
    const other = await createApi({ EVENT_RECHECK_MS: '200' });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const p = (other.app.server.address() as AddressInfo).port;
    const s = await openStream(p, `/api/v1/vendors/${V}/orders:monitor?keepAlive=60`, vendorAuth);
    await s.waitFor(/: monitoring/);
    const pendingPoll = call(other.app, { method: 'GET', url: `/api/v1/vendors/${V}/orders:poll?timeout=60`, headers: vendorAuth });
    await sleep(200);
    const started = Date.now();
    await other.app.close(); // must not wait for the 60 s poll or the open stream
    await s.ended;
    const r = await pendingPoll;
    // the poll asked for 60 s and the stream for 60 s keep-alives: well under that proves neither was waited for
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.status).toBe(200);
    await other.tdb.close();
  });
});
