import type { CartLine } from '../../domain/cart.ts';
import { ANNA_CHECKOUT_FORM } from '../../test/checkout-form.ts';
import { buildPlaceOrderRequest, PICKUP_ADDRESS } from './build-order.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { orderVia } from './order-via.ts';

const form: CheckoutForm = { ...ANNA_CHECKOUT_FORM, firstName: ' Anna ', floor: '2', entranceNotes: 'Hof links' };

const line: CartLine = {
  cartItemId: 'p1|size:l',
  productId: 'p1',
  name: 'Pizza Margherita',
  price: 9.5,
  quantity: 2,
  notes: 'gut durch',
  vatPercent: 10,
  options: [{ slug: 'size', label: 'Größe', selectedValues: [{ slug: 'l', label: 'Groß', price: 2, qty: 1 }] }],
  addons: [],
};

const base = {
  form,
  lines: [line],
  payment: 'atm' as const,
  vendor: { postalCode: '1010', city: 'Wien' },
  time: null,
  requestId: 'req-12345678',
  clientTotal: 2300,
  tip: 0,
  via: orderVia({ locale: 'de', device: { type: 'mobile', platform: 'android' }, version: 'abc1234-test' }),
};

describe('buildPlaceOrderRequest (spec 1 §7 placeOrder body)', () => {
  it('when delivering, then the address, contact, payment, lines and requestId are sent', () => {
    const body = buildPlaceOrderRequest({ ...base, orderType: 'delivery' });
    expect(body.requestId).toBe('req-12345678');
    expect(body.order.delivery).toMatchObject({
      label: 'Anna Huber',
      pickUp: false,
      mobile: '+43 660 1234567',
      email: 'anna@example.at',
      house: '12',
      door: '4',
      floor: '2',
      loc: { addrLines: ['Neubaugasse 12'], city: 'Wien', postalCode: '1070' },
    });
    expect(body.order.delivery.note).toContain('Klingel: Huber');
    expect(body.order.delivery.note).toContain('Hof links');
    expect(body.order.payment).toEqual({ sys: 'offline', method: 'atm', ccy: 'EUR' });
    expect(body.order.lines).toEqual([
      expect.objectContaining({
        qty: 2,
        note: 'gut durch',
        entry: expect.objectContaining({
          productId: 'p1',
          opts: [expect.objectContaining({ slug: 'size', vals: [expect.objectContaining({ slug: 'l', qty: 1 })] })],
        }),
      }),
    ]);
    expect(body.order.amount?.total).toBe(23);
  });

  it('when picking up, then the fixed "Restaurant Pickup" address of the vendor is sent and no door details', () => {
    const body = buildPlaceOrderRequest({ ...base, orderType: 'pickup', time: '2026-03-10T19:15:00.000Z' });
    expect(body.order.delivery.pickUp).toBe(true);
    expect(body.order.delivery.loc).toEqual(
      expect.objectContaining({ addrLines: [PICKUP_ADDRESS], postalCode: '1010', city: 'Wien' }),
    );
    expect(body.order.delivery.door).toBeUndefined();
    expect(body.order.delivery.note).toBeUndefined();
    expect(body.order.delivery.time).toBe('2026-03-10T19:15:00.000Z');
  });

  it('when a tip and a note are given, then the tip is sent in euro and the note reaches the restaurant after the doorbell', () => {
    const body = buildPlaceOrderRequest({
      ...base,
      form: { ...form, notes: ' Bitte extra Servietten ' },
      orderType: 'delivery',
      tip: 250,
      clientTotal: 2550,
    });
    expect(body.order.tip).toBe(2.5);
    expect(body.order.amount?.total).toBe(25.5);
    expect(body.order.delivery.note).toBe('Klingel: Huber · Hof links · Bitte extra Servietten');
  });

  it('when picking up with a note, then only the note is sent; without a tip no tip field is sent', () => {
    const body = buildPlaceOrderRequest({ ...base, form: { ...form, notes: 'Ohne Zwiebel' }, orderType: 'pickup' });
    expect(body.order.delivery.note).toBe('Ohne Zwiebel');
    expect(body.order).not.toHaveProperty('tip');
  });

  it('when built, then the via block names the client, its version, the language and the device', () => {
    const body = buildPlaceOrderRequest({ ...base, orderType: 'delivery' });
    expect(body.order.via).toEqual({
      channel: 'web',
      brand: 'Lieferzone',
      client: { name: 'lieferzone-web', version: 'abc1234-test' },
      locale: 'de',
      device: { type: 'mobile', platform: 'android' },
    });
  });
});
