/**
 * The desk's queue: the orders snapshot with its cursor, the long poll and the Server-Sent Events with whole orders,
 * resuming after Last-Event-ID; presence: the demo kitchen leaves a vendor alone while its desk is open, and plays
 * the vendor again once the desk has not been seen for 90 s.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskEventSchema, deskEventsPageSchema, deskOrdersPageSchema } from '../../src/domain/wire/desk.ts';
import { IDS } from '../vendor-api/test-fixtures.ts';
import { openStream } from '../vendor-api/sse-test-client.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
let port: number;
beforeAll(async () => {
  api = await createDeskApi({ DEMO_KITCHEN: '1', DEMO_KITCHEN_SPEED: '3000', EVENT_RECHECK_MS: '100' });
  desk = await api.desk(IDS.pizza);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await api.close();
});

const state = async (vendorId: string, id: string) =>
  (await api.as(null, { url: `/api/v1/vendors/${vendorId}/orders/${id}?view=1` })).body.fulfillment.state as string;
const present = () => api.as(desk.token, { method: 'POST', url: '/api/v1/desk/presence' });

describe('presence and the demo kitchen', () => {
  it('when the desk is present, then its orders stay RECEIVED while another vendor’s order is accepted by the kitchen', async () => {
    expect((await present()).status).toBe(204);
    const mine = await api.place(IDS.pizza);
    const other = await api.place(IDS.cashOnly);
    // the kitchen accepts within 18–54 s / 3000 ≈ 6–18 ms
    await expect.poll(() => state(IDS.cashOnly, other.id), { timeout: 5000 }).not.toBe('RECEIVED');
    await new Promise((r) => setTimeout(r, 300));
    expect(await state(IDS.pizza, mine.id)).toBe('RECEIVED');
  });

  it('when the desk was last seen more than 90 s ago, then the kitchen plays the vendor again', async () => {
    const stale = new Date(Date.now() - 91_000).toISOString();
    await api.tdb.db.query('update vendor.desk_accounts set last_seen_at = $2::timestamptz where user_id = $1::uuid', [desk.userId, stale]);
    const o = await api.place(IDS.pizza);
    await expect.poll(() => state(IDS.pizza, o.id), { timeout: 5000 }).not.toBe('RECEIVED');
    await present();
  });
});

describe('the queue', () => {
  it('when the desk loads its orders, then open ones come oldest first with the server time and a cursor', async () => {
    await present();
    const a = await api.place(IDS.pizza);
    const b = await api.place(IDS.pizza);
    const r = await api.as(desk.token, { url: '/api/v1/desk/orders' });
    expect(r.status).toBe(200);
    const page = deskOrdersPageSchema.parse(r.body);
    const ids = page.orders.map((o) => o.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.orders.every((o) => o.vendor === `vendors/${IDS.pizza}`)).toBe(true);
    const seq = await api.tdb.db.query<{ s: number }>('select max(seq)::int as s from vendor.order_events where vendor_id = $1::uuid', [IDS.pizza]);
    expect(page.cursor).toBe(seq[0]?.s);
    expect(Math.abs(Date.parse(page.serverTime) - Date.now())).toBeLessThan(5000);
  });

  it('when an order is placed after the cursor, then the long poll answers it whole, and accepting it is the next event', async () => {
    await present();
    const start = (await api.as(desk.token, { url: '/api/v1/desk/orders' })).body.cursor as number;
    const waiting = api.as(desk.token, { url: `/api/v1/desk/events:poll?cursor=${start}&timeout=10` });
    await new Promise((r) => setTimeout(r, 100));
    const o = await api.place(IDS.pizza);
    const page = deskEventsPageSchema.parse((await waiting).body);
    expect(page.events.map((e) => [e.type, e.order.id, e.order.fulfillment.state])).toEqual([['created', o.id, 'RECEIVED']]);
    expect(page.events[0]?.order.lines.length).toBe(2);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 20 });
    const next = deskEventsPageSchema.parse((await api.as(desk.token, { url: `/api/v1/desk/events:poll?cursor=${page.cursor}&timeout=5` })).body);
    expect(next.events.map((e) => [e.type, e.order.fulfillment.state])).toEqual([['state', 'ACCEPTED']]);
  });

  it('when the desk streams events, then a new order arrives as id/event/data and a reconnect resumes after Last-Event-ID', async () => {
    await present();
    const start = (await api.as(desk.token, { url: '/api/v1/desk/orders' })).body.cursor as number;
    const headers = { authorization: `Bearer ${desk.token}` };
    const s = await openStream(port, `/api/v1/desk/events?cursor=${start}`, headers);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    const o = await api.place(IDS.pizza);
    const frame = await s.waitFor(/id: (\d+)\nevent: order\ndata: (.*)\n\n/);
    const [, id, data] = /id: (\d+)\nevent: order\ndata: (.*)\n\n/.exec(frame) ?? [];
    const ev = deskEventSchema.parse(JSON.parse(data ?? ''));
    expect([ev.seq, ev.type, ev.order.id]).toEqual([Number(id), 'created', o.id]);
    s.close();
    await s.ended;

    await api.act(desk.token, o.id, 'refuse', { reason: 'closing_soon' });
    const again = await openStream(port, '/api/v1/desk/events', { ...headers, 'last-event-id': String(id) });
    const text = await again.waitFor(/data: (.*"type":"state".*)\n\n/);
    const refused = deskEventSchema.parse(JSON.parse(text.replace(/^data: /, '')));
    expect([refused.order.id, refused.order.fulfillment.state, refused.order.fulfillment.cancellation]).toEqual([
      o.id, 'CANCELED', { reason: 'closing_soon', by: 'vendor' },
    ]);
    again.close();
  });

  it('when the stream is asked with a bad cursor or without a token, then 400 / 401 before any stream opens', async () => {
    const bad = await api.as(desk.token, { url: '/api/v1/desk/events?cursor=-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('cursor must be a non-negative integer (the cursor of the last answer)');
    const s = await openStream(port, '/api/v1/desk/events');
    expect(s.status).toBe(401);
    s.close();
  });
});
