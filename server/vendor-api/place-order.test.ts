/**
 * POST /api/v1/vendors/{id}:placeOrder — server-side pricing, every refusal with its status and message,
 * idempotency (also under concurrent retries), expireTime (spec 1 §9) and the stored 'created' event.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PlaceOrderRequest } from '../../src/domain/types.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, orderBody, pickupDelivery, type TestApi } from './test-fixtures.ts';

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

async function refused(vendor: string, body: unknown, status: number, message: string | RegExp) {
  const r = await place(vendor, body);
  expect(r.status, r.raw).toBe(status);
  if (typeof message === 'string') expect(r.body.error.message).toBe(message);
  else expect(r.body.error.message).toMatch(message);
  expect(r.body.error.code).toBe(status);
  return r;
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
    expect(b.raw).toBe(a.raw);
    const rows = await api.tdb.db.query('select id from vendor.orders where request_id = $1', [requestId]);
    expect(rows).toHaveLength(1);
  });

  it('when 10 identical requests arrive concurrently, then exactly one order exists and all ten answers are equal', async () => {
    const requestId = rid();
    const results = await Promise.all(Array.from({ length: 10 }, () => place(IDS.pizza, orderBody({}, requestId))));
    for (const r of results) expect(r.status, r.raw).toBe(200);
    expect(new Set(results.map((r) => r.raw)).size).toBe(1);
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
    expect(b.raw).toBe(a.raw);
  });
});

describe('refusals', () => {
  const base = () => orderBody();
  const withDelivery = (d: Partial<PlaceOrderRequest['order']['delivery']>) => {
    const b = orderBody();
    b.order.delivery = { ...b.order.delivery, ...d };
    return b;
  };

  it('when the vendor id is empty, "undefined" or "null", then 400 Invalid vendor ID; an unknown vendor is 404', async () => {
    await refused('undefined', base(), 400, 'Invalid vendor ID');
    await refused('null', base(), 400, 'Invalid vendor ID');
    await refused('', base(), 400, 'Invalid vendor ID');
    await refused('0c000000-0000-4000-8000-000000000000', base(), 404, /not found/);
  });

  it('when the body is malformed JSON, then 400', async () => {
    const r = await call(api.app, {
      method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: '{"order": ', headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('Malformed JSON body');
  });

  it('when the order or its parts are missing or of the wrong type, then 400 names the field', async () => {
    await refused(IDS.pizza, {}, 400, /^Invalid request: order: is required/);
    await refused(IDS.pizza, { order: { payment: { method: 'cash' }, lines: [] } }, 400, /order\.delivery: is required/);
    const b = base();
    (b.order.lines[0] as { qty: unknown }).qty = 1.5;
    await refused(IDS.pizza, b, 400, /order\.lines\.0\.qty: must be a whole number/);
    const c = base();
    c.order.lines[0]!.qty = 100;
    await refused(IDS.pizza, c, 400, /order\.lines\.0\.qty: must be at most 99/);
    const long = withDelivery({ note: 'x'.repeat(1001) });
    await refused(IDS.pizza, long, 400, /order\.delivery\.note: must be at most 1000 characters/);
    await refused(IDS.pizza, { requestId: 'has space', order: base().order }, 400, /requestId: must be printable ASCII/);
  });

  it('when the cart is empty, then 400', async () => {
    await refused(IDS.pizza, orderBody({ lines: [] }), 400, 'The cart is empty: an order needs at least one line');
  });

  it('when a product, option or value is unknown, then 400 names it', async () => {
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'sushi' }, qty: 1 }] }), 400, 'Unknown product "sushi" in line 1');
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'margherita', opts: [{ slug: 'size', vals: [{ slug: 'gross', qty: 1 }] }, { slug: 'teig', vals: [] }] }, qty: 1 }] }), 400, /Unknown option "teig" for product "Pizza Margherita"/);
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'margherita', opts: [{ slug: 'size', vals: [{ slug: 'riesig', qty: 1 }] }] }, qty: 1 }] }), 400, /Unknown value "riesig" for option "Größe"/);
  });

  it('when option counts are outside min, max or maxQ, then 400 names the option', async () => {
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'margherita' }, qty: 1 }] }), 400, 'Option "Größe" of "Pizza Margherita" needs at least 1 choice(s), got 0');
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'margherita', opts: [{ slug: 'size', vals: [{ slug: 'gross', qty: 1 }, { slug: 'klein', qty: 1 }] }] }, qty: 1 }] }), 400, 'Option "Größe" of "Pizza Margherita" allows at most 1 choice(s), got 2');
    await refused(IDS.pizza, orderBody({ lines: [{ entry: { type: 'product', productId: 'wasser', opts: [{ slug: 'eis', vals: [{ slug: 'wuerfel', qty: 4 }] }] }, qty: 1 }] }), 400, 'At most 3 × "Würfel" allowed in option "Eiswürfel" of "Wasser"');
  });

  it('when the vendor is closed (isOpen false or tag closed), then 400', async () => {
    await refused(IDS.closed, base(), 400, 'Geschlossen is closed and does not accept orders right now');
    await refused(IDS.closedTag, base(), 400, 'Zu per Tag is closed and does not accept orders right now');
  });

  it('when the vendor is outside opening hours, then only a pre-order inside opening hours is accepted', async () => {
    await refused(IDS.evening, base(), 400, 'Abendlokal is outside its opening hours: only pre-orders with a delivery.time within opening hours are accepted');
    await refused(IDS.evening, withDelivery({ time: '2025-06-04T15:00:00Z' }), 400, 'delivery.time 2025-06-04T15:00:00.000Z is outside the opening hours of Abendlokal');
    const ok = await place(IDS.evening, withDelivery({ time: '2025-06-04T18:30:00Z' }));
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body.order.delivery.time).toBe('2025-06-04T18:30:00.000Z');
    expect(ok.body.order.fulfillment.delivery.time).toBe('2025-06-04T18:30:00.000Z');
    // not open now, delivery today: 30 minutes after the next opening (20:00 Vienna = 18:00Z)
    expect(ok.body.order.expireTime).toBe('2025-06-04T18:30:00.000Z');
  });

  it('when delivery.time is malformed, in the past or too far ahead, then 400', async () => {
    await refused(IDS.pizza, withDelivery({ time: 'tomorrow' }), 400, /delivery\.time must be an ISO date-time/);
    await refused(IDS.pizza, withDelivery({ time: '2025-06-04T09:00:00Z' }), 400, 'delivery.time lies in the past');
    await refused(IDS.pizza, withDelivery({ time: '2025-06-20T09:00:00Z' }), 400, 'delivery.time lies more than 8 days ahead');
  });

  it('when pickup goes to a delivery-only vendor or delivery to a pickup-only vendor, then 400', async () => {
    await refused(IDS.deliveryOnly, orderBody({ delivery: pickupDelivery }), 400, 'Nur Lieferung offers delivery only: pickup orders are not accepted');
    await refused(IDS.pickupOnly, base(), 400, 'Nur Abholung offers pickup only: delivery orders are not accepted');
    const ok = await place(IDS.pickupOnly, orderBody({ delivery: pickupDelivery }));
    expect(ok.status).toBe(200);
  });

  it('when the payment method is not offered, then 400', async () => {
    await refused(IDS.cashOnly, orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }), 400, 'Nur Bar accepts cash only: payment method "atm" is not offered');
    await refused(IDS.cardOnly, base(), 400, 'Nur Karte accepts bank card (atm) only: payment method "cash" is not offered');
    await refused(IDS.pizza, orderBody({ payment: { sys: 'offline', method: 'online' as 'cash', ccy: 'EUR' } }), 400, /Online payment is not available/);
    await refused(IDS.pizza, orderBody({ payment: { sys: 'offline', method: 'bitcoin' as 'cash', ccy: 'EUR' } }), 400, 'payment.method must be "cash" or "atm"');
    const ok = await place(IDS.cardOnly, orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }));
    expect(ok.status).toBe(200);
  });

  it('when contact fields are missing or malformed, then 400 names the field', async () => {
    await refused(IDS.pizza, withDelivery({ label: '  ' }), 400, "delivery.label (the customer's name) is required");
    await refused(IDS.pizza, withDelivery({ mobile: '' }), 400, 'delivery.mobile (phone number) is required');
    await refused(IDS.pizza, withDelivery({ mobile: 'call me' }), 400, 'delivery.mobile is not a valid phone number');
    await refused(IDS.pizza, withDelivery({ email: '' }), 400, 'delivery.email is required');
    await refused(IDS.pizza, withDelivery({ email: 'anna@' }), 400, 'delivery.email is not a valid e-mail address');
  });

  it('when a delivery address is missing or incomplete, then 400', async () => {
    const noLoc = base();
    delete noLoc.order.delivery.loc;
    await refused(IDS.pizza, noLoc, 400, 'delivery.loc (the delivery address) is required for delivery orders');
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: [], city: 'Wien', postalCode: '1100' } }), 400, 'delivery.loc.addrLines (street and house number) is required');
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: ['Gasse 1'], city: 'Wien', postalCode: '110' } }), 400, 'delivery.loc.postalCode must be a four-digit Austrian postal code');
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: ['Gasse 1'], city: '', postalCode: '1100' } }), 400, 'delivery.loc.city is required');
  });

  it('when the postal code is outside every zone, then 400; without zones only the own code is served', async () => {
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: ['Gasse 1'], city: 'Wien', postalCode: '1010' } }), 400, 'Pizzeria Testa does not deliver to postal code 1010: no delivery zone for postal code 1010');
    await refused(IDS.noZones, base(), 400, /does not deliver to postal code 1100/);
    const own = await place(IDS.noZones, withDelivery({ loc: { addrLines: ['Neubaugasse 1'], city: 'Wien', postalCode: '1070' } }));
    expect(own.status).toBe(200);
    expect(own.body.order.amount.charges).toEqual([]); // Standard zone: minimum 0, fee 0
  });

  it('when the vendor requires the minimum order and the subtotal is below it, then 400 with both amounts', async () => {
    await refused(IDS.minRequired, orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 1 }] }), 400, 'Minimum order value not reached: €12.00 required, €3.00 in the cart');
    const ok = await place(IDS.minRequired, base());
    expect(ok.status).toBe(200);
  });

  it('when a tip is negative or absurd, then 400', async () => {
    await refused(IDS.pizza, orderBody({ tip: -1 }), 400, /order\.tip: must not be negative/);
    await refused(IDS.pizza, orderBody({ tip: 501 }), 400, /order\.tip: must be at most 500/);
  });
});
