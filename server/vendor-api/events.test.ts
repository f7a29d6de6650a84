/**
 * GET …/orders:poll (long poll) and GET …/orders:monitor (Server-Sent Events): wake on events, time out, resume
 * from tokens/startSeq/startTime, keep-alive, access rules, clean shutdown.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorApiHandle } from './routes.ts';
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
    method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: orderBody() as object, remoteAddress: customerIp(),
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
    let placing = true;
    const poller = (async () => {
      for (;;) {
        const r = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${vendor}/orders:poll?timeout=1&pageSize=5&pageToken=${token}`, headers: vAuth });
        expect(r.status).toBe(200);
        for (const e of r.body.events as { orderId: string; type: string }[]) if (e.type === 'created') seen.add(e.orderId);
        token = r.body.nextPageToken;
        if (!placing && r.body.events.length === 0) return;
      }
    })();
    const placed = await Promise.all(Array.from({ length: 30 }, () => placeOrder(vendor)));
    placing = false;
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

// ------------------------------------------------------------------------------------------------------------

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

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  waitFor: (re: RegExp, ms?: number) => Promise<string>;
  ended: Promise<void>;
  close: () => void;
}

function openStream(port: number, path: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let buf = '';
      const listeners = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        for (const l of [...listeners]) l();
      });
      const ended = new Promise<void>((r) => {
        res.on('end', () => r());
        res.on('close', () => r());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => buf,
        ended,
        close: () => req.destroy(),
        waitFor: (re, ms = 5000) =>
          new Promise((ok, fail) => {
            const check = () => {
              const m = re.exec(buf);
              if (m) {
                listeners.delete(check);
                clearTimeout(t);
                ok(m[0]);
              }
            };
            const t = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`timed out waiting for ${re} in:\n${buf}`));
            }, ms);
            listeners.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
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
