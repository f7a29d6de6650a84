/**
 * Issue 32 part C — the day at a glance (GET /api/v1/desk/day, day.csv): the sums match the orders computed by hand
 * (cash vs card, cancellations excluded, the couriers' cash = cash on delivery orders), the day runs from Vienna
 * midnight to Vienna midnight (here the spring clock change: 23 hours), only the restaurant's own desk reads it; and a
 * menu save with a repeated client id (Idempotency-Key) is applied once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { expireOrders } from './expiry.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
let other: Signed;
beforeAll(async () => {
  api = await createDeskApi();
  desk = await api.desk(IDS.pizza);
  other = await api.desk(IDS.cashOnly);
});
afterAll(async () => api.close());

const at = (iso: string) => { api.clock.now = new Date(iso); };
const card = { sys: 'offline', method: 'atm', ccy: 'EUR' } as const;

describe('the day at a glance', () => {
  // Sunday 29 March 2026, Vienna: clocks go from 02:00 CET to 03:00 CEST, so the day is 23 hours long
  const orders: Record<string, { id: string; nr: string }> = {};
  beforeAll(async () => {
    at('2026-03-28T22:59:59.000Z'); // 23:59:59 on the 28th in Vienna: the day before
    orders.before = await api.place(IDS.pizza);
    at('2026-03-28T23:00:00.000Z'); // 00:00 on the 29th
    await api.act(desk.token, orders.before.id, 'accept', { prepMinutes: 20 }); // 1 s, counted on the 28th
    orders.a = await api.place(IDS.pizza); // delivery, cash: 2 × Margherita groß 12.40 + Cola 3.00 + delivery 2.50 = 30.30
    at('2026-03-28T23:01:30.000Z');
    expect((await api.act(desk.token, orders.a.id, 'accept', { prepMinutes: 20 })).status).toBe(200); // 90 s
    at('2026-03-29T10:00:00.000Z');
    orders.b = await api.place(IDS.pizza, orderBody({ payment: card })); // delivery, card: 30.30
    at('2026-03-29T10:00:30.000Z');
    await api.act(desk.token, orders.b.id, 'accept', { prepMinutes: 20 }); // 30 s
    at('2026-03-29T11:00:00.000Z');
    orders.c = await api.place(IDS.pizza, orderBody({ delivery: pickupDelivery })); // pickup, cash: 27.80 (no delivery fee)
    at('2026-03-29T11:01:00.000Z');
    await api.act(desk.token, orders.c.id, 'accept', { prepMinutes: 10 }); // 60 s
    at('2026-03-29T12:00:00.000Z');
    orders.d = await api.place(IDS.pizza); // refused: not counted
    await api.act(desk.token, orders.d.id, 'refuse', { reason: 'sold_out' });
    at('2026-03-29T13:00:00.000Z');
    orders.e = await api.place(IDS.pizza, orderBody({ delivery: pickupDelivery, payment: card })); // never confirmed
    at('2026-03-29T13:15:00.000Z');
    const h = vendorApiHandle(api.app);
    if (!h) throw new Error('no vendor API');
    expect(await expireOrders(h.ctx)).toEqual([orders.e.id]);
    orders.otherVendor = await api.place(IDS.cashOnly);
    at('2026-03-29T22:00:00.000Z'); // 00:00 on the 30th
    orders.after = await api.place(IDS.pizza);
    at('2026-03-29T23:30:00.000Z');
  });
  afterAll(() => { api.clock.now = null; });

  it('when the day is read, then the sums are those of the orders computed by hand', async () => {
    const r = await api.as(desk.token, { url: '/api/v1/desk/day?date=2026-03-29' });
    expect(r.status).toBe(200);
    const { orders: rows, ...sums } = r.body as { orders: { nr: string }[] };
    expect(sums).toEqual({
      date: '2026-03-29', from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z',
      orderCount: 5, keptCount: 3,
      cashCents: 3030 + 2780, cardCents: 3030, totalCents: 3030 + 2780 + 3030,
      courierCashCents: 3030, // the pickup's cash was paid at the counter
      refusedCount: 1, notConfirmedCount: 1, otherCancelledCount: 0,
      avgAcceptSeconds: (90 + 30 + 60) / 3,
    });
    expect(rows.map((o) => o.nr)).toEqual([orders.a, orders.b, orders.c, orders.d, orders.e].map((o) => o?.nr));
    expect(rows[3]).toMatchObject({ state: 'CANCELED', cancelReason: 'sold_out', cancelBy: 'vendor', totalCents: 3030, acceptSeconds: null });
    expect(rows[4]).toMatchObject({ state: 'CANCELED', cancelReason: 'NOT_CONFIRMED', cancelBy: 'system', method: 'atm', pickUp: true });
    // without a date: today by the server's clock (the 29th in Vienna until 22:00 UTC; now it is the 30th)
    const today = await api.as(desk.token, { url: '/api/v1/desk/day' });
    expect(today.body).toMatchObject({ date: '2026-03-30', orderCount: 1 });
    expect((await api.as(desk.token, { url: '/api/v1/desk/day?date=2026-03-28' })).body).toMatchObject({ orderCount: 1, cashCents: 3030, avgAcceptSeconds: 1 });
  });

  it('when downloaded as CSV, then BOM, one row per order, Vienna times, euros with two decimals', async () => {
    const r = await api.as(desk.token, { url: '/api/v1/desk/day.csv?date=2026-03-29' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="lieferzone-tag-2026-03-29.csv"');
    const nr = (k: string) => orders[k]?.nr ?? '';
    expect(r.raw).toBe('\uFEFF' + [
      'nr,placed_at_vienna,state,payment_method,type,total_eur,accept_seconds,auto_accepted,cancel_reason,cancelled_by',
      `${nr('a')},2026-03-29 00:00,ACCEPTED,cash,delivery,30.30,90,no,,`,
      `${nr('b')},2026-03-29 12:00,ACCEPTED,card,delivery,30.30,30,no,,`,
      `${nr('c')},2026-03-29 13:00,ACCEPTED,cash,pickup,27.80,60,no,,`,
      `${nr('d')},2026-03-29 14:00,CANCELED,cash,delivery,30.30,,no,sold_out,vendor`,
      `${nr('e')},2026-03-29 15:00,CANCELED,card,pickup,27.80,,no,NOT_CONFIRMED,system`,
    ].join('\r\n') + '\r\n');
  });

  it("when another restaurant's desk, a customer or nobody asks, then they never see this restaurant's day", async () => {
    const theirs = await api.as(other.token, { url: `/api/v1/desk/day?date=2026-03-29&vendorId=${IDS.pizza}` });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ orderCount: 1, cashCents: 3030 });
    expect(theirs.body.orders.map((o: { nr: string }) => o.nr)).toEqual([orders.otherVendor?.nr]);
    const csv = await api.as(other.token, { url: '/api/v1/desk/day.csv?date=2026-03-29' });
    expect(csv.raw).not.toContain(orders.a?.nr ?? '-');
    const customer = await api.customer();
    for (const url of ['/api/v1/desk/day?date=2026-03-29', '/api/v1/desk/day.csv?date=2026-03-29']) {
      expect((await api.as(null, { url })).status).toBe(401);
      expect((await api.as(null, { url, headers: { apikey: api.apikey, authorization: `Bearer ${api.apikey}` } })).status).toBe(401);
      expect((await api.as(customer.token, { url })).status).toBe(403);
    }
  });

  it('when the date is no calendar day, then 400', async () => {
    for (const date of ['2026-02-30', '29.03.2026', '2026-3-29']) {
      const r = await api.as(desk.token, { url: `/api/v1/desk/day?date=${date}` });
      expect(r.status).toBe(400);
    }
  });
});

const MENU = (price: number) => ({
  categories: [{ name: 'Pizza', products: [{ name: 'Pizza Lina', priceCents: price, vatRate: 10, allergens: ['A'], optionGroups: [] }] }],
});

describe('a menu save with a client id (the desk offline queue)', () => {
  const put = (key: string | null, body: Record<string, unknown>) =>
    api.as(desk.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: body, headers: key ? { 'idempotency-key': key } : {} });
  const menuAudits = async () =>
    Number((await api.tdb.db.query<{ n: string | number }>(
      `select count(*) as n from public.ops_audit where entity_id = $1::uuid and action = 'menu'`, [IDS.pizza],
    ))[0]?.n);

  it('when the same save is sent again (a lost answer, a replay after reconnecting), then it is applied once', async () => {
    const first = randomUUID();
    const audits = await menuAudits();
    const [a, b] = await Promise.all([put(first, MENU(950)), put(first, MENU(950))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await menuAudits()).toBe(audits + 1);
    // a later save with its own id changes the menu; the old id sent again afterwards does not undo it
    expect((await put(randomUUID(), MENU(1200))).body.categories[0].products[0].priceCents).toBe(1200);
    const replay = await put(first, MENU(950));
    expect(replay.status).toBe(200);
    expect(replay.body.categories[0].products[0].priceCents).toBe(1200);
    expect(await menuAudits()).toBe(audits + 2);
  });

  it('when a save is refused (400), then its client id stays unused and the corrected save with it applies', async () => {
    const id = randomUUID();
    expect((await put(id, MENU(-1))).status).toBe(400);
    expect((await put(id, MENU(990))).body.categories[0].products[0].priceCents).toBe(990);
  });

  it("when the client id is not a uuid, then 400; another restaurant's id space is its own", async () => {
    expect((await put('nope', MENU(990))).status).toBe(400);
    const id = randomUUID();
    await put(id, MENU(990));
    const theirs = await api.as(other.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: MENU(777), headers: { 'idempotency-key': id } });
    expect(theirs.body.categories[0].products[0].priceCents).toBe(777);
  });
});
