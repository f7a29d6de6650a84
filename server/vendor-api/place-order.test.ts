/**
 * POST /api/v1/vendors/{id}:placeOrder — server-side pricing, idempotency (also under concurrent retries),
 * expireTime (spec 1 §9) and the stored 'created' event. Every refusal: place-order-refusals.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, customerIp, orderBody, pickupDelivery, withoutKey, type TestApi } from './test-fixtures.ts';

let api: TestApi;
// Wednesday 2025-06-04 12:00 in Vienna
const NOW = new Date('2025-06-04T10:00:00Z');

beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = NOW;
});

let counter = 0;
const rid = () => `req-${Date.now()}-${++counter}`;

function place(vendor: string, body: unknown, headers: Record<string, string> = {}) {
  return call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body as object, headers });
}

describe('placing an order', () => {
  it('when a valid delivery order is placed, then the server prices it from its own catalog and answers {name, order}', async () => {
    const requestId = rid();
    const r = await place(IDS.pizza, orderBody({}, requestId), auth(PUBLIC_TOKEN));
    expect(r.status, r.raw).toBe(200);
    const order = r.body.order as Order;
    expect(r.body.name).toBe(`vendors/${IDS.pizza}/orders/${order.id}`);
    expect(order.name).toBe(r.body.name);
    expect(order.nr).toMatch(/^\d+$/);
    expect(order.vendor).toBe(`vendors/${IDS.pizza}`);
    expect(order.requestId).toBe(requestId);
    // 2 × (8.90 + 3.50 groß) + 3.00 = 27.80; zone Favoriten: fee 2.50 (below serviceFeeMax 30), min 12 reached
    expect(order.amount.val).toBe(27.8);
    expect(order.amount.charges).toEqual([{ type: 'service-fee', val: 2.5 }]);
    expect(order.amount.total).toBe(30.3);
    expect(order.amount.vat.map((v) => v.rate).sort()).toEqual([10, 20]);
    expect(order.lines[0]).toMatchObject({ qty: 2, total: 24.8, entry: { productId: 'margherita', label: 'Pizza Margherita', pr: 8.9, vatP: 10 } });
    expect(order.lines[0]!.entry.opts).toEqual([{ slug: 'size', label: 'Größe', vals: [{ slug: 'gross', label: 'Groß', qty: 1, pr: 3.5 }] }]);
    expect(order.lines[1]).toMatchObject({ qty: 1, total: 3, note: 'kalt' });
    expect(order.fulfillment.state).toBe('RECEIVED');
    expect(order.fulfillment.history).toEqual([{ state: 'RECEIVED', ts: NOW.toISOString() }]);
    expect(order.createTime).toBe(NOW.toISOString());
    // open now, no delivery time: expires in 15 minutes (spec 1 §9)
    expect(order.expireTime).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    expect(order.delivery).toMatchObject({ label: 'Anna Muster', pickUp: false, mobile: '+43 660 1234567', floor: '2', door: '5' });
    expect(order.payment).toEqual({ sys: 'offline', method: 'cash', ccy: 'EUR' });
    const ev = await api.tdb.db.query<{ type: string; state: string }>('select type, state from vendor.order_events where order_id = $1', [order.id]);
    expect(ev).toEqual([{ type: 'created', state: 'RECEIVED' }]);
  });

  it('when the client sends its own line prices, then they are ignored and the catalog prices count', async () => {
    const body = orderBody();
    body.order.lines[0]!.entry.pr = 0.01;
    body.order.lines[0]!.total = 0.02;
    const r = await place(IDS.pizza, body);
    expect(r.status).toBe(200);
    expect(r.body.order.lines[0].entry.pr).toBe(8.9);
    expect(r.body.order.amount.total).toBe(30.3);
  });

  it('when the client total matches the server total, then the order is accepted', async () => {
    const r = await place(IDS.pizza, orderBody({ amount: { total: 30.3 } }));
    expect(r.status).toBe(200);
    expect(r.body.order.amount.total).toBe(30.3);
  });

  it('when the client total differs by a cent or more, then it is refused with 409 carrying the server amount, and nothing is stored', async () => {
    const requestId = rid();
    const r = await place(IDS.pizza, orderBody({ amount: { total: 30.29 } }, requestId));
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/^Prices changed: the order total is €30\.30, not €30\.29/);
    expect(r.body.error.details.amount.total).toBe(30.3);
    expect(r.body.error.details.reason).toBe('PRICE_CHANGED');
    const rows = await api.tdb.db.query('select 1 from vendor.orders where request_id = $1', [requestId]);
    expect(rows).toHaveLength(0);
  });

  it('when a tip is given, then it is charged and part of the total', async () => {
    const r = await place(IDS.pizza, orderBody({ tip: 2 }));
    expect(r.status).toBe(200);
    expect(r.body.order.amount.charges).toEqual([{ type: 'service-fee', val: 2.5 }, { type: 'tip', val: 2 }]);
    expect(r.body.order.amount.total).toBe(32.3);
  });

  it('when the subtotal is below the zone minimum, then a minimum-order fee is charged', async () => {
    const r = await place(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 1 }] }));
    expect(r.status).toBe(200);
    expect(r.body.order.amount.charges).toEqual([{ type: 'service-fee', val: 2.5 }, { type: 'min-order-fee', val: 9 }]);
    expect(r.body.order.amount.total).toBe(14.5);
  });

  it('when free picks and a stepper option are chosen, then the free count is deducted in value order', async () => {
    const r = await place(IDS.pizza, orderBody({
      lines: [
        { entry: { type: 'product', productId: 'diavola', opts: [
          { slug: 'size', vals: [{ slug: 'klein', qty: 1 }] },
          { slug: 'extras', vals: [{ slug: 'kaese', qty: 1 }, { slug: 'schinken', qty: 1 }] },
        ] }, qty: 1 },
        { entry: { type: 'product', productId: 'wasser', opts: [{ slug: 'eis', vals: [{ slug: 'wuerfel', qty: 3 }] }] }, qty: 1 },
      ],
    }));
    expect(r.status, r.raw).toBe(200);
    // diavola 10.50 + (käse free, schinken 1.50) = 12.00; wasser 2.00 + 3 × 0.10 = 2.30
    expect(r.body.order.lines.map((l: { total: number }) => l.total)).toEqual([12, 2.3]);
  });

  it('when a pickup order is placed, then no fees apply and no address is needed', async () => {
    const r = await place(IDS.pizza, orderBody({ delivery: pickupDelivery }));
    expect(r.status, r.raw).toBe(200);
    expect(r.body.order.amount.charges).toEqual([]);
    expect(r.body.order.amount.total).toBe(27.8);
    expect(r.body.order.delivery.pickUp).toBe(true);
  });

  it('when no requestId is sent, then the server generates one', async () => {
    const r = await place(IDS.pizza, orderBody());
    expect(r.status).toBe(200);
    expect(r.body.order.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the vendor is addressed by slug, then the order is placed with that vendor', async () => {
    const r = await place('pizzeria-testa', orderBody());
    expect(r.status).toBe(200);
    expect(r.body.order.vendor).toBe(`vendors/${IDS.pizza}`);
  });
});

describe('idempotency', () => {
  it('when the same requestId is sent again, then the same order is answered (200, same body) and stored once', async () => {
    const requestId = rid();
    const a = await place(IDS.pizza, orderBody({}, requestId));
    const b = await place(IDS.pizza, orderBody({}, requestId));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // byte for byte the same order; only the first answer carries the order's access key
    expect(b.raw).toBe(withoutKey(a.raw));
    const rows = await api.tdb.db.query('select id from vendor.orders where request_id = $1', [requestId]);
    expect(rows).toHaveLength(1);
  });

  it("when an order is placed, then only its first answer carries the access key, stored as its sha256 and in no read of the order", async () => {
    const requestId = rid();
    // from a connection of its own: the per-client limit belongs to the other tests of this file
    const from = customerIp();
    const placeFrom = () => call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, requestId), remoteAddress: from });
    const a = await placeFrom();
    const key = a.body.accessKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await api.tdb.db.query<{ h: string; doc: string }>(
      `select encode(access_key_hash, 'hex') as h, doc::text as doc from vendor.orders where request_id = $1`, [requestId]);
    expect(row?.h).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row?.doc).not.toContain(key);
    // the retry (same requestId, same body: it could come from anyone who can rebuild the request) gets no key, and
    // the stored hash stays the one of the first key
    const b = await placeFrom();
    expect(b.status).toBe(200);
    expect(b.body.accessKey).toBeUndefined();
    const [after] = await api.tdb.db.query<{ h: string }>(`select encode(access_key_hash, 'hex') as h from vendor.orders where request_id = $1`, [requestId]);
    expect(after?.h).toBe(row?.h);
    // reads of the order by its id (the tracking's and the courier's source) never carry it
    const full = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}/orders/${a.body.order.id as string}` });
    expect(full.status).toBe(200);
    expect(full.raw).not.toContain(key);
    expect(full.raw).not.toContain('accessKey');
  });

  it('when 10 identical requests arrive concurrently, then exactly one order exists and all ten answers are equal', async () => {
    const requestId = rid();
    const results = await Promise.all(Array.from({ length: 10 }, () => place(IDS.pizza, orderBody({}, requestId))));
    for (const r of results) expect(r.status, r.raw).toBe(200);
    // one answer created the order and carries its key; all ten are the same order
    expect(results.filter((r) => r.body.accessKey !== undefined)).toHaveLength(1);
    expect(new Set(results.map((r) => withoutKey(r.raw))).size).toBe(1);
    const rows = await api.tdb.db.query('select id from vendor.orders where request_id = $1', [requestId]);
    expect(rows).toHaveLength(1);
    const events = await api.tdb.db.query(
      `select e.seq from vendor.order_events e join vendor.orders o on o.id = e.order_id where o.request_id = $1`, [requestId]);
    expect(events).toHaveLength(1);
  });

  it('when the same requestId is used at two vendors, then they are two orders', async () => {
    const requestId = rid();
    const a = await place(IDS.pizza, orderBody({}, requestId));
    const b = await place(IDS.cashOnly, orderBody({}, requestId));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.order.id).not.toBe(b.body.order.id);
  });

  it('when a retry comes after the vendor closed, then the already placed order is still answered', async () => {
    const requestId = rid();
    const a = await place(IDS.pizza, orderBody({}, requestId));
    await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{isOpen}', 'false') where id = $1`, [IDS.pizza]);
    const b = await place(IDS.pizza, orderBody({}, requestId));
    await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{isOpen}', 'true') where id = $1`, [IDS.pizza]);
    expect(b.status).toBe(200);
    expect(b.raw).toBe(withoutKey(a.raw));
  });
});
