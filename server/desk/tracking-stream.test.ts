/**
 * The customer's live tracking (issue 28) over a real connection: the tracking page follows its order with
 * GET …/orders:monitor?orderId=<uuid> — the same uuid that the tracking read of the order answers (view 1 by number
 * included), so the stream is readable by exactly whoever may read the tracking. A desk action and a desk delay arrive
 * as events at once; the stream writes keep-alives; a closed stream leaves no waiter and no stream slot behind; and
 * a customer sees no other order's events.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { openStream, type Stream } from '../vendor-api/sse-test-client.ts';
import { IDS } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
let port = 0;
beforeAll(async () => {
  api = await createDeskApi({ EVENT_RECHECK_MS: '200' });
  desk = await api.desk(IDS.pizza);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await api.close();
});

const V = IDS.pizza;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const follow = (orderId: string, q = '') => openStream(port, `/api/v1/vendors/${V}/orders:monitor?orderId=${orderId}${q}`);
const frames = (s: Stream) =>
  [...s.text().matchAll(/event: order\ndata: (\{[^\n]*\})\n\n/g)].map((m) => JSON.parse(m[1]!) as { type: string; orderId: string; state: string });

function ctx() {
  const h = vendorApiHandle(api.app);
  if (!h) throw new Error('no vendor API');
  return h.ctx;
}

describe('following one order from the tracking page', () => {
  it('when the desk accepts the followed order, then its event arrives on the open stream within 1 s', async () => {
    const o = await api.place(V);
    const s = await follow(o.id);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    await s.waitFor(/: monitoring/);
    const t0 = performance.now();
    const r = await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 });
    expect(r.status).toBe(200);
    await s.waitFor(/"state":"ACCEPTED"/, 1000);
    const ms = performance.now() - t0;
    console.info(`desk accept → tracking stream event: ${ms.toFixed(0)} ms (in-process, including the action's request)`);
    expect(ms).toBeLessThan(1000);
    expect(frames(s).map((f) => [f.type, f.state, f.orderId])).toEqual([['state', 'ACCEPTED', o.id]]);
    s.close();
    await s.ended;
  });

  it('when the desk delays the order, then a "delayed" event arrives and the tracking read has the new time', async () => {
    const o = await api.place(V);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 });
    const before = (await api.as(null, { url: `/api/v1/vendors/${V}/orders/${o.id}?view=1` })).body.fulfillment.delivery.time as string;
    const s = await follow(o.id);
    await s.waitFor(/: monitoring/);
    await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 });
    await s.waitFor(/"type":"delayed"/, 1000);
    expect(frames(s).map((f) => [f.type, f.state])).toEqual([['delayed', 'ACCEPTED']]);
    const after = (await api.as(null, { url: `/api/v1/vendors/${V}/orders/${o.id}?view=1` })).body.fulfillment.delivery.time as string;
    expect(Date.parse(after) - Date.parse(before)).toBe(10 * 60_000);
    s.close();
    await s.ended;
  });

  it('when the stream is quiet, then a keep-alive comment comes every keepAlive seconds', async () => {
    const o = await api.place(V);
    const s = await follow(o.id, '&keepAlive=1');
    await s.waitFor(/: monitoring/);
    await s.waitFor(/: keep-alive\n\n[\s\S]*: keep-alive\n\n/, 3500);
    expect(frames(s)).toEqual([]);
    s.close();
    await s.ended;
  });

  it('when the page closes the stream, then no waiter and no stream slot of the client stays behind', async () => {
    const o = await api.place(V);
    const streams = await Promise.all([follow(o.id), follow(o.id), follow(o.id)]);
    await Promise.all(streams.map((s) => s.waitFor(/: monitoring/)));
    expect(ctx().limits.customerStreams.count('127.0.0.1')).toBe(3);
    expect(ctx().bus.waiterCount()).toBeGreaterThan(0);
    for (const s of streams) s.close();
    await Promise.all(streams.map((s) => s.ended));
    await expect.poll(() => ctx().limits.customerStreams.count('127.0.0.1'), { timeout: 2000 }).toBe(0);
    // a waiter sleeps between re-checks (200 ms here): after the grace period every sample must see none
    await sleep(400);
    const samples: number[] = [];
    for (let i = 0; i < 10; i++) {
      samples.push(ctx().bus.waiterCount());
      await sleep(20);
    }
    expect(samples.every((n) => n === 0), `waiters seen: ${samples.join(',')}`).toBe(true);
    // and an event after the close writes to nobody (no error, nothing left listening)
    expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 10 })).status).toBe(200);
    expect(ctx().bus.waiterCount()).toBe(0);
  });
});

describe('who may follow', () => {
  it("when another order of the same restaurant changes, then the customer's stream stays silent", async () => {
    const mine = await api.place(V);
    const other = await api.place(V);
    const s = await follow(mine.id, '&keepAlive=1');
    await s.waitFor(/: monitoring/);
    await api.act(desk.token, other.id, 'accept', { prepMinutes: 10 });
    await api.act(desk.token, mine.id, 'accept', { prepMinutes: 10 });
    await s.waitFor(/"state":"ACCEPTED"/, 1000);
    expect(frames(s).map((f) => f.orderId)).toEqual([mine.id]);
    expect(s.text()).not.toContain(other.id);
    s.close();
    await s.ended;
  });

  it('when no order is named, a number is named or the order is not this restaurant’s, then 403 / 400 / 404 before any stream', async () => {
    const o = await api.place(V);
    const all = await openStream(port, `/api/v1/vendors/${V}/orders:monitor`);
    expect(all.status).toBe(403);
    await all.ended;
    expect(all.text()).toContain("Following all of a vendor's orders needs the vendor token");
    const byNr = await follow(o.nr);
    expect(byNr.status).toBe(400);
    await byNr.ended;
    expect(byNr.text()).toContain('orderId must be an order id (uuid)');
    const elsewhere = await openStream(port, `/api/v1/vendors/${IDS.pickupOnly}/orders:monitor?orderId=${o.id}`);
    expect(elsewhere.status).toBe(404);
    await elsewhere.ended;
    const unknown = await follow('0b000000-0000-4000-8000-0000000000ff');
    expect(unknown.status).toBe(404);
    await unknown.ended;
    // a desk's token is no vendor token: it does not open the vendor's whole feed either
    const deskAll = await openStream(port, `/api/v1/vendors/${V}/orders:monitor`, { authorization: `Bearer ${desk.token}` });
    expect(deskAll.status).toBe(401);
    await deskAll.ended;
    expect(ctx().limits.customerStreams.count('127.0.0.1')).toBe(0);
  });

  it('when the order was looked up by its number (view 1), then that answer carries the uuid the stream needs', async () => {
    const o = await api.place(V);
    const basic = (await api.as(null, { url: `/api/v1/vendors/${V}/orders/${o.nr}?view=1` })).body as { id: string };
    expect(basic.id).toBe(o.id);
    const s = await follow(basic.id);
    expect(s.status).toBe(200);
    s.close();
    await s.ended;
  });
});
