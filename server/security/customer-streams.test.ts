/**
 * Attack of the outside probe on customer event streams: only for an existing order of the vendor (404) and at most
 * 20 open per client IP (429), freed when a stream ends; monitor keep-alives at least once a minute.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { CUSTOMER_STREAMS_PER_IP } from '../vendor-api/abuse-limits.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { IDS, PUBLIC_TOKEN, auth, call, customerIp, orderBody, tokenOf } from '../vendor-api/test-fixtures.ts';
import { useAbuseApi, openStream, rid, sleep, type Stream } from './order-abuse-kit.ts';

const t = useAbuseApi();
const place = t.place;

describe('C. customer event streams', () => {
  let port = 0;
  let mine: Order;
  beforeAll(async () => {
    await t.api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.api.app.server.address() as AddressInfo).port;
    const r = await place(IDS.pizza, orderBody({}, rid('tracked')), customerIp());
    expect(r.status, r.raw).toBe(200);
    mine = r.body.order as Order;
  });

  it('when a customer monitors or polls an orderId that does not exist or is another vendor\'s, then 404 before any stream opens', async () => {
    const bus = vendorApiHandle(t.api.app)!.ctx.bus;
    const unknown = '0d000000-0000-4000-8000-000000000000';
    for (const [vendor, orderId] of [[IDS.pizza, unknown], [IDS.cashOnly, mine.id]] as const) {
      for (const headers of [auth(PUBLIC_TOKEN), {}]) {
        const s = await openStream(port, `/api/v1/vendors/${vendor}/orders:monitor?orderId=${orderId}`, headers);
        expect(s.status).toBe(404);
        expect(s.contentType).toMatch(/^application\/json/);
        s.close();
        const p = await call(t.api.app, {
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
    const slots = vendorApiHandle(t.api.app)!.ctx.limits.customerStreams;
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
    const slots = vendorApiHandle(t.api.app)!.ctx.limits.customerStreams;
    const ip = customerIp();
    for (let i = 0; i < CUSTOMER_STREAMS_PER_IP + 5; i++) {
      const r = await call(t.api.app, {
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
