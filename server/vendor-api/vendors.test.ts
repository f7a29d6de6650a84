/**
 * GET /api/Info, GET /api/v1/vendors (filter, orderBy, view, paging), GET /api/v1/vendors/{id or slug},
 * GET /api/v1/vendors/{id}/catalogs/{catalog} (spec 1 §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor } from '../../src/domain/types.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, makeVendor, type TestApi } from './test-fixtures.ts';
import { seedReviews } from '../reviews/seed-reviews.ts';
import { upsertVendor } from './vendor-store.ts';

let api: TestApi;
const rateWith = (id: string, stars: readonly number[]) => seedReviews(api.tdb.db, [{ vendor: { id, tags: ['delivery'] }, stars }], new Date());
beforeAll(async () => {
  // cache off so inserts made straight into the database are visible at once
  api = await createApi({ VENDOR_CACHE_MS: '0' });
  // ratings come from reviews of delivered orders only (issue 30): the pizzeria 4.6 (46 stars / 10), the others one 4
  await rateWith(IDS.pizza, [5, 5, 5, 5, 5, 5, 4, 4, 4, 4]);
  for (const id of Object.values(IDS)) if (id !== IDS.pizza) await rateWith(id, [4]);
});
afterAll(async () => {
  await api.close();
});

const get = (url: string, headers: Record<string, string> = {}) => call(api.app, { method: 'GET', url, headers });

describe('GET /api/Info', () => {
  it('when called without a token, then it answers a motd', async () => {
    const r = await get('/api/Info');
    expect(r.status).toBe(200);
    expect(typeof r.body.motd).toBe('string');
    expect(r.body.motd.length).toBeGreaterThan(5);
  });
});

describe('GET /api/v1/vendors', () => {
  it('when called with the public token and no parameters, then it answers vendors ordered by rating desc then label', async () => {
    const r = await get('/api/v1/vendors', auth(PUBLIC_TOKEN));
    expect(r.status).toBe(200);
    expect(r.body.totalSize).toBe(10);
    const vs = r.body.vendors as Vendor[];
    expect(vs).toHaveLength(10);
    expect(vs[0]!.id).toBe(IDS.pizza); // rating 4.6, the others 4.0
    const rest = vs.slice(1).map((v) => v.label);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(r.body.nextPageToken).toBeUndefined();
    expect(vs[0]!.deliveryZones).toHaveLength(2); // FULL view by default
  });

  it('when the filter names a postal code, then only vendors whose zones serve it are listed', async () => {
    const r = await get('/api/v1/vendors?filter=zone:1070');
    expect(r.status).toBe(200);
    expect((r.body.vendors as Vendor[]).map((v) => v.id)).toEqual([IDS.noZones]);
    expect(r.body.totalSize).toBe(1);
    const graz = await get('/api/v1/vendors?filter=' + encodeURIComponent('zone:8010'));
    expect(graz.body.totalSize).toBe(9); // every vendor with the default zones, not the one without zones
  });

  it('when the filter names a lower-case city, then vendors delivering into that city are listed', async () => {
    const r = await get('/api/v1/vendors?filter=zone:graz');
    expect(r.body.totalSize).toBe(9);
    const none = await get('/api/v1/vendors?filter=zone:innsbruck');
    expect(none.status).toBe(200);
    expect(none.body.vendors).toEqual([]);
    expect(none.body.totalSize).toBe(0);
  });

  it('when the filter has a tag and free text, then both narrow the result', async () => {
    const tag = await get('/api/v1/vendors?filter=' + encodeURIComponent('tag:delivery-cash'));
    expect((tag.body.vendors as Vendor[]).map((v) => v.id)).toEqual([IDS.cashOnly]);
    const text = await get('/api/v1/vendors?filter=' + encodeURIComponent('zone:1100 testa'));
    expect((text.body.vendors as Vendor[]).map((v) => v.id)).toEqual([IDS.pizza]);
    const upper = await get('/api/v1/vendors?filter=' + encodeURIComponent('PIZZERIA'));
    expect((upper.body.vendors as Vendor[]).map((v) => v.id)).toEqual([IDS.pizza]);
    const wildcard = await get('/api/v1/vendors?filter=' + encodeURIComponent('%'));
    expect(wildcard.body.vendors).toEqual([]);
  });

  it('when view is BASIC, then heavy fields are left out', async () => {
    for (const view of ['BASIC', '1']) {
      const r = await get(`/api/v1/vendors?view=${view}&pageSize=1`);
      const v = r.body.vendors[0] as Vendor;
      expect(v.label).toBe('Pizzeria Testa');
      expect(v.deliveryZones).toBeUndefined();
      expect(v.openingHours).toEqual([]);
    }
    const bad = await get('/api/v1/vendors?view=HUGE');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/view/);
  });

  it('when orderBy is label, label desc or an unknown key, then the order follows or the call is refused', async () => {
    const asc = await get('/api/v1/vendors?orderBy=label');
    const labels = (asc.body.vendors as Vendor[]).map((v) => v.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await get('/api/v1/vendors?orderBy=' + encodeURIComponent('label desc'));
    expect((desc.body.vendors as Vendor[]).map((v) => v.label)).toEqual([...labels].reverse());
    const bad = await get('/api/v1/vendors?orderBy=secret');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(bad.body.error.message).toContain('Unknown orderBy field "secret"');
    const badDir = await get('/api/v1/vendors?orderBy=' + encodeURIComponent('label sideways'));
    expect(badDir.status).toBe(400);
  });

  it('when orderBy is popularity desc or minOrder, then the vendors are sorted by that value', async () => {
    const r = await get('/api/v1/vendors?orderBy=' + encodeURIComponent('popularity desc, label'));
    expect(r.status).toBe(200);
    const pops = (r.body.vendors as Vendor[]).map((v) => v.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const m = await get('/api/v1/vendors?orderBy=minOrder');
    expect(m.status).toBe(200);
  });

  it('when ordered by deliveryFee, minOrder or deliveryTime across pages, then the values ascend and every vendor comes once', async () => {
    const specs = [
      { i: 1, fee: 3.9, min: 10, time: '40-50' },
      { i: 2, fee: 0, min: 25, time: '15-25' },
      { i: 3, fee: 1.5, min: 5, time: '30-40' },
      { i: 4, fee: 1.5, min: 15, time: '9-19' },
    ];
    for (const s of specs) {
      const id = `0d000000-0000-4000-8000-00000000000${s.i}`;
      await upsertVendor(api.tdb.db, {
        vendor: makeVendor(id, { slug: `sort-${s.i}`, label: `Sort ${s.i}`, tags: ['sorttest'], deliveryFee: s.fee, minOrder: s.min, deliveryTime: s.time }),
      });
    }
    const pageAll = async (orderBy: string) => {
      const out: Vendor[] = [];
      let token: string | undefined;
      do {
        const r = await get(`/api/v1/vendors?filter=tag:sorttest&pageSize=3&orderBy=${encodeURIComponent(orderBy)}${token ? `&pageToken=${token}` : ''}`);
        expect(r.status, r.raw).toBe(200);
        out.push(...(r.body.vendors as Vendor[]));
        token = r.body.nextPageToken;
      } while (token);
      return out.map((v) => v.label);
    };
    expect(await pageAll('deliveryFee')).toEqual(['Sort 2', 'Sort 3', 'Sort 4', 'Sort 1']);
    expect(await pageAll('deliveryFee desc')).toEqual(['Sort 1', 'Sort 3', 'Sort 4', 'Sort 2']);
    expect(await pageAll('minOrder')).toEqual(['Sort 3', 'Sort 1', 'Sort 4', 'Sort 2']);
    expect(await pageAll('deliveryTime')).toEqual(['Sort 4', 'Sort 2', 'Sort 3', 'Sort 1']);
    await api.tdb.db.query(`delete from vendor.vendors where id::text like '0d000000%'`);
  });

  it('when pageSize is outside 1..100, then the call is refused with 400', async () => {
    for (const s of ['0', '101', 'abc', '-1']) {
      const r = await get(`/api/v1/vendors?pageSize=${s}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('pageSize must be an integer between 1 and 100');
    }
  });

  it('when the pageToken is malformed or belongs to another query, then the call is refused with 400', async () => {
    const bad = await get('/api/v1/vendors?pageToken=not*a*token');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/pageToken/);
    const garbage = await get('/api/v1/vendors?pageToken=' + Buffer.from('{"v":1}').toString('base64url'));
    expect(garbage.status).toBe(400);
    const first = await get('/api/v1/vendors?pageSize=2');
    const other = await get(`/api/v1/vendors?pageSize=2&orderBy=label&pageToken=${first.body.nextPageToken}`);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(/different filter or orderBy/);
  });

  it('when paging through all vendors while others are inserted concurrently, then no vendor repeats or goes missing', async () => {
    const before = new Set<string>();
    const seen: string[] = [];
    let token: string | undefined;
    let page = 0;
    do {
      const r = await get(`/api/v1/vendors?pageSize=3${token ? `&pageToken=${token}` : ''}`);
      expect(r.status).toBe(200);
      for (const v of r.body.vendors as Vendor[]) seen.push(v.id);
      if (page === 0) {
        // insert vendors that sort before, between and after the current position
        const all = await api.tdb.db.query<{ id: string }>('select id from vendor.vendors');
        for (const a of all) before.add(a.id);
        for (const [i, stars] of [[1, [5]], [2, [4, 4, 5, 4]], [3, [4]], [4, [1]]] as const) {
          const id = `0b000000-0000-4000-8000-00000000000${i}`;
          await upsertVendor(api.tdb.db, { vendor: makeVendor(id, { label: `Neu ${i}`, slug: `neu-${i}` }) });
          await rateWith(id, stars);
        }
      }
      token = r.body.nextPageToken;
      page++;
    } while (token && page < 20);
    expect(new Set(seen).size).toBe(seen.length); // no duplicates
    for (const id of before) expect(seen).toContain(id); // nothing that existed is skipped
    await api.tdb.db.query(`delete from vendor.vendors where id::text like '0b000000%'`);
  });

  it('when a vendor row is changed by someone else (another node, plain SQL), then listing and detail show it at once', async () => {
    await get('/api/v1/vendors?filter=zone:1070'); // serialized docs now cached
    await get(`/api/v1/vendors/${IDS.noZones}`);
    expect((await get(`/api/v1/vendors/${IDS.noZones}/catalogs/delivery`)).body.productGroups[0].label).toBe('Pizza');
    await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{label}', '"Ohne Zonen Neu"') where id = $1`, [IDS.noZones]);
    await api.tdb.db.query(`update vendor.catalogs set doc = jsonb_set(doc, '{productGroups,0,label}', '"Pizze"') where vendor_id = $1`, [IDS.noZones]);
    const list = await get('/api/v1/vendors?filter=zone:1070');
    expect(list.body.vendors[0].label).toBe('Ohne Zonen Neu');
    const detail = await get(`/api/v1/vendors/${IDS.noZones}`);
    expect(detail.body.label).toBe('Ohne Zonen Neu');
    expect(detail.body.productGroups[0].label).toBe('Pizze');
    const catalog = await get(`/api/v1/vendors/${IDS.noZones}/catalogs/delivery`);
    expect(catalog.body.productGroups[0].label).toBe('Pizze');
  });

  it('when records hold characters beyond ASCII, then listing, detail and catalog answer them exactly, also from the stored copy', async () => {
    const label = 'Grünzeug – Café ☕ Ünal';
    const group = 'Süßes & Getränke – 🍰';
    await api.tdb.db.query(`update vendor.vendors set doc = jsonb_set(doc, '{label}', to_jsonb($2::text)) where id = $1`, [IDS.noZones, label]);
    await api.tdb.db.query(`update vendor.catalogs set doc = jsonb_set(doc, '{productGroups,0,label}', to_jsonb($2::text)) where vendor_id = $1`, [
      IDS.noZones,
      group,
    ]);
    // twice each: the first answer serializes the records, the second is put together from the stored bytes
    for (let i = 0; i < 2; i++) {
      const list = await get('/api/v1/vendors?filter=zone:1070');
      expect(list.body.vendors[0].label).toBe(label);
      expect(Number(list.headers['content-length'])).toBe(Buffer.byteLength(list.raw));
      const basic = await get('/api/v1/vendors?filter=zone:1070&view=BASIC');
      expect(basic.body.vendors[0].label).toBe(label);
      const detail = await get(`/api/v1/vendors/${IDS.noZones}`);
      expect(detail.body.label).toBe(label);
      expect(detail.body.productGroups[0].label).toBe(group);
      const catalog = await get(`/api/v1/vendors/${IDS.noZones}/catalogs/delivery`);
      expect(catalog.body.productGroups[0].label).toBe(group);
    }
  });

  it('when the filter is too long or has too many terms, then it is refused with 400', async () => {
    const long = await get('/api/v1/vendors?filter=' + 'a'.repeat(301));
    expect(long.status).toBe(400);
    const many = await get('/api/v1/vendors?filter=' + encodeURIComponent(Array.from({ length: 13 }, (_, i) => `w${i}`).join(' ')));
    expect(many.status).toBe(400);
    expect(many.body.error.message).toMatch(/more than 12 terms/);
  });
});

describe('GET /api/v1/vendors/{id or slug}', () => {
  it('when asked by uuid, slug or resource name, then the same vendor record with its menu is answered', async () => {
    const byId = await get(`/api/v1/vendors/${IDS.pizza}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: IDS.pizza, name: `vendors/${IDS.pizza}`, slug: 'pizzeria-testa', label: 'Pizzeria Testa' });
    expect(byId.body.productGroups).toHaveLength(2);
    expect(byId.body.catalog).toBe(`vendors/${IDS.pizza}/catalogs/delivery`);
    const bySlug = await get('/api/v1/vendors/pizzeria-testa');
    expect(bySlug.body).toEqual(byId.body);
    const byName = await get(`/api/v1/vendors/${encodeURIComponent(`vendors/${IDS.pizza}`)}`);
    expect(byName.body).toEqual(byId.body);
    const basic = await get(`/api/v1/vendors/${IDS.pizza}?view=BASIC`);
    expect(basic.body.productGroups).toBeUndefined();
    expect(basic.body.label).toBe('Pizzeria Testa');
  });

  it('when the id is empty, "undefined" or "null", then it answers 400 Invalid vendor ID', async () => {
    for (const id of ['undefined', 'null', '']) {
      const r = await get(`/api/v1/vendors/${id}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code: 400, message: 'Invalid vendor ID', status: 'INVALID_ARGUMENT' });
    }
  });

  it('when the vendor does not exist, then it answers 404', async () => {
    for (const id of ['no-such-vendor', '0c000000-0000-4000-8000-000000000000', 'Ünicode Käse']) {
      const r = await get(`/api/v1/vendors/${encodeURIComponent(id)}`);
      expect(r.status).toBe(404);
      expect(r.body.error.status).toBe('NOT_FOUND');
      expect(r.body.error.message).toMatch(/not found/);
    }
  });
});

describe('GET /api/v1/vendors/{id}/catalogs/{catalog}', () => {
  it('when the delivery catalog is asked, then its productGroups are answered', async () => {
    const r = await get(`/api/v1/vendors/${IDS.pizza}/catalogs/delivery`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe(`vendors/${IDS.pizza}/catalogs/delivery`);
    expect(r.body.productGroups.map((g: { label: string }) => g.label)).toEqual(['Pizza', 'Getränke']);
    const bySlug = await get('/api/v1/vendors/pizzeria-testa/catalogs/delivery');
    expect(bySlug.body).toEqual(r.body);
  });

  it('when no catalog name is given, then the delivery catalog is answered', async () => {
    const r = await get(`/api/v1/vendors/${IDS.pizza}/catalogs`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe(`vendors/${IDS.pizza}/catalogs/delivery`);
  });

  it('when the pickup catalog is missing, then the delivery catalog is answered; an unknown catalog is 404', async () => {
    const pickup = await get(`/api/v1/vendors/${IDS.pizza}/catalogs/pickup`);
    expect(pickup.status).toBe(200);
    expect(pickup.body.productGroups).toHaveLength(2);
    const other = await get(`/api/v1/vendors/${IDS.pizza}/catalogs/breakfast`);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toMatch(/Catalog "breakfast"/);
    const vendor404 = await get('/api/v1/vendors/nobody/catalogs/delivery');
    expect(vendor404.status).toBe(404);
  });
});
