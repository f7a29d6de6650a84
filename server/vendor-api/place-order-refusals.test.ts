/**
 * POST /api/v1/vendors/{id}:placeOrder — every refusal with its status and message: the request's shape (the route
 * schema, contact fields from src/domain/contact.ts) and what depends on the vendor (open, zones, payment, prices).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../../src/domain/types.ts';
import { IDS, call, createApi, orderBody, pickupDelivery, type TestApi } from './test-fixtures.ts';

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
    // phone and e-mail are judged by the shared rules of src/domain/contact.ts (every case: contact-fields.test.ts)
    await refused(IDS.pizza, withDelivery({ label: '  ' }), 400, "delivery.label (the customer's name) is required");
    await refused(IDS.pizza, withDelivery({ mobile: '' }), 400, 'Invalid request: order.delivery.mobile: is required');
    await refused(IDS.pizza, withDelivery({ mobile: 'call me' }), 400, 'Invalid request: order.delivery.mobile: is not a valid phone number');
    await refused(IDS.pizza, withDelivery({ email: '' }), 400, 'Invalid request: order.delivery.email: is required');
    await refused(IDS.pizza, withDelivery({ email: 'anna@' }), 400, 'Invalid request: order.delivery.email: is not a valid e-mail address');
  });

  it('when a delivery address is missing or incomplete, then 400', async () => {
    const noLoc = base();
    delete noLoc.order.delivery.loc;
    await refused(IDS.pizza, noLoc, 400, 'delivery.loc (the delivery address) is required for delivery orders');
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: [], city: 'Wien', postalCode: '1100' } }), 400, 'delivery.loc.addrLines (street and house number) is required');
    await refused(IDS.pizza, withDelivery({ loc: { addrLines: ['Gasse 1'], city: 'Wien', postalCode: '110' } }), 400, 'Invalid request: order.delivery.loc.postalCode: must be a four-digit Austrian postal code');
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
