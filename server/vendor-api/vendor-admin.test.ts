/**
 * PATCH /api/v1/vendors/{id}?updateMask=… and POST /api/v1/vendors/{id}:import — vendor token required, inputs
 * validated, the listing and placement see the change at once (caches cleared on write).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor } from '../../src/domain/types.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, makeCatalog, makeVendor, orderBody, tokenOf, type TestApi } from './test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi(); // default cache on: writes must clear it
});
afterAll(async () => {
  await api.close();
});

const V = IDS.cashOnly;
const vendorAuth = auth(tokenOf(V));
const patch = (query: string, payload: unknown, headers: Record<string, string> = vendorAuth) =>
  call(api.app, { method: 'PATCH', url: `/api/v1/vendors/${V}${query}`, payload: payload as object, headers });
const importCall = (payload: unknown, headers: Record<string, string> = vendorAuth, vendor: string = V) =>
  call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:import`, payload: payload as object, headers });

describe('PATCH /api/v1/vendors/{id}', () => {
  it('when the vendor changes label and isOpen, then the record, listing and placement follow at once', async () => {
    // warm the caches
    expect((await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}` })).body.label).toBe('Nur Bar');
    await call(api.app, { method: 'GET', url: '/api/v1/vendors?filter=zone:1100' });
    const r = await patch('?updateMask=label,isOpen', { label: 'Bar Neu', isOpen: false, tags: ['ignored'] });
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ id: V, label: 'Bar Neu', isOpen: false });
    expect(r.body.tags).toEqual(['delivery', 'pickup', 'delivery-cash']); // not in the mask
    const list = await call(api.app, { method: 'GET', url: '/api/v1/vendors?filter=zone:1100' });
    expect((list.body.vendors as Vendor[]).find((v) => v.id === V)!.label).toBe('Bar Neu');
    const order = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${V}:placeOrder`, payload: orderBody() });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe('Bar Neu is closed and does not accept orders right now');
    const reopen = await patch('?updateMask=isOpen', { isOpen: true });
    expect(reopen.body.isOpen).toBe(true);
  });

  it('when delivery zones change, then the zone filter and the display fee follow', async () => {
    const r = await patch('?updateMask=deliveryZones', {
      deliveryZones: [{ label: 'Linz', postalCode: ['4020'], minPrice: 15, serviceFee: 3.9, serviceFeeMax: 40 }],
    });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.deliveryFee).toBe(3.9);
    expect(r.body.minOrder).toBe(15);
    const linz = await call(api.app, { method: 'GET', url: '/api/v1/vendors?filter=zone:linz' });
    expect((linz.body.vendors as Vendor[]).map((v) => v.id)).toEqual([V]);
    const wien = await call(api.app, { method: 'GET', url: '/api/v1/vendors?filter=zone:1100' });
    expect((wien.body.vendors as Vendor[]).map((v) => v.id)).not.toContain(V);
  });

  it('when a disturbance and opening hours are set, then they are stored; null clears the disturbance', async () => {
    const r = await patch('?updateMask=disturbance,openingHours', {
      disturbance: { services: ['delivery'], reason: 'Fahrer krank', ets: 1900000000 },
      openingHours: [{ days: ['MONDAY'], fromTime: { hours: 11, minutes: 0 }, toTime: { hours: 2, minutes: 0 } }],
    });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.disturbance).toEqual({ services: ['delivery'], reason: 'Fahrer krank', ets: 1900000000 });
    expect(r.body.openingHours).toHaveLength(1);
    const cleared = await patch('?updateMask=disturbance,openingHours', { disturbance: null, openingHours: [] });
    expect(cleared.body.disturbance).toBeNull();
    expect(cleared.body.openingHours).toEqual([]);
  });

  it('when a value is invalid or a field is not updatable, then 400 names it', async () => {
    const label = await patch('?updateMask=label', { label: '' });
    expect(label.status).toBe(400);
    expect(label.body.error.message).toMatch(/label: is required/);
    const zone = await patch('?updateMask=deliveryZones', { deliveryZones: [{ label: 'x', postalCode: '12345', minPrice: 1, serviceFee: 1, serviceFeeMax: 0 }] });
    expect(zone.status).toBe(400);
    expect(zone.body.error.message).toMatch(/deliveryZones\.0\.postalCode/);
    const hours = await patch('?updateMask=openingHours', { openingHours: [{ days: ['FUNDAY'], fromTime: { hours: 1, minutes: 0 }, toTime: { hours: 2, minutes: 0 } }] });
    expect(hours.status).toBe(400);
    const id = await patch('?updateMask=id', { id: IDS.pizza });
    expect(id.status).toBe(400);
    expect(id.body.error.message).toMatch(/"id" cannot be updated/);
    const tags = await patch('?updateMask=tags', { tags: 'delivery' });
    expect(tags.status).toBe(400);
    const image = await patch('?updateMask=image', { image: 'javascript:alert(1)' });
    expect(image.status).toBe(400);
    const notObject = await patch('?updateMask=label', [1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('when called without the vendor token, with the public token or another vendor token, then 401 / 403', async () => {
    expect((await patch('?updateMask=label', { label: 'Hack' }, {})).status).toBe(401);
    expect((await patch('?updateMask=label', { label: 'Hack' }, auth(PUBLIC_TOKEN))).status).toBe(403);
    expect((await patch('?updateMask=label', { label: 'Hack' }, auth(tokenOf(IDS.pizza)))).status).toBe(401);
    const r = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V}` });
    expect(r.body.label).not.toBe('Hack');
  });
});

describe('POST /api/v1/vendors/{id}:import', () => {
  const V2 = IDS.cardOnly;
  const auth2 = auth(tokenOf(V2));

  it('when a vendor record and catalog are imported, then both replace the stored ones', async () => {
    const vendor = makeVendor(V2, { slug: 'karte-neu', label: 'Karte Neu', tags: ['delivery', 'delivery-card', 'burger'] });
    const catalog = makeCatalog(V2);
    catalog.productGroups = catalog.productGroups.slice(1); // drinks only
    const r = await importCall({ name: `vendors/${V2}`, source: { vendor, catalogs: [catalog] } }, auth2, V2);
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ id: V2, slug: 'karte-neu', label: 'Karte Neu' });
    expect(r.body.productGroups.map((g: { label: string }) => g.label)).toEqual(['Getränke']);
    const bySlug = await call(api.app, { method: 'GET', url: '/api/v1/vendors/karte-neu/catalogs/delivery' });
    expect(bySlug.body.productGroups).toHaveLength(1);
    const burger = await call(api.app, { method: 'GET', url: '/api/v1/vendors?filter=tag:burger' });
    expect((burger.body.vendors as Vendor[]).map((v) => v.id)).toEqual([V2]);
    // the old menu is gone: pizza can no longer be ordered there
    const order = await call(api.app, {
      method: 'POST', url: `/api/v1/vendors/${V2}:placeOrder`,
      payload: orderBody({ payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } }),
    });
    expect(order.status).toBe(400);
    expect(order.body.error.message).toBe('Unknown product "margherita" in line 1');
    // the secret token still works
    expect((await importCall({ source: { catalogs: { delivery: makeCatalog(V2) } } }, auth2, V2)).status).toBe(200);
  });

  it("when a record without special days and busy mode is imported, then the kitchen's special days and busy mode stay", async () => {
    const specialDays = [{ date: '2026-12-25', closed: true, ranges: [] }];
    const busy = { extraMinutes: 15, deliveryPaused: false, until: null };
    await api.tdb.db.query(`update vendor.vendors set doc = doc || $2::jsonb where id = $1::uuid`, [V2, JSON.stringify({ specialDays, busy })]);
    const r = await importCall({ source: { vendor: makeVendor(V2, { label: 'Karte Neu 2' }) } }, auth2, V2);
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ label: 'Karte Neu 2', specialDays, busy });
    // one the vendor's system sends itself wins
    const off = { extraMinutes: 0, deliveryPaused: false, until: null };
    const again = await importCall({ source: { vendor: { ...makeVendor(V2), busy: off } } }, auth2, V2);
    expect(again.status, again.raw).toBe(200);
    expect(again.body).toMatchObject({ specialDays, busy: off });
  });

  it('when the import is invalid, then 400 names the problem and nothing changes', async () => {
    const before = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V2}` });
    expect((await importCall({ source: {} }, auth2, V2)).body.error.message).toBe('source needs a vendor record, catalogs, or both');
    const wrongId = await importCall({ source: { vendor: makeVendor(IDS.pizza) } }, auth2, V2);
    expect(wrongId.status).toBe(400);
    expect(wrongId.body.error.message).toMatch(/does not match the vendor in the path/);
    const badVendor = await importCall({ source: { vendor: { ...makeVendor(V2), priceRange: 7 } } }, auth2, V2);
    expect(badVendor.status).toBe(400);
    expect(badVendor.body.error.message).toMatch(/source\.vendor\.priceRange/);
    const cat = makeCatalog(V2);
    cat.productGroups[0]!.products[0]!.pr = -1;
    const badCatalog = await importCall({ source: { catalogs: [cat] } }, auth2, V2);
    expect(badCatalog.status).toBe(400);
    expect(badCatalog.body.error.message).toMatch(/pr: must not be negative/);
    const dup = makeCatalog(V2);
    dup.productGroups[1]!.products.push({ ...dup.productGroups[0]!.products[0]! });
    expect((await importCall({ source: { catalogs: [dup] } }, auth2, V2)).body.error.message).toMatch(/used twice/);
    const wrongName = await importCall({ name: 'vendors/other', source: { catalogs: [makeCatalog(V2)] } }, auth2, V2);
    expect(wrongName.status).toBe(400);
    const slugTaken = await importCall({ source: { vendor: makeVendor(V2, { slug: 'pizzeria-testa' }) } }, auth2, V2);
    expect(slugTaken.status).toBe(409);
    const after = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${V2}` });
    expect(after.body).toEqual(before.body);
  });

  it('when import is called with the public token or none, then 403 / 401', async () => {
    expect((await importCall({ source: { catalogs: [] } }, auth(PUBLIC_TOKEN), V2)).status).toBe(403);
    expect((await importCall({ source: { catalogs: [] } }, {}, V2)).status).toBe(401);
  });

  it('when an unknown custom method is posted, then 404', async () => {
    const r = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${V2}:explode`, payload: {} });
    expect(r.status).toBe(404);
  });
});
