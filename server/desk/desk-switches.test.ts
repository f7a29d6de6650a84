/**
 * Pause and sold-out: the desk's switches show on the vendor, listing and catalog answers, and :placeOrder refuses
 * a paused vendor and a sold-out product with 409 and error.details; bad bodies are 400 with a precise message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefusedErrorSchema } from '../../src/domain/wire/desk.ts';
import { vendorBasicSchema } from '../../src/domain/wire/vendor.ts';
import { call, customerIp, IDS, orderBody } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let desk: Signed;
beforeAll(async () => {
  // the vendor cache stays on (as in production): a desk change must clear it
  api = await createDeskApi({ VENDOR_CACHE_MS: '60000' });
  desk = await api.desk(IDS.pizza);
});
afterAll(async () => {
  await api.close();
});

const place = (body = orderBody()) =>
  call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: body, remoteAddress: customerIp() });
const pause = (minutes: unknown) => api.as(desk.token, { method: 'PUT', url: '/api/v1/desk/pause', payload: { minutes } });
const soldOut = (productId: string, value: unknown) =>
  api.as(desk.token, { method: 'PUT', url: `/api/v1/desk/products/${productId}/sold-out`, payload: { soldOut: value } });

describe('pause', () => {
  it('when the desk pauses for 30 minutes at 17:58 Vienna time, then :placeOrder answers 409 "until 18:28" and the vendor answers carry pausedUntil', async () => {
    // warm the caches first: the pause must clear them
    expect((await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}` })).body.pausedUntil ?? null).toBeNull();
    await call(api.app, { url: '/api/v1/vendors?pageSize=100' });
    api.clock.now = new Date('2026-03-02T16:58:00.000Z');
    const p = await pause(30);
    expect(p.status).toBe(200);
    expect(p.body).toEqual({ pausedUntil: '2026-03-02T17:28:00.000Z' });

    const r = await place();
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('Pizzeria Testa is not taking orders until 18:28');
    expect(orderRefusedErrorSchema.parse(r.body).error.details).toEqual({ reason: 'VENDOR_PAUSED', pausedUntil: '2026-03-02T17:28:00.000Z' });
    const v = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}` });
    expect(vendorBasicSchema.parse(v.body).pausedUntil).toBe('2026-03-02T17:28:00.000Z');
    const list = await call(api.app, { url: '/api/v1/vendors?pageSize=100' });
    const listed = (list.body.vendors as { id: string; pausedUntil?: string }[]).find((x) => x.id === IDS.pizza);
    expect(listed?.pausedUntil).toBe('2026-03-02T17:28:00.000Z');
    expect((await api.as(desk.token, { url: '/api/v1/desk/me' })).body.vendor.pausedUntil).toBe('2026-03-02T17:28:00.000Z');
  });

  it('when the pause is over, then orders are taken again without anyone resuming', async () => {
    api.clock.now = new Date('2026-03-02T17:28:01.000Z');
    expect((await place()).status).toBe(200);
    expect((await api.as(desk.token, { url: '/api/v1/desk/me' })).body.vendor.pausedUntil).toBeNull();
    api.clock.now = null;
  });

  it('when the desk resumes (0), then pausedUntil is null and orders are taken', async () => {
    await pause(15);
    expect((await place()).status).toBe(409);
    const r = await pause(0);
    expect(r.body).toEqual({ pausedUntil: null });
    expect((await place()).status).toBe(200);
    expect((await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}` })).body.pausedUntil).toBeNull();
  });

  it('when another vendor is paused, then this vendor still takes orders', async () => {
    const other = await api.desk(IDS.cashOnly);
    await api.as(other.token, { method: 'PUT', url: '/api/v1/desk/pause', payload: { minutes: 60 } });
    expect((await place()).status).toBe(200);
    await api.as(other.token, { method: 'PUT', url: '/api/v1/desk/pause', payload: { minutes: 0 } });
  });

  it('when the minutes are not offered, then 400 names them', async () => {
    for (const m of [20, -15, '30', null]) {
      const r = await pause(m);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('Invalid request: minutes: must be one of 0, 15, 30, 60');
    }
  });
});

describe('sold out', () => {
  it('when Margherita is marked sold out, then the desk catalog, the vendor page and the catalog answer show it and :placeOrder refuses it', async () => {
    await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}/catalogs` });
    const r = await soldOut('margherita', true);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ productId: 'margherita', soldOut: true });
    const cat = await api.as(desk.token, { url: '/api/v1/desk/catalog' });
    const products = (cat.body.groups as { products: { id: string; soldOut: boolean }[] }[]).flatMap((g) => g.products);
    expect(products.filter((p) => p.soldOut).map((p) => p.id)).toEqual(['margherita']);
    const pub = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}/catalogs` });
    const margherita = (pub.body.productGroups as { products: { id: string; soldOut?: boolean }[] }[])[0]?.products[0];
    expect(margherita).toMatchObject({ id: 'margherita', soldOut: true });
    const page = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}` });
    expect(JSON.stringify(page.body.productGroups)).toContain('"soldOut":true');

    const refused = await place();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('"Pizza Margherita" is sold out');
    expect(refused.body.error.details).toEqual({ reason: 'PRODUCT_SOLD_OUT', productId: 'margherita', label: 'Pizza Margherita' });
  });

  it('when the cart holds only other products, then the order is taken', async () => {
    const r = await place(orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 5 }] }));
    expect(r.status).toBe(200);
    // 5 × Cola 3.00 = 15.00, + delivery fee 2.50 (zone Favoriten, under 30.00) = 17.50
    expect(r.body.order.amount.total).toBe(17.5);
  });

  it('when it is available again, then it is ordered and the switch is gone from the menu', async () => {
    expect((await soldOut('margherita', false)).body).toEqual({ productId: 'margherita', soldOut: false });
    expect((await place()).status).toBe(200);
    const pub = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}/catalogs` });
    expect(JSON.stringify(pub.body)).not.toContain('soldOut');
  });

  it('when the product is unknown or the body is wrong, then 404 / 400', async () => {
    const unknown = await soldOut('sachertorte', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product "sachertorte" is not on the menu');
    const bad = await soldOut('margherita', 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid request: soldOut: must be true or false');
  });

  it("when desk A marks a product of its own menu, then vendor B's same product id is untouched", async () => {
    const otherMenu = await call(api.app, { url: `/api/v1/vendors/${IDS.cashOnly}/catalogs` });
    await soldOut('cola', true);
    expect((await call(api.app, { url: `/api/v1/vendors/${IDS.cashOnly}/catalogs` })).raw).toBe(otherMenu.raw);
    await soldOut('cola', false);
  });
});
