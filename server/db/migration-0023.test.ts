/**
 * Migration 0023 (issue 29): the allergen words the catalogs stored become codes — every word the old seed wrote
 * (its letter → German name table over every dish template) — on products and option values; a word without a code
 * stops the migration with the list of the unmapped words, and nothing changes. The 'vegetarian' vendor tag follows
 * the menu's diet marks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortAllergens, type AllergenCode } from '../../src/domain/allergens.ts';

/** The German words the catalogs stored before the codes (what migration 0023 maps, case-insensitively). */
const ALLERGEN_GERMAN: Readonly<Record<AllergenCode, string>> = {
  A: 'Gluten', B: 'Krebstiere', C: 'Eier', D: 'Fisch', E: 'Erdnüsse', F: 'Soja', G: 'Milch', H: 'Schalenfrüchte',
  L: 'Sellerie', M: 'Senf', N: 'Sesam', O: 'Sulfite', P: 'Lupinen', R: 'Weichtiere',
};
import type { Catalog } from '../../src/domain/types.ts';
import { CUISINES } from '../seed/menus.ts';
import { createTestDb, type TestDb } from '../test-helpers.ts';
import { IDS, makeVendor } from '../vendor-api/test-fixtures.ts';
import { upsertVendor } from '../vendor-api/vendor-store.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const SQL = readFileSync(path.join(MIGRATIONS_DIR, '0023_allergen_codes_diet.sql'), 'utf8');
let tdb: TestDb;

/** Every dish template of the seed with the words the old seed wrote for it (`ALLERGENS[letter]`). */
const DISHES = Object.values(CUISINES).flatMap((c) => c.categories.flatMap((cat) => cat.items.map(([label, , , letters]) => ({
  label, letters: Array.from(letters) as AllergenCode[],
  words: Array.from(letters).map((l) => ALLERGEN_GERMAN[l as AllergenCode]),
}))));

/** A catalog document as stored before 0023 (written as SQL, past today's schema that refuses words). */
async function storeRaw(vendorId: string, doc: unknown): Promise<void> {
  await tdb.db.query(
    `insert into vendor.catalogs (vendor_id, catalog, doc) values ($1::uuid, 'delivery', $2::jsonb)
     on conflict (vendor_id, catalog) do update set doc = excluded.doc`,
    [vendorId, JSON.stringify(doc)],
  );
}
const docOf = async (vendorId: string) =>
  (await tdb.db.query<{ doc: Catalog }>(`select doc from vendor.catalogs where vendor_id = $1::uuid`, [vendorId]))[0]!.doc;
const tagsOf = async (vendorId: string) =>
  (await tdb.db.query<{ tags: string[] }>(`select tags from vendor.vendors where id = $1::uuid`, [vendorId]))[0]!.tags;

beforeAll(async () => {
  tdb = await createTestDb();
  await upsertVendor(tdb.db, { vendor: makeVendor(IDS.pizza), catalogs: { delivery: { name: 'x', productGroups: [] } } });
  await upsertVendor(tdb.db, { vendor: makeVendor(IDS.closed, { slug: 'zweiter' }), catalogs: { delivery: { name: 'x', productGroups: [] } } });
});
afterAll(async () => {
  await tdb.close();
});

describe('migration 0023: allergen words → codes', () => {
  it('when the old seed\'s words are stored (every dish template, in both cases, on products and option values), then each becomes its code', async () => {
    expect(DISHES.length).toBeGreaterThan(300);
    const old = {
      name: 'vendors/x/catalogs/delivery',
      productGroups: [{
        slug: 'g', label: 'Alles',
        opts: [{ slug: 'dips', label: 'Dips', vals: [{ slug: 'mayo', label: 'Mayo', pr: 0.5, allergens: ['Eier', 'Senf'] }] }],
        products: DISHES.map((d, i) => ({
          id: `p${i}`, label: d.label, pr: 5, vatP: 10,
          // upper case and a stray blank on every other dish: the old editor stored what was typed
          allergens: i % 2 ? d.words.map((w) => ` ${w.toUpperCase()}`) : [...d.words].reverse(),
          ...(i === 0 ? { opts: [{ slug: 'x', label: 'X', vals: [{ slug: 'k', label: 'Käse', pr: 1, allergens: ['Milch', 'G'] }] }] } : {}),
        })),
      }],
    };
    await storeRaw(IDS.pizza, old);
    await tdb.db.tx((q) => q.exec(SQL));
    const doc = await docOf(IDS.pizza);
    const products = doc.productGroups[0]!.products;
    expect(products.map((p) => p.allergens)).toEqual(DISHES.map((d) => sortAllergens(d.letters)));
    expect(products[0]!.opts?.[0]?.vals[0]?.allergens).toEqual(['G']);
    expect(doc.productGroups[0]!.opts?.[0]?.vals[0]?.allergens).toEqual(['C', 'M']);
    // run again: codes stay codes
    await tdb.db.tx((q) => q.exec(SQL));
    expect((await docOf(IDS.pizza)).productGroups[0]!.products.map((p) => p.allergens)).toEqual(DISHES.map((d) => sortAllergens(d.letters)));
  });

  it('when a word has no code, then the migration stops with the unmapped words and changes nothing', async () => {
    await storeRaw(IDS.pizza, { name: 'a', productGroups: [{ slug: 'g', label: 'G', products: [{ id: 'a', label: 'A', pr: 1, vatP: 10, allergens: ['Gluten', 'Nussspuren'] }] }] });
    await storeRaw(IDS.closed, { name: 'b', productGroups: [{ slug: 'g', label: 'G', products: [{ id: 'b', label: 'B', pr: 1, vatP: 10, allergens: ['Milch'],
      opts: [{ slug: 'o', label: 'O', vals: [{ slug: 'v', label: 'V', pr: 0, allergens: ['Koriander'] }] }] }] }] });
    const run = tdb.db.tx((q) => q.exec(SQL));
    await expect(run).rejects.toThrow(/allergen words without a code.*"Koriander".*"Nussspuren"/);
    expect((await docOf(IDS.pizza)).productGroups[0]!.products[0]!.allergens).toEqual(['Gluten', 'Nussspuren']);
    expect((await docOf(IDS.closed)).productGroups[0]!.products[0]!.allergens).toEqual(['Milch']);
  });
});

describe('migration 0023: the vegetarian tag follows the diet marks', () => {
  const menu = (marks: boolean[]) => ({
    name: 'm', productGroups: [{ slug: 'g', label: 'G', products: [
      ...marks.map((veg, i) => ({ id: `d${i}`, label: `D${i}`, pr: 5, vatP: 10, ...(veg ? { diet: { vegetarian: true } } : {}) })),
      // drinks do not count
      { id: 'cola', label: 'Cola', pr: 3, vatP: 20, diet: { vegan: true } },
      { id: 'wasser', label: 'Wasser', pr: 3, vatP: 20, diet: { vegan: true } },
    ] }],
  });

  it('when half of a restaurant\'s dishes are vegetarian, then it carries the tag; below half, or for a store, not', async () => {
    await storeRaw(IDS.closed, menu([true, false]));
    expect(await tagsOf(IDS.closed)).toContain('vegetarian');
    await storeRaw(IDS.closed, menu([true, false, false]));
    expect(await tagsOf(IDS.closed)).not.toContain('vegetarian');
    await upsertVendor(tdb.db, { vendor: makeVendor(IDS.closed, { slug: 'zweiter', tags: ['delivery', 'vegetarian'] }) });
    expect(await tagsOf(IDS.closed), 'a vendor cannot claim it').not.toContain('vegetarian');
    await storeRaw(IDS.closed, menu([true]));
    expect(await tagsOf(IDS.closed)).toContain('vegetarian');
    await upsertVendor(tdb.db, { vendor: makeVendor(IDS.closed, { slug: 'zweiter', tags: ['delivery'] }) });
    expect(await tagsOf(IDS.closed), 'kept when the vendor row is written again').toContain('vegetarian');
    await upsertVendor(tdb.db, { vendor: makeVendor(IDS.closed, { slug: 'zweiter', type: 'store' }) });
    expect(await tagsOf(IDS.closed)).not.toContain('vegetarian');
  });
});
