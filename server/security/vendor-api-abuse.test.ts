/**
 * Attacks of the outside probe on the customer side of the vendor order API, each performed and shown refused:
 *   A. a used requestId with a different body must not answer the first order (422, nothing of it), and
 *      orders:lookup must not hand out more than view 1;
 *   B. one client must not place orders without limit (429 with retry-after; identical retries never count);
 *   C. customer event streams only for an existing order of the vendor (404) and at most 20 open per client IP
 *      (429), freed when a stream ends; monitor keep-alives at least once a minute.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PlaceOrderRequest } from '../../src/domain/types.ts';
import {
  CUSTOMER_STREAMS_PER_IP, LOOKUPS_PER_IP, PLACE_ORDER_PER_IP, PLACE_ORDER_PER_IP_VENDOR, PLACE_ORDER_WINDOW_MS,
  PlacementLimits, TooManyRequestsError,
} from '../vendor-api/abuse-limits.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, customerIp, orderBody, tokenOf, type TestApi } from '../vendor-api/test-fixtures.ts';

let api: TestApi;
// Wednesday 2025-06-04 12:00 in Vienna; the test vendors are always open
const NOW = new Date('2025-06-04T10:00:00Z');

beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0', EVENT_RECHECK_MS: '200' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = NOW;
});

let counter = 0;
const rid = (tag: string) => `abuse-${tag}-${Date.now()}-${++counter}`;

function place(vendor: string, body: unknown, ip: string) {
  return call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body as object, remoteAddress: ip });
}

/** The same JSON value with every object's keys in reverse order. */
function keysReversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysReversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse().map(([k, v]) => [k, keysReversed(v)]));
}

/** Another customer's order: other name, e-mail, phone, address and cart. */
function mallorysBody(requestId: string): PlaceOrderRequest {
  const b = orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 5 }] }, requestId);
  b.order.delivery = {
    ...b.order.delivery,
    label: 'Mallory Probe',
    email: 'mallory@example.net',
    mobile: '+43 699 9999999',
    loc: { addrLines: ['Quellenstraße 99'], city: 'Wien', postalCode: '1100' },
    note: '',
    floor: '',
    door: '',
  };
  return b;
}

async function ordersWithRequestId(requestId: string) {
  return api.tdb.db.query<{ id: string; email: string }>(
    `select id, doc->'delivery'->>'email' as email from vendor.orders where request_id = $1`, [requestId]);
}

function expectNothingOf(raw: string, first: Order) {
  for (const secret of [first.id, first.nr, first.delivery.email, first.delivery.label, first.delivery.mobile, 'Favoritenstraße']) {
    expect(raw, `the refusal must not contain "${secret}"`).not.toContain(secret);
  }
}

describe('A. a requestId already used, with a different body', () => {
  it('when a second customer sends a used requestId with their own order, then 422 with a precise message and nothing of the first order', async () => {
    const requestId = rid('reuse');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const firstOrder = first.body.order as Order;
    expect(firstOrder.delivery.email).toBe('anna@example.at');

    const second = await place(IDS.pizza, mallorysBody(requestId), customerIp());
    expect(second.status, second.raw).toBe(422);
    expect(second.body.error).toEqual({
      code: 422,
      status: 'INVALID_ARGUMENT',
      message: `requestId "${requestId}" was already used for a different order; use a new requestId for a new order`,
    });
    expectNothingOf(second.raw, firstOrder);
    // nothing stored for the second body either, and the first order is untouched
    const rows = await ordersWithRequestId(requestId);
    expect(rows).toEqual([{ id: firstOrder.id, email: 'anna@example.at' }]);
  });

  it('when the different body would be refused anyway (unknown product), then it is still 422 and not the first order', async () => {
    const requestId = rid('reuse-invalid');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const bad = orderBody({ lines: [{ entry: { type: 'product', productId: 'sushi' }, qty: 1 }] }, requestId);
    const second = await place(IDS.pizza, bad, customerIp());
    expect(second.status, second.raw).toBe(422);
    expectNothingOf(second.raw, first.body.order as Order);
  });

  it('when two different bodies with one requestId race, then one order is placed and the other request gets 422 without its data', async () => {
    const requestId = rid('race');
    const [a, b] = await Promise.all([
      place(IDS.pizza, orderBody({}, requestId), customerIp()),
      place(IDS.pizza, mallorysBody(requestId), customerIp()),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expectNothingOf(loser.raw, winner.body.order as Order);
    expect(await ordersWithRequestId(requestId)).toHaveLength(1);
  });

  it('when the identical body is retried with its keys in another order, then the same order is answered byte for byte and stored once', async () => {
    const requestId = rid('retry');
    const body = orderBody({ tip: 1.5 }, requestId);
    const first = await place(IDS.pizza, body, customerIp());
    expect(first.status, first.raw).toBe(200);
    // the JSON text really differs: the keys come in another order
    expect(JSON.stringify(keysReversed(body))).not.toBe(JSON.stringify(body));
    const retry = await place(IDS.pizza, keysReversed(body), customerIp());
    expect(retry.status, retry.raw).toBe(200);
    expect(retry.raw).toBe(first.raw);
    // 2 × Margherita groß (8.90 + 3.50) + Cola 3.00 = 27.80, service fee 2.50, tip 1.50 → 31.80
    expect(retry.body.order.amount.total).toBe(31.8);
    expect(await ordersWithRequestId(requestId)).toHaveLength(1);
  });

  it('when an order stored before the request hash existed (null) is retried, then it is answered as before', async () => {
    const requestId = rid('legacy');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const stored = await api.tdb.db.query<{ request_hash: string | null }>(
      'select request_hash from vendor.orders where request_id = $1', [requestId]);
    expect(stored[0]?.request_hash).toMatch(/^[0-9a-f]{64}$/);
    await api.tdb.db.query('update vendor.orders set request_hash = null where request_id = $1', [requestId]);
    const retry = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(retry.status, retry.raw).toBe(200);
    expect(retry.raw).toBe(first.raw);
  });

  it('when someone asks orders:lookup for a used requestId, then only view 1 comes back: no contact data, address, lines or amounts', async () => {
    const requestId = rid('lookup');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const r = await call(api.app, {
      method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=${requestId}`, remoteAddress: customerIp(),
    });
    expect(r.status, r.raw).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['createTime', 'delivery', 'expireTime', 'fulfillment', 'id', 'name', 'nr', 'vendor']);
    expect(r.body.delivery).toEqual({ pickUp: false, time: null });
    for (const secret of ['anna@example.at', 'Anna Muster', '+43 660 1234567', 'Favoritenstraße', '"lines"', '"amount"']) {
      expect(r.raw).not.toContain(secret);
    }
  });

  it(`when one client tries requestIds in bulk at orders:lookup, then after ${LOOKUPS_PER_IP} lookups it gets 429 with retry-after, and others are still served`, async () => {
    const prober = customerIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_IP + 5; i++) {
      const r = await call(api.app, {
        method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=guess-${i}`, remoteAddress: prober,
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(r.body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
        expect(r.body.error.message).toMatch(new RegExp(`at most ${LOOKUPS_PER_IP} in 10 minutes`));
      }
    }
    expect(statuses.slice(0, LOOKUPS_PER_IP).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(LOOKUPS_PER_IP)).toEqual([429, 429, 429, 429, 429]);
    const other = await call(api.app, {
      method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=guess-0`, remoteAddress: customerIp(),
    });
    expect(other.status).toBe(404);
  });
});

describe('B. placing orders without limit', () => {
  async function orderCount(vendor: string, prefix: string) {
    const rows = await api.tdb.db.query<{ n: number | string; total: string | null }>(
      `select count(*) as n, sum((doc->'amount'->>'total')::numeric)::text as total
         from vendor.orders where vendor_id = $1 and request_id like $2`,
      [vendor, `${prefix}%`],
    );
    return { n: Number(rows[0]?.n ?? 0), total: rows[0]?.total ?? null };
  }

  it(`when one client fires 30 orders at one vendor at once, then ${PLACE_ORDER_PER_IP_VENDOR} are placed and the rest get 429 with retry-after`, async () => {
    const ip = customerIp();
    const prefix = rid('flood');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip)),
    );
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(PLACE_ORDER_PER_IP_VENDOR);
    expect(limited).toHaveLength(30 - PLACE_ORDER_PER_IP_VENDOR);
    for (const r of limited) {
      const wait = Number(r.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(PLACE_ORDER_WINDOW_MS / 1000);
      expect(r.body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
      expect(r.body.error.message).toMatch(/^Too many orders from this connection at this vendor: at most 20 orders in 10 minutes\. Please try again in /);
    }
    // the database holds exactly the allowed orders: 20 × (2 × 12.40 + 3.00 + 2.50 service fee) = 20 × 30.30 = 606.00
    const stored = await orderCount(IDS.pizza, prefix);
    expect(stored.n).toBe(PLACE_ORDER_PER_IP_VENDOR);
    expect(Number(stored.total)).toBe(606);

    // another customer is not affected
    const other = await place(IDS.pizza, orderBody({}, rid('other')), customerIp());
    expect(other.status, other.raw).toBe(200);
  });

  it(`when the same client turns to other vendors, then it stops at ${PLACE_ORDER_PER_IP} orders in all`, async () => {
    const ip = customerIp();
    const prefix = rid('spread');
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      const r = await place(IDS.pizza, orderBody({}, `${prefix}-p${i}`), ip);
      expect(r.status, r.raw).toBe(200);
    }
    const rest = PLACE_ORDER_PER_IP - PLACE_ORDER_PER_IP_VENDOR;
    for (let i = 0; i < rest; i++) {
      const r = await place(IDS.cashOnly, orderBody({}, `${prefix}-c${i}`), ip);
      expect(r.status, r.raw).toBe(200);
    }
    const over = await place(IDS.deliveryOnly, orderBody({}, `${prefix}-d0`), ip);
    expect(over.status, over.raw).toBe(429);
    expect(over.body.error.message).toMatch(/^Too many orders from this connection: at most 30 orders in 10 minutes/);
    expect((await orderCount(IDS.deliveryOnly, prefix)).n).toBe(0);
    expect((await orderCount(IDS.pizza, prefix)).n + (await orderCount(IDS.cashOnly, prefix)).n).toBe(PLACE_ORDER_PER_IP);
  });

  it('when a customer on a patchy signal retries a placed order many times, then the retries are answered and never counted, also past the limit', async () => {
    const ip = customerIp();
    const prefix = rid('patchy');
    const body = orderBody({}, `${prefix}-mine`);
    const first = await place(IDS.pizza, body, ip);
    expect(first.status, first.raw).toBe(200);
    for (let i = 0; i < 25; i++) {
      const again = await place(IDS.pizza, body, ip);
      expect(again.status).toBe(200);
      expect(again.raw).toBe(first.raw);
    }
    // 25 retries later the client still has all but one of its orders at this vendor
    for (let i = 1; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      const r = await place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip);
      expect(r.status, `order ${i + 1}: ${r.raw}`).toBe(200);
    }
    const over = await place(IDS.pizza, orderBody({}, `${prefix}-over`), ip);
    expect(over.status).toBe(429);
    // at the limit, the retry of a placed order is still answered with that order …
    const late = await place(IDS.pizza, keysReversed(body), ip);
    expect(late.status, late.raw).toBe(200);
    expect(late.raw).toBe(first.raw);
    // … but a different body under that requestId is refused without its data
    const other = await place(IDS.pizza, mallorysBody(`${prefix}-mine`), ip);
    expect(other.status, other.raw).toBe(422);
    expectNothingOf(other.raw, first.body.order as Order);
    expect((await orderCount(IDS.pizza, prefix)).n).toBe(PLACE_ORDER_PER_IP_VENDOR);
  });

  it('when 30 placements of one client are in flight at once (none finished yet), then only 20 get a slot', () => {
    // the HTTP test above may interleave its requests; this is the worst case: every check before any insert
    const limits = new PlacementLimits(() => NOW.getTime());
    const got = Array.from({ length: 30 }, () => limits.reserve('192.0.2.1', IDS.pizza));
    const slots = got.filter((g) => !(g instanceof TooManyRequestsError));
    expect(slots).toHaveLength(PLACE_ORDER_PER_IP_VENDOR);
    // the ones that end without an order give their slot back; the created ones count for the window
    const [failed, ...created] = slots as { commit(): void; release(): void }[];
    failed!.release();
    for (const s of created) s.commit();
    expect(limits.reserve('192.0.2.1', IDS.pizza)).not.toBeInstanceOf(TooManyRequestsError);
    expect(limits.reserve('192.0.2.1', IDS.pizza)).toBeInstanceOf(TooManyRequestsError);
  });

  it('when a client sends refused orders (empty cart, changed prices), then they do not use up its orders', async () => {
    const ip = customerIp();
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR + 5; i++) {
      const r = await place(IDS.pizza, orderBody({ lines: [] }, rid('empty')), ip);
      expect(r.status).toBe(400);
      const p = await place(IDS.pizza, orderBody({ amount: { total: 1 } }, rid('price')), ip);
      expect(p.status).toBe(409);
    }
    const ok = await place(IDS.pizza, orderBody({}, rid('after-refusals')), ip);
    expect(ok.status, ok.raw).toBe(200);
  });

  it('when the window has passed, then the client may order again', async () => {
    const ip = customerIp();
    const prefix = rid('window');
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      expect((await place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip)).status).toBe(200);
    }
    const blocked = await place(IDS.pizza, orderBody({}, `${prefix}-blocked`), ip);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    api.clock.now = new Date(NOW.getTime() + wait * 1000 - 2000);
    expect((await place(IDS.pizza, orderBody({}, `${prefix}-early`), ip)).status).toBe(429);
    api.clock.now = new Date(NOW.getTime() + PLACE_ORDER_WINDOW_MS + 1000);
    const later = await place(IDS.pizza, orderBody({}, `${prefix}-later`), ip);
    expect(later.status, later.raw).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------------------------

interface Stream {
  status: number;
  contentType: string;
  text: () => string;
  waitFor: (re: RegExp, ms?: number) => Promise<string>;
  close: () => void;
}

function openStream(port: number, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let buf = '';
      const listeners = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        for (const l of [...listeners]) l();
      });
      resolve({
        status: res.statusCode ?? 0,
        contentType: res.headers['content-type'] ?? '',
        text: () => buf,
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('C. customer event streams', () => {
  let port = 0;
  let mine: Order;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
    const r = await place(IDS.pizza, orderBody({}, rid('tracked')), customerIp());
    expect(r.status, r.raw).toBe(200);
    mine = r.body.order as Order;
  });

  it('when a customer monitors or polls an orderId that does not exist or is another vendor\'s, then 404 before any stream opens', async () => {
    const bus = vendorApiHandle(api.app)!.ctx.bus;
    const unknown = '0d000000-0000-4000-8000-000000000000';
    for (const [vendor, orderId] of [[IDS.pizza, unknown], [IDS.cashOnly, mine.id]] as const) {
      for (const headers of [auth(PUBLIC_TOKEN), {}]) {
        const s = await openStream(port, `/api/v1/vendors/${vendor}/orders:monitor?orderId=${orderId}`, headers);
        expect(s.status).toBe(404);
        expect(s.contentType).toMatch(/^application\/json/);
        s.close();
        const p = await call(api.app, {
          method: 'GET', url: `/api/v1/vendors/${vendor}/orders:poll?timeout=30&orderId=${orderId}`, headers, remoteAddress: customerIp(),
        });
        expect(p.status).toBe(404);
        expect(p.body.error.message).toBe(`Order "${orderId}" not found at this vendor`);
      }
    }
    expect(bus.waiterCount()).toBe(0);
    // the customer's own order can be followed
    const ok = await openStream(port, `/api/v1/vendors/${IDS.pizza}/orders:monitor?orderId=${mine.id}`, auth(PUBLIC_TOKEN));
    expect(ok.status).toBe(200);
    await ok.waitFor(/: monitoring/);
    ok.close();
  });

  it(`when one client opens more than ${CUSTOMER_STREAMS_PER_IP} customer streams, then the next is refused with 429 until one closes`, async () => {
    const slots = vendorApiHandle(api.app)!.ctx.limits.customerStreams;
    const path = `/api/v1/vendors/${IDS.pizza}/orders:monitor?orderId=${mine.id}`;
    const open: Stream[] = [];
    try {
      for (let i = 0; i < CUSTOMER_STREAMS_PER_IP; i++) {
        const s = await openStream(port, path, i % 2 === 0 ? auth(PUBLIC_TOKEN) : {});
        open.push(s);
        expect(s.status).toBe(200);
        await s.waitFor(/: monitoring/);
      }
      const refused = await openStream(port, path, auth(PUBLIC_TOKEN));
      expect(refused.status).toBe(429);
      expect(refused.contentType).toMatch(/^application\/json/);
      await refused.waitFor(/"code":429/);
      expect(JSON.parse(refused.text()).error.message).toBe(
        `Too many open order streams from this connection: at most ${CUSTOMER_STREAMS_PER_IP} at once. Close another tracking page or try again later.`,
      );
      refused.close();
      // long polls share the cap
      const poll = await fetch(`http://127.0.0.1:${port}/api/v1/vendors/${IDS.pizza}/orders:poll?timeout=5&orderId=${mine.id}`);
      expect(poll.status).toBe(429);
      expect(Number(poll.headers.get('retry-after'))).toBeGreaterThan(0);
      // the vendor's own stream is not a customer stream
      const vendor = await openStream(port, `/api/v1/vendors/${IDS.pizza}/orders:monitor`, auth(tokenOf(IDS.pizza)));
      expect(vendor.status).toBe(200);
      vendor.close();

      // the client goes away on one stream: its slot is freed
      open.shift()!.close();
      let again: Stream | null = null;
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const s = await openStream(port, path, auth(PUBLIC_TOKEN));
        if (s.status === 200) {
          again = s;
          break;
        }
        s.close();
        await sleep(50);
      }
      expect(again?.status).toBe(200);
      open.push(again!);
      expect(slots.count('127.0.0.1')).toBe(CUSTOMER_STREAMS_PER_IP);
    } finally {
      for (const s of open) s.close();
    }
    // every slot is released once the clients are gone
    const deadline = Date.now() + 5000;
    while (slots.count('127.0.0.1') > 0 && Date.now() < deadline) await sleep(50);
    expect(slots.count('127.0.0.1')).toBe(0);
  });

  it('when a long poll ends (answered or timed out), then its slot is freed', async () => {
    const slots = vendorApiHandle(api.app)!.ctx.limits.customerStreams;
    const ip = customerIp();
    for (let i = 0; i < CUSTOMER_STREAMS_PER_IP + 5; i++) {
      const r = await call(api.app, {
        method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:poll?timeout=0&orderId=${mine.id}`, headers: auth(PUBLIC_TOKEN), remoteAddress: ip,
      });
      expect(r.status, r.raw).toBe(200);
    }
    expect(slots.count(ip)).toBe(0);
  });

  it('when a monitor asks for keep-alives every 300 s, then it gets them at least every 60 s', async () => {
    const s = await openStream(port, `/api/v1/vendors/${IDS.pizza}/orders:monitor?orderId=${mine.id}&keepAlive=300`, auth(PUBLIC_TOKEN));
    expect(s.status).toBe(200);
    await s.waitFor(/, keep-alive every 60 s\n/);
    s.close();
    const short = await openStream(port, `/api/v1/vendors/${IDS.pizza}/orders:monitor?orderId=${mine.id}&keepAlive=1`, auth(PUBLIC_TOKEN));
    await short.waitFor(/, keep-alive every 1 s\n/);
    await short.waitFor(/: keep-alive\n\n/, 4000);
    short.close();
  });
});
