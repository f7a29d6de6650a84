/**
 * vendor.vendors and vendor.catalogs as the desk and the back office change them: the record's opening hours, busy
 * mode and pause (fields of its document), and the products' sold-out switch in the catalogs.
 * Every function takes the database or transaction handle first (`forUpdate` reads belong in a transaction).
 */
import type { Catalog, Vendor } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

/** The vendor's stored record, locked until the transaction ends when `forUpdate`; undefined when there is none. */
export async function findVendorDoc(q: Queryable, vendorId: string, forUpdate: boolean): Promise<Vendor | undefined> {
  const [r] = await q.query<{ doc: Vendor }>(`select doc from vendor.vendors where id = $1::uuid${forUpdate ? ' for update' : ''}`, [vendorId]);
  return r?.doc;
}

/** Merges `patch` into the vendor's stored record (top-level fields). */
export async function mergeVendorDoc(q: Queryable, vendorId: string, patch: Partial<Vendor>, now: string): Promise<void> {
  await q.query('update vendor.vendors set doc = doc || $2::jsonb, updated_at = $3::timestamptz where id = $1::uuid', [
    vendorId, JSON.stringify(patch), now,
  ]);
}

/** Sets the record's pausedUntil (ISO, or null: no pause). */
export async function setPausedUntil(q: Queryable, vendorId: string, until: string | null, now: string): Promise<void> {
  await q.query(
    `update vendor.vendors set doc = jsonb_set(doc, '{pausedUntil}', $2::jsonb), updated_at = $3::timestamptz where id = $1::uuid`,
    [vendorId, JSON.stringify(until), now],
  );
}

/** The vendor's delivery catalog, or undefined. */
export async function findDeliveryCatalog(q: Queryable, vendorId: string): Promise<Catalog | undefined> {
  const rows = await q.query<{ doc: Catalog }>(
    `select doc from vendor.catalogs where vendor_id = $1::uuid and catalog = 'delivery'`,
    [vendorId],
  );
  return rows[0]?.doc;
}

/** Every catalog of the vendor by key, locked until the transaction ends. */
export async function lockVendorCatalogs(q: Queryable, vendorId: string): Promise<{ catalog: string; doc: Catalog }[]> {
  return q.query<{ catalog: string; doc: Catalog }>(
    'select catalog, doc from vendor.catalogs where vendor_id = $1::uuid order by catalog for update',
    [vendorId],
  );
}

/** Replaces one catalog's document. */
export async function replaceCatalogDoc(q: Queryable, vendorId: string, catalog: string, doc: Catalog, now: string): Promise<void> {
  await q.query(
    'update vendor.catalogs set doc = $3::jsonb, updated_at = $4::timestamptz where vendor_id = $1::uuid and catalog = $2',
    [vendorId, catalog, JSON.stringify(doc), now],
  );
}
