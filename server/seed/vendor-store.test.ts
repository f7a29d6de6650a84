/**
 * vendor-store (server/vendor-api/vendor-store.ts): derived columns, token hash handling and the bulk path.
 * Lives under server/seed because the seed owns the store's writer side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import { seedReviews, starsSumming } from '../reviews/seed-reviews.ts';
import { createTestDb, type TestDb } from '../test-helpers.ts';
import { NO_TOKEN_HASH, type VendorRow } from '../vendor-api/repositories/vendors.ts';
import { hashToken, insertVendorsBulk, upsertVendor, vendorRowToVendor } from '../vendor-api/vendor-store.ts';

const ID = '11111111-1111-4111-8111-111111111111';

function vendor(over: Partial<Vendor> = {}): Vendor {
  return {
    id: ID, name: `vendors/${ID}`, slug: 'pizzeria-test', label: 'Pizzeria Test', type: 'food', cuisine: 'pizza',
    rating: { value: 45, count: 10 }, reviewCount: 10, deliveryFee: 2.5, deliveryTime: '25-40', priceRange: 2,
    tags: ['delivery', 'pickup', 'pizza', 'pizza'], isOpen: true, isPromoted: true, popularity: 7,
    postalCode: '1100', city: 'Wien', address: 'Favoritenstraße 12', lat: 48.18, lng: 16.37,
    openingHours: [], minOrder: 12,
    deliveryZones: [{ label: 'Favoriten', postalCode: ['1100', '1040'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 },
      { label: 'St. Pölten', postalCode: '3100', minPrice: 20, serviceFee: 4, serviceFeeMax: 0 }],
    productGroups: [{ slug: `vendors/${ID}/catalogs/delivery/groups/pizza`, label: 'Pizza', products: [] }],
    ...over,
  };
}

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb();
});
afterAll(async () => {
  await tdb.close();
});

async function row(id = ID): Promise<VendorRow> {
  const rows = await tdb.db.query<VendorRow>('select * from vendor.vendors where id = $1', [id]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('upsertVendor', () => {
  it('when a vendor with zones is stored, then the zone codes, zone cities and doc are derived, and the rating it carries is not taken', async () => {
    await upsertVendor(tdb.db, { vendor: vendor(), secretToken: 'sekret-1' });
    const r = await row();
    expect([...r.zone_postal_codes].sort()).toEqual(['1040', '1100', '3100']);
    expect(r.zone_cities).toEqual(expect.arrayContaining(['wien', 'st. pölten', 'st. polten', 'st-polten']));
    // rating 45/10 in the record, but no reviews: the stored rating is the reviews' (issue 30)
    expect(r.rating_value).toBe(0);
    expect(r.rating_count).toBe(0);
    expect(vendorRowToVendor(r).rating).toEqual({ value: 0, count: 0 });
    expect(vendorRowToVendor(r).reviewCount).toBe(0);
    expect(r.city_slug).toBe('wien');
    expect(r.tags).toEqual(['delivery', 'pickup', 'pizza']);
    expect(r.search_text).toContain('pizzeria test');
    expect(r.is_promoted).toBe(true);
    expect(r.secret_token_hash).toBe(hashToken('sekret-1'));
    const doc = vendorRowToVendor(r);
    expect(doc.productGroups).toBeUndefined();
    expect(doc.label).toBe('Pizzeria Test');
    const cats = await tdb.db.query<{ catalog: string; doc: Catalog }>('select catalog, doc from vendor.catalogs where vendor_id = $1', [ID]);
    expect(cats.map((c) => c.catalog)).toEqual(['delivery']);
    expect(cats[0]!.doc.productGroups[0]!.label).toBe('Pizza');
  });

  it('when a vendor is updated without a token, then it keeps its stored token hash', async () => {
    await upsertVendor(tdb.db, { vendor: vendor({ label: 'Pizzeria Neu', deliveryZones: [] }) });
    const r = await row();
    expect(r.label).toBe('Pizzeria Neu');
    expect(r.secret_token_hash).toBe(hashToken('sekret-1'));
    expect(r.zone_postal_codes).toEqual(['1100']);
  });

  it('when a new vendor has no token, then no token can ever match its hash', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    await upsertVendor(tdb.db, { vendor: vendor({ id, slug: 'ohne-token', rating: { value: 0, count: 0 } }) });
    const r = await row(id);
    expect(r.secret_token_hash).toBe(NO_TOKEN_HASH);
    expect(r.secret_token_hash).not.toMatch(/^[0-9a-f]{64}$/);
    expect(r.rating_value).toBe(0);
  });

  it('when hashToken is called, then it answers the sha256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('insertVendorsBulk', () => {
  it('when many vendors are inserted in batches, then every vendor and catalog is stored', async () => {
    const inputs = Array.from({ length: 120 }, (_, i) => {
      const id = `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`;
      return { vendor: vendor({ id, slug: `bulk-${i}`, postalCode: '8010', city: 'Graz', deliveryZones: [] }) };
    });
    await insertVendorsBulk(tdb.db, inputs, 50);
    const [n] = await tdb.db.query<{ n: number }>("select count(*)::int as n from vendor.vendors where slug like 'bulk-%'");
    expect(n!.n).toBe(120);
    const [c] = await tdb.db.query<{ n: number }>("select count(*)::int as n from vendor.catalogs c join vendor.vendors v on v.id = c.vendor_id where v.slug like 'bulk-%'");
    expect(c!.n).toBe(120);
    const r = await row('33333333-3333-4333-8333-000000000007');
    expect(r.zone_cities).toContain('graz');
    expect(r.zone_postal_codes).toEqual(['8010']);
  });
});

describe('slug conflicts', () => {
  it('when another vendor already has the slug, then a 409 ApiError names the slug', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const err = await upsertVendor(tdb.db, { vendor: vendor({ id, slug: 'pizzeria-test' }) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: 'Vendor slug "pizzeria-test" is already used by another vendor' });
  });
});

describe('ratings from reviews of delivered orders only (issue 30)', () => {
  const RID = '33333333-3333-4333-8333-333333333333';
  const NOW = new Date('2026-11-20T11:00:00.000Z');
  const menu: Catalog = {
    name: `vendors/${RID}/catalogs/delivery`,
    productGroups: [{
      slug: `vendors/${RID}/catalogs/delivery/groups/pizza`, label: 'Pizza',
      products: [{ id: 'margherita', label: 'Pizza Margherita', pr: 8.5, vatP: 10 }, { id: 'salami', label: 'Pizza Salami', pr: 9.9, vatP: 10 }],
    }],
  };
  const rated = async () =>
    (await tdb.db.query<{ v: number; n: number; doc: Vendor }>('select rating_value as v, rating_count as n, doc from vendor.vendors where id = $1', [RID]))[0]!;

  it('when reviews are seeded, then each belongs to a delivered order of the vendor and the rating is their average', async () => {
    await upsertVendor(tdb.db, { vendor: vendor({ id: RID, slug: 'mit-bewertungen', deliveryZones: [] }), catalogs: { delivery: menu } });
    expect(await seedReviews(tdb.db, [{ vendor: { id: RID, tags: ['delivery'] }, catalog: menu, stars: [5, 4, 4, 2] }], NOW)).toBe(4);
    const r = await rated();
    // 5 + 4 + 4 + 2 = 15 stars from 4 reviews
    expect(r.n).toBe(4);
    expect(r.v).toBeCloseTo(3.75);
    expect(r.doc.rating).toEqual({ value: 15, count: 4 });
    expect(r.doc.reviewCount).toBe(4);
    const orders = await tdb.db.query<{ state: string; fstate: string; products: string[]; vendor_id: string; delivered: boolean }>(
      `select o.state, o.doc->'fulfillment'->>'state' as fstate, r.products, o.vendor_id,
              r.delivered_at < $2::timestamptz and r.ordered_at < r.delivered_at and r.created_at > r.delivered_at as delivered
         from vendor.reviews r join vendor.orders o on o.id = r.order_id where r.vendor_id = $1`,
      [RID, NOW.toISOString()],
    );
    expect(orders).toHaveLength(4);
    for (const o of orders) {
      expect(o).toMatchObject({ state: 'DELIVERED', fstate: 'DELIVERED', vendor_id: RID, delivered: true });
      expect(o.products.length).toBeGreaterThan(0);
      for (const p of o.products) expect(['Pizza Margherita', 'Pizza Salami']).toContain(p);
    }
  });

  it('when the same reviews are seeded again, then nothing is added', async () => {
    await seedReviews(tdb.db, [{ vendor: { id: RID, tags: ['delivery'] }, catalog: menu, stars: [5, 4, 4, 2] }], NOW);
    const [n] = await tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.orders where vendor_id = $1', [RID]);
    expect(n!.n).toBe(4);
    expect((await rated()).n).toBe(4);
  });

  it('when the vendor is written again with a rating of its own (import, PATCH, ops), then the reviews\' figures stay', async () => {
    await upsertVendor(tdb.db, { vendor: vendor({ id: RID, slug: 'mit-bewertungen', rating: { value: 50, count: 10 }, reviewCount: 10, deliveryZones: [] }) });
    await insertVendorsBulk(tdb.db, [{ vendor: vendor({ id: RID, slug: 'mit-bewertungen', rating: { value: 5000, count: 1000 }, reviewCount: 1000, deliveryZones: [] }) }]);
    const r = await rated();
    expect(r.n).toBe(4);
    expect(r.v).toBeCloseTo(3.75);
    expect(r.doc.rating).toEqual({ value: 15, count: 4 });
    expect(r.doc.reviewCount).toBe(4);
  });

  it('when a planned rating is turned into stars, then there are that many, each 1 to 5, adding up to it', () => {
    for (const [total, count] of [[53, 12], [19, 4], [5, 1], [100, 20], [24, 6], [41, 9], [3, 3]] as const) {
      const stars = starsSumming(total, count);
      expect(stars).toHaveLength(count);
      expect(stars.reduce((a, b) => a + b, 0)).toBe(total);
      for (const s of stars) expect(s >= 1 && s <= 5).toBe(true);
    }
    expect(starsSumming(0, 0)).toEqual([]);
  });
});
