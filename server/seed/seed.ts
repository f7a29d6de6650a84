/**
 * Demo data: `seedIfEmpty` runs at first start (vendor table empty), `seed` writes the deterministic data set —
 * the default one or, in scale mode, `vendors` vendors in total. Re-running is safe: vendors are upserted by id.
 */
import type { Db } from '../db/index.ts';
import { insertVendorsBulk, type VendorInput } from '../vendor-api/vendor-store.ts';
import { seedReviews, starsSumming } from '../reviews/seed-reviews.ts';
import type { Queryable } from '../db/index.ts';
import { generateDataset, type GenerateOptions } from './generate.ts';
import { hasNoVendors, lockSeeding, vacuumVendorTables } from './repositories/vendor-tables.ts';

export interface SeedResult {
  vendors: number;
  products: number;
  ms: number;
}

/**
 * The vendors and, as their ratings, reviews of delivered orders: each vendor's planned rating (the generator's
 * value and count) becomes that many reviews whose food stars add up to it; the record's rating is then computed from
 * them like after every review.
 */
async function writeDataset(q: Queryable, inputs: readonly VendorInput[], now: Date): Promise<void> {
  await insertVendorsBulk(q, inputs);
  await seedReviews(
    q,
    inputs.map((x) => ({ vendor: x.vendor, catalog: x.catalogs?.delivery, stars: starsSumming(x.vendor.rating.value, x.vendor.rating.count) })),
    now,
  );
}

export async function seed(db: Db, opts: GenerateOptions = {}, now = new Date()): Promise<SeedResult> {
  const started = performance.now();
  const inputs = generateDataset(opts);
  await db.tx(async (q) => {
    if (db.kind === 'postgres') await lockSeeding(q);
    await writeDataset(q, inputs, now);
  });
  await vacuumVendorTables(db);
  const products = inputs.reduce(
    (n, x) => n + Object.values(x.catalogs ?? {}).reduce((m, c) => m + c.productGroups.reduce((k, g) => k + g.products.length, 0), 0),
    0,
  );
  return { vendors: inputs.length, products, ms: Math.round(performance.now() - started) };
}

/** Seeds the default data set when vendor.vendors is empty (first start). Safe with several starters. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<SeedResult | null> {
  if (!(await hasNoVendors(db))) return null;
  const started = performance.now();
  const inputs = generateDataset();
  const done = await db.tx(async (q) => {
    if (db.kind === 'postgres') await lockSeeding(q);
    if (!(await hasNoVendors(q))) return false; // another node seeded meanwhile
    await writeDataset(q, inputs, now);
    return true;
  });
  if (!done) return null;
  await vacuumVendorTables(db);
  const products = inputs.reduce((n, x) => n + (x.catalogs?.delivery?.productGroups.reduce((k, g) => k + g.products.length, 0) ?? 0), 0);
  return { vendors: inputs.length, products, ms: Math.round(performance.now() - started) };
}
