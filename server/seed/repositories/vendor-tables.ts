/**
 * The seeding's statements on the vendor tables as a whole: the seeding lock, whether any vendor exists, the count,
 * the maintenance after a bulk write and emptying them. The rows themselves are written by the vendor and review
 * repositories (vendor-api/vendor-store.ts, reviews/repositories/reviews.ts).
 */
import type { Db, Queryable } from '../../db/index.ts';

/** Serializes seeding between nodes until the transaction ends (PostgreSQL only: PGlite has one connection). */
export async function lockSeeding(q: Queryable): Promise<void> {
  await q.query('select pg_advisory_xact_lock(4242002)');
}

export async function hasNoVendors(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ n: number }>('select count(*)::int as n from (select 1 from vendor.vendors limit 1) x');
  return row?.n === 0;
}

export async function vendorCount(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('select count(*)::int as n from vendor.vendors');
  return row?.n ?? 0;
}

/**
 * After a bulk write: refresh the planner statistics and the visibility map of the vendor tables (index-only
 * scans, GIN pending lists), so the first queries after a large seed run on the same plans as later ones.
 * VACUUM cannot run inside a transaction: call it on the database handle, never inside `tx()`.
 */
export async function vacuumVendorTables(db: Db): Promise<void> {
  await db.exec('vacuum analyze vendor.vendors');
  await db.exec('vacuum analyze vendor.catalogs');
  await db.exec('vacuum analyze vendor.orders');
  await db.exec('vacuum analyze vendor.reviews');
}

/** Empties the vendor system's tables (orders and events included). */
export async function resetVendorTables(db: Db): Promise<void> {
  await db.exec('truncate vendor.review_reports, vendor.reviews, vendor.order_events, vendor.orders, vendor.catalogs, vendor.vendors');
}
