import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, ProductOption, Vendor } from '../../src/domain/types.ts';
import { DEMO_CATALOG, DEMO_VENDOR } from '../../src/demo/demo-vendor.ts';
import { HOME_CITIES } from '../geo/home-cities.ts';
import { createTestDb, type TestDb } from '../test-helpers.ts';
import type { VendorInput } from '../vendor-api/vendor-store.ts';
import { generateDataset } from './generate.ts';
import { seed, seedIfEmpty } from './seed.ts';
import { validateVendor } from './validate.ts';

const data = generateDataset();
const vendors = data.map((d) => d.vendor);
const catalogOf = (d: VendorInput): Catalog => d.catalogs!.delivery!;
const allOptions = (d: VendorInput): ProductOption[] =>
  catalogOf(d).productGroups.flatMap((g) => [...(g.opts ?? []), ...g.products.flatMap((p) => p.opts ?? [])]);
const served = (v: Vendor) => (v.deliveryZones.length ? v.deliveryZones.flatMap((z) => (Array.isArray(z.postalCode) ? z.postalCode : [z.postalCode])) : [v.postalCode]);
const isOvernight = (v: Vendor) => v.openingHours.some((h) => !h.holiday && h.toTime.hours * 60 + h.toTime.minutes < h.fromTime.hours * 60 + h.fromTime.minutes);

describe('demo data generator', () => {
  it('when generated twice, then the output is identical (deterministic)', () => {
    expect(JSON.stringify(generateDataset())).toBe(JSON.stringify(data));
  });

  it('when generated, then there are at least 150 vendors with unique ids and readable unique slugs', () => {
    expect(vendors.length).toBeGreaterThanOrEqual(150);
    expect(new Set(vendors.map((v) => v.id)).size).toBe(vendors.length);
    expect(new Set(vendors.map((v) => v.slug)).size).toBe(vendors.length);
    for (const v of vendors) expect(v.slug).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  it('when generated, then every vendor and its catalog pass validation', () => {
    const problems = data.flatMap((d) => validateVendor(d.vendor, d.catalogs?.delivery));
    expect(problems).toEqual([]);
  });

  it('when generated, then all 12 home-page cities have several vendors based there', () => {
    for (const city of HOME_CITIES) {
      const here = vendors.filter((v) => v.city === city.name && city.postalCodes.includes(v.postalCode));
      expect(here.length, city.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('when generated, then every Vienna district 1010–1230 is served by several vendors', () => {
    for (let code = 1010; code <= 1230; code += 10) {
      const n = vendors.filter((v) => served(v).includes(String(code))).length;
      expect(n, String(code)).toBeGreaterThanOrEqual(3);
    }
  });

  it('when generated, then every menu has 4–10 categories and 15–80 products', () => {
    for (const d of data) {
      const groups = catalogOf(d).productGroups;
      expect(groups.length, d.vendor.slug).toBeGreaterThanOrEqual(4);
      expect(groups.length, d.vendor.slug).toBeLessThanOrEqual(10);
      const n = groups.reduce((k, g) => k + g.products.length, 0);
      expect(n, d.vendor.slug).toBeGreaterThanOrEqual(15);
      expect(n, d.vendor.slug).toBeLessThanOrEqual(80);
      expect(Object.keys(d.vendor.categoryMetadata ?? {})).toEqual(groups.map((g) => g.slug.split('/').pop()));
    }
  });

  it('when generated, then radio, checkbox, stepper and free-pick options, allergens and VAT 10/20 all occur', () => {
    const opts = data.flatMap(allOptions);
    const radio = opts.filter((o) => o.min === 1 && o.max === 1);
    const checkbox = opts.filter((o) => (o.maxQ ?? 1) === 1 && (o.max ?? 20) > 1);
    const stepper = opts.filter((o) => (o.maxQ ?? 1) > 1);
    const free = opts.filter((o) => (o.free ?? 0) > 0);
    expect(radio.length).toBeGreaterThan(50);
    expect(checkbox.length).toBeGreaterThan(50);
    expect(stepper.length).toBeGreaterThan(20);
    expect(free.length).toBeGreaterThan(20);
    for (const o of opts) expect(o.min ?? 0).toBeLessThanOrEqual(o.max ?? 20);
    const products = data.flatMap((d) => catalogOf(d).productGroups.flatMap((g) => g.products));
    expect(new Set(products.map((p) => p.vatP))).toEqual(new Set([10, 20]));
    expect(products.filter((p) => p.allergens?.includes('A')).length).toBeGreaterThan(100);
    // issue 29: codes only, diet marks of every kind, option values with allergens
    expect(new Set(products.flatMap((p) => p.allergens ?? []))).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'R']));
    for (const mark of ['vegetarian', 'vegan', 'halal', 'alcohol'] as const) expect(products.filter((p) => p.diet?.[mark]).length, mark).toBeGreaterThan(20);
    expect(new Set(products.map((p) => p.diet?.spicy ?? 0))).toEqual(new Set([0, 1, 2, 3]));
    expect(opts.filter((o) => o.vals.some((v) => v.allergens?.length)).length).toBeGreaterThan(50);
  });

  it('when generated, then restaurants and stores of every spec cuisine and every listing chip tag exist', () => {
    expect(vendors.some((v) => v.type === 'store')).toBe(true);
    expect(vendors.some((v) => v.type === 'food')).toBe(true);
    const cuisines = new Set(vendors.map((v) => v.cuisine));
    for (const c of ['pizza', 'sushi', 'burger', 'healthy', 'vegan', 'doener', 'asian', 'austrian', 'indian', 'italian', 'lebensmittel', 'getraenke']) {
      expect(cuisines.has(c), c).toBe(true);
    }
    for (const tag of ['pizza', 'sushi', 'burger', 'healthy', 'vegan', 'food', 'express', 'drinks']) {
      expect(vendors.filter((v) => v.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(3);
    }
  });

  it('when generated, then the special cases the app shows are all present', () => {
    const count = (f: (v: Vendor) => boolean) => vendors.filter(f).length;
    expect(count((v) => v.tags.includes('closed') && !v.isOpen)).toBeGreaterThanOrEqual(3);
    expect(count((v) => !v.isOpen && !v.tags.includes('closed'))).toBeGreaterThanOrEqual(2);
    expect(count((v) => v.openingHours.length === 0)).toBeGreaterThanOrEqual(3);
    expect(count((v) => v.openingHours.length === 1 && v.openingHours[0]!.fromTime.hours === 17)).toBeGreaterThanOrEqual(3);
    expect(count(isOvernight)).toBeGreaterThanOrEqual(10);
    expect(count((v) => v.openingHours.some((h) => h.holiday))).toBeGreaterThanOrEqual(1);
    expect(count((v) => v.tags.includes('delivery') && !v.tags.includes('pickup'))).toBeGreaterThanOrEqual(3);
    const pickupOnly = vendors.filter((v) => v.tags.includes('pickup') && !v.tags.includes('delivery'));
    expect(pickupOnly.length).toBeGreaterThanOrEqual(3);
    for (const v of pickupOnly) expect(v.deliveryZones).toEqual([]);
    expect(count((v) => v.isPromoted)).toBeGreaterThanOrEqual(5);
    expect(count((v) => Boolean(v.disturbance?.reason))).toBeGreaterThanOrEqual(3);
    expect(count((v) => v.tags.includes('delivery-cash') && !v.tags.includes('delivery-card'))).toBeGreaterThanOrEqual(3);
    expect(count((v) => v.tags.includes('delivery-card') && !v.tags.includes('delivery-cash'))).toBeGreaterThanOrEqual(3);
    expect(count((v) => v.tags.includes('min-order-required'))).toBeGreaterThanOrEqual(10);
    expect(count((v) => v.deliveryZones.some((z) => z.serviceFeeMax > 0 && z.serviceFee > 0))).toBeGreaterThanOrEqual(10);
    expect(count((v) => v.deliveryFee === 0 && v.deliveryZones.length > 0)).toBeGreaterThanOrEqual(5);
  });

  it('when generated, then ratings, numbers and addresses are plausible', () => {
    for (const v of vendors) {
      const r = v.rating.value / v.rating.count;
      expect(r, v.slug).toBeGreaterThanOrEqual(3.5);
      expect(r, v.slug).toBeLessThanOrEqual(5);
      expect(v.address, v.slug).toMatch(/^[A-ZÄÖÜ][^,]+ \d+[a-z]?, \d{4} .+$/);
      expect(v.phone, v.slug).toMatch(/^\+43 \d{1,4} [\d ]+$/);
      expect(v.distance, v.slug).toMatch(/^\d+\.\d km$/);
      expect(v.image, v.slug).toMatch(/^\/media\/hero\//);
    }
  });

  it('when scale mode asks for more vendors, then the default set stays the prefix and extras spread across Austria', () => {
    const big = generateDataset({ vendors: 400 });
    expect(big).toHaveLength(400);
    expect(JSON.stringify(big.slice(0, data.length))).toBe(JSON.stringify(data));
    const extra = big.slice(data.length);
    expect(new Set(extra.map((d) => d.vendor.postalCode)).size).toBeGreaterThan(200);
    expect(new Set(big.map((d) => d.vendor.slug)).size).toBe(400);
    expect(extra.flatMap((d) => validateVendor(d.vendor, d.catalogs?.delivery))).toEqual([]);
  });
});

describe('built-in demo restaurant', () => {
  it('when read, then it is a döner restaurant with the 34-item sample menu in the spec categories', () => {
    expect(DEMO_VENDOR.cuisine).toBe('doener');
    expect(DEMO_CATALOG.productGroups.map((g) => g.slug.split('/').pop())).toEqual([
      'vorspeisen', 'suppen', 'salate', 'donergerichte-mit-huhnerfleisch', 'donergerichte',
    ]);
    expect(DEMO_CATALOG.productGroups.reduce((n, g) => n + g.products.length, 0)).toBe(34);
  });

  it('when read, then minimum order is 10 € and delivery is free', () => {
    expect(DEMO_VENDOR.minOrder).toBe(10);
    expect(DEMO_VENDOR.deliveryFee).toBe(0);
    for (const z of DEMO_VENDOR.deliveryZones) {
      expect(z.minPrice).toBe(10);
      expect(z.serviceFee).toBe(0);
    }
    expect(validateVendor(DEMO_VENDOR, DEMO_CATALOG)).toEqual([]);
  });
});

describe('validateVendor', () => {
  it('when a zone code does not exist or an option has min > max, then the problems are named', () => {
    const d = structuredClone(data[1]!);
    d.vendor.deliveryZones[0]!.postalCode = ['9999'];
    catalogOf(d).productGroups[0]!.opts = [{ slug: 'x', label: 'X', min: 3, max: 1, vals: [{ slug: 'a', label: 'A', pr: 0 }] }];
    const problems = validateVendor(d.vendor, d.catalogs?.delivery);
    expect(problems.some((p) => p.includes('code 9999 is not an Austrian postal code'))).toBe(true);
    expect(problems.some((p) => p.includes('min 3 > max 1'))).toBe(true);
  });
});

describe('seeding the database', () => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await createTestDb();
  });
  afterAll(async () => {
    await tdb.close();
  });

  // how long seeding takes is part of the start time bench:memory prints, not a test's limit (25 s at a load average of 20)
  it('when the vendor table is empty, then seedIfEmpty writes the default set', async () => {
    const r = await seedIfEmpty(tdb.db);
    expect(r?.vendors).toBe(data.length);
    const [v] = await tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.vendors');
    const [c] = await tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.catalogs');
    expect(v!.n).toBe(data.length);
    expect(c!.n).toBe(data.length);
  });

  it('when seeded, then every vendor\'s rating is the average of its reviews, each of a delivered order of that vendor', async () => {
    const rows = await tdb.db.query<{ slug: string; v: number; n: number; doc_value: number; doc_count: number; reviews: number; stars: number; undelivered: number }>(
      `select v.slug, v.rating_value as v, v.rating_count as n, (v.doc->'rating'->>'value')::int as doc_value,
              (v.doc->'rating'->>'count')::int as doc_count,
              (select count(*)::int from vendor.reviews r where r.vendor_id = v.id) as reviews,
              (select coalesce(sum(food_stars), 0)::int from vendor.reviews r where r.vendor_id = v.id) as stars,
              (select count(*)::int from vendor.reviews r join vendor.orders o on o.id = r.order_id
                where r.vendor_id = v.id and (o.state <> 'DELIVERED' or o.vendor_id <> v.id)) as undelivered
         from vendor.vendors v`,
      [],
    );
    expect(rows).toHaveLength(data.length);
    const planned = new Map(data.map((d) => [d.vendor.slug, d.vendor.rating]));
    for (const r of rows) {
      // the generator's planned rating, now as reviews: same count and the same sum of stars
      expect({ n: r.reviews, stars: r.stars }, r.slug).toEqual({ n: planned.get(r.slug)!.count, stars: planned.get(r.slug)!.value });
      expect(r.n, r.slug).toBe(r.reviews);
      expect(r.v, r.slug).toBeCloseTo(r.stars / r.reviews, 10);
      expect({ value: r.doc_value, count: r.doc_count }, r.slug).toEqual({ value: r.stars, count: r.reviews });
      expect(r.undelivered, r.slug).toBe(0);
    }
  });

  it('when vendors exist, then seedIfEmpty does nothing', async () => {
    expect(await seedIfEmpty(tdb.db)).toBeNull();
  });

  it('when seeded, then the zone columns answer postal-code and city filters', async () => {
    const q = async (sql: string, p: unknown[]) => (await tdb.db.query<{ n: number }>(sql, p))[0]!.n;
    expect(await q('select count(*)::int as n from vendor.vendors where zone_postal_codes @> $1::text[]', [['1100']])).toBeGreaterThanOrEqual(3);
    for (const city of HOME_CITIES) {
      expect(await q('select count(*)::int as n from vendor.vendors where zone_cities @> $1::text[]', [[city.slug]]), city.slug).toBeGreaterThanOrEqual(3);
    }
    const [demo] = await tdb.db.query<{ slug: string; zone_cities: string[] }>("select slug, zone_cities from vendor.vendors where slug = 'demo-doener'");
    expect(demo?.zone_cities).toContain('wien');
  });

  it('when seed runs again, then the data set is upserted, not duplicated', async () => {
    const r = await seed(tdb.db);
    expect(r.vendors).toBe(data.length);
    const [v] = await tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.vendors');
    expect(v!.n).toBe(data.length);
  });
});
