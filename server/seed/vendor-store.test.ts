/**
 * vendor-store (server/vendor-api/vendor-store.ts): derived columns, token hash handling and the bulk path.
 * Lives under server/seed because the seed owns the store's writer side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import { createTestDb, type TestDb } from '../test-helpers.ts';
import {
  hashToken, insertVendorsBulk, NO_TOKEN_HASH, upsertVendor, vendorRowToVendor, type VendorRow,
} from '../vendor-api/vendor-store.ts';

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
  it('when a vendor with zones is stored, then the zone codes, zone cities, rating and doc are derived', async () => {
    await upsertVendor(tdb.db, { vendor: vendor(), secretToken: 'sekret-1' });
    const r = await row();
    expect([...r.zone_postal_codes].sort()).toEqual(['1040', '1100', '3100']);
    expect(r.zone_cities).toEqual(expect.arrayContaining(['wien', 'st. pölten', 'st. polten', 'st-polten']));
    expect(r.rating_value).toBeCloseTo(4.5);
    expect(r.rating_count).toBe(10);
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
