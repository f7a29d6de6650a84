/**
 * A draft vendor (made by accepting a restaurant sign-up, not yet published) is invisible to customers everywhere, not
 * only in the listing: its record and catalogs (404 like an unknown vendor), :placeOrder (404, nothing stored), the
 * sitemap, its slug as a path, the street suggestions and the delivery estimate. The back office and the vendor's own
 * desk still see it. Published, it appears in each of those places.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAY_KEYS } from '../../src/domain/forms/constants.ts';
import { vendorSlugOfPath } from '../app-routes.ts';
import { vendorStreets } from '../geo/streets.ts';
import { seoModule } from '../seo/routes.ts';
import { testConfig } from '../test-helpers.ts';
import { call, customerIp } from '../vendor-api/test-fixtures.ts';
import { createOpsApi, type OpsApi } from './test-kit.ts';

const O = '/api/v1/ops';
const STREET = 'Zwetschkenallee';
const UNKNOWN = '0c000000-0000-4000-8000-00000000abcd';
let t: OpsApi;
let op: { token: string };
let vendorId = '';
let slug = '';
let productId = '';

beforeAll(async () => {
  t = await createOpsApi();
  op = await t.operator();
  const allDay = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, { open: '00:00', close: '00:00', closed: false }]));
  const s = await t.submit('restaurant-signup', {
    email: `owner.draft.${Date.now().toString(36)}@example.com`, restaurantName: 'Trattoria Entwurf',
    street: STREET, buildingNumber: '7', postalCode: '4020', city: 'Linz', openingHours: allDay,
  });
  for (const status of ['in_review', 'accepted']) {
    const r = await t.ops(op.token, { method: 'POST', url: `${O}/inbox/restaurant/${s.id}/status`, payload: { status } });
    expect(r.status, r.raw).toBe(200);
    if (status === 'accepted') vendorId = r.body.vendorId as string;
  }
  const menu = await t.ops(op.token, {
    method: 'PUT', url: `${O}/vendors/${vendorId}/menu`,
    payload: { categories: [{ name: 'Pasta', products: [{ name: 'Penne all’arrabbiata', priceCents: 1150, vatRate: 10, allergens: ['A'], optionGroups: [] }] }] },
  });
  expect(menu.status, menu.raw).toBe(200);
  expect(menu.body.state).toBe('draft');
  slug = menu.body.slug as string;
  productId = menu.body.menu.categories[0].products[0].id as string;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const placeOrder = (id: string) =>
  call(t.app, {
    method: 'POST', url: `/api/v1/vendors/${id}:placeOrder`, remoteAddress: customerIp(),
    payload: { order: {
      delivery: { label: 'Anna Muster', loc: { addrLines: ['Hauptstraße 5'], city: 'Linz', postalCode: '4020' }, pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at' },
      payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
      lines: [{ entry: { type: 'product', productId }, qty: 2 }],
    } },
  });
/** the sitemap of a fresh plugin instance (the app's keeps its answer for 5 minutes) */
const sitemap = async () => {
  const app = Fastify();
  await app.register(seoModule, { config: testConfig(), db: t.tdb.db });
  const r = await app.inject({ url: '/sitemap.xml' });
  await app.close();
  expect(r.statusCode).toBe(200);
  return r.body;
};
/** the street suggestions of a fresh reader (the app's reads the vendor table at most once a minute) */
const streets = async () => (await vendorStreets(t.tdb.db)(STREET, 5)).map((s) => s.label);
const listed = async () =>
  ((await call(t.app, { url: '/api/v1/vendors?filter=zone:4020&pageSize=100' })).body.vendors as { id: string }[]).map((v) => v.id);
const customerReads = () => [
  `/api/v1/vendors/${vendorId}`, `/api/v1/vendors/${vendorId}?view=1`, `/api/v1/vendors/${slug}`, `/api/v1/vendors/vendors/${vendorId}`,
  `/api/v1/vendors/${vendorId}/catalogs`, `/api/v1/vendors/${vendorId}/catalogs/delivery`, `/api/v1/vendors/${vendorId}/catalogs/pickup`,
  `/api/v1/vendors/${slug}/catalogs/delivery`,
];

describe('a draft vendor is invisible to customers', () => {
  it('when a customer asks for the draft or its catalogs, then 404 exactly like an unknown vendor', async () => {
    const unknown = await call(t.app, { url: `/api/v1/vendors/${UNKNOWN}` });
    expect(unknown.status).toBe(404);
    for (const url of customerReads()) {
      const r = await call(t.app, { url });
      expect(r.status, url).toBe(404);
      expect(r.body.error.status, url).toBe(unknown.body.error.status);
      expect(r.body.error.message, url).toMatch(/^Vendor ".+" not found$/);
    }
    expect(await listed()).not.toContain(vendorId);
  });

  it('when a customer places an order at the draft, then 404 like an unknown vendor and nothing is stored', async () => {
    const r = await placeOrder(vendorId);
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe(`Vendor "${vendorId}" not found`);
    expect((await placeOrder(UNKNOWN)).body.error.message).toBe(`Vendor "${UNKNOWN}" not found`);
    expect(await t.tdb.db.query('select 1 from vendor.orders where vendor_id = $1::uuid', [vendorId])).toEqual([]);
  });

  it('when the sitemap, the slug as a path, the street suggestions or the delivery estimate are asked, then the draft is not there', async () => {
    const xml = await sitemap();
    expect(xml).toContain('/restaurant/pizzeria-testa</loc>');
    expect(xml).not.toContain(`/restaurant/${slug}<`);
    expect(await vendorSlugOfPath(t.tdb.db, '/pizzeria-testa')).toBe('pizzeria-testa');
    expect(await vendorSlugOfPath(t.tdb.db, `/${slug}`)).toBeNull();
    expect(await streets()).toEqual([]);
    const search = await call(t.app, { url: `/api/geo/search?q=${encodeURIComponent(STREET)}` });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(STREET);
    const estimate = await call(t.app, { url: `/api/geo/estimate?vendor=${slug}&postalCode=4020` });
    expect(estimate.status).toBe(404);
    expect(estimate.body.error.message).toBe(`Unknown vendor ${slug}`);
  });

  it("when the back office or the vendor's own desk look, then they still see the draft", async () => {
    const ops = await t.ops(op.token, { url: `${O}/vendors/${vendorId}` });
    expect(ops.status).toBe(200);
    expect(ops.body).toMatchObject({ state: 'draft', slug, label: 'Trattoria Entwurf' });
    const desk = await t.desk(vendorId);
    const me = await t.as(desk.token, { url: '/api/v1/desk/me' });
    expect(me.status).toBe(200);
    expect(me.body.vendor).toMatchObject({ id: vendorId, label: 'Trattoria Entwurf' });
    expect((await t.as(desk.token, { url: '/api/v1/desk/orders' })).status).toBe(200);
  });

  it('when the operator publishes it, then the record, catalogs, orders, sitemap, path, street and estimate are there', async () => {
    const pub = await t.ops(op.token, { method: 'POST', url: `${O}/vendors/${vendorId}/publish` });
    expect(pub.status, pub.raw).toBe(200);
    for (const url of customerReads()) expect((await call(t.app, { url })).status, url).toBe(200);
    expect((await call(t.app, { url: `/api/v1/vendors/${slug}` })).body).toMatchObject({ id: vendorId, label: 'Trattoria Entwurf' });
    expect(await listed()).toContain(vendorId);
    // 2 × 11.50 = 23.00; the sign-up's default zone: minimum 15.00, fee 2.90 → 25.90
    const order = await placeOrder(vendorId);
    expect(order.status, order.raw).toBe(200);
    expect(order.body.order.amount.val).toBe(23);
    expect(order.body.order.amount.total).toBe(25.9);
    expect(await sitemap()).toContain(`/restaurant/${slug}</loc>`);
    expect(await vendorSlugOfPath(t.tdb.db, `/${slug}`)).toBe(slug);
    expect(await streets()).toEqual([`${STREET}, 4020 Linz`]);
    expect((await call(t.app, { url: `/api/geo/estimate?vendor=${slug}&postalCode=4020` })).status).toBe(200);
  });
});
