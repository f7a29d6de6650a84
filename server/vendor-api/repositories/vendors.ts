/**
 * vendor.vendors and vendor.catalogs: a vendor's record and catalogs by id or slug, the serialized answers built in
 * SQL with their row versions (xmin, for the versioned cache), and the batch upserts of vendor-store.ts.
 * Every function takes the database or transaction handle first.
 */
import type { Catalog, Vendor } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';
import type { VendorRef } from '../ids.ts';

const refWhere = (ref: VendorRef) => (ref.kind === 'id' ? 'v.id = $1::uuid' : 'v.slug = $1');
const refParam = (ref: VendorRef) => (ref.kind === 'id' ? ref.id : ref.slug);

/** The vendor's row as vendors.ts builds its record from it, or null. */
export async function findVendorRow(
  q: Queryable, ref: VendorRef,
): Promise<{ id: string; slug: string; doc: Vendor; secretTokenHash: string; draft: boolean } | null> {
  const rows = await q.query<{ id: string; slug: string; doc: Vendor; secret_token_hash: string; draft: boolean }>(
    `select v.id, v.slug, v.doc, v.secret_token_hash, v.draft from vendor.vendors v where ${refWhere(ref)}`,
    [refParam(ref)],
  );
  const r = rows[0];
  return r ? { id: r.id, slug: r.slug, doc: r.doc, secretTokenHash: r.secret_token_hash, draft: r.draft } : null;
}

/** One catalog of the vendor, or null. */
export async function findCatalogDoc(q: Queryable, vendorId: string, catalog: string): Promise<Catalog | null> {
  const rows = await q.query<{ doc: Catalog }>(
    'select doc from vendor.catalogs where vendor_id = $1::uuid and catalog = $2',
    [vendorId, catalog],
  );
  return rows[0]?.doc ?? null; // jsonb comes back parsed from the db layer
}

/** The vendor's delivery-time estimate ("25-40"), if any. */
export async function vendorDeliveryTime(q: Queryable, vendorId: string): Promise<string | undefined> {
  const rows = await q.query<{ t: string | null }>(
    `select doc->>'deliveryTime' as t from vendor.vendors where id = $1::uuid`,
    [vendorId],
  );
  return rows[0]?.t ?? undefined;
}

/** Fields a BASIC (view 1) vendor record leaves out: the heavy, page-only ones. */
export const BASIC_OMITTED_FIELDS = ['categoryMetadata', 'deliveryZones', 'description', 'productGroups'] as const;
/** SQL: the BASIC (view 1) record of `vendor.vendors v` */
export const BASIC_DOC_SQL = `(v.doc ${BASIC_OMITTED_FIELDS.map((f) => `- '${f}'`).join(' ')})`;

/** The vendor's id, draft flag and the row versions of its record (vv) and delivery catalog (cv), or null. */
export async function vendorVersions(
  q: Queryable, ref: VendorRef,
): Promise<{ id: string; vv: string; cv: string | null; draft: boolean } | null> {
  const rows = await q.query<{ id: string; vv: string; cv: string | null; draft: boolean }>(
    `select v.id, v.xmin::text as vv, c.xmin::text as cv, v.draft from vendor.vendors v
         left join vendor.catalogs c on c.vendor_id = v.id and c.catalog = 'delivery'
        where ${refWhere(ref)}`,
    [refParam(ref)],
  );
  return rows[0] ?? null;
}

/**
 * The vendor's record as JSON text with the row versions it was built from: view 2 with the delivery catalog's
 * productGroups and `catalog` (its resource name), view 1 without the heavy fields. Null when the vendor is gone.
 */
export async function vendorDetailText(
  q: Queryable, vendorId: string, view: 1 | 2,
): Promise<{ vv: string; cv: string | null; body: string } | null> {
  const sql =
    view === 2
      ? `select v.xmin::text as vv, c.xmin::text as cv, (v.doc || jsonb_build_object(
            'productGroups', coalesce(c.doc->'productGroups', '[]'::jsonb),
            'catalog', 'vendors/' || v.id || '/catalogs/delivery'))::text as body
         from vendor.vendors v
         left join vendor.catalogs c on c.vendor_id = v.id and c.catalog = 'delivery'
         where v.id = $1::uuid`
      : `select v.xmin::text as vv, null as cv, ${BASIC_DOC_SQL}::text as body from vendor.vendors v where v.id = $1::uuid`;
  const rows = await q.query<{ vv: string; cv: string | null; body: string }>(sql, [vendorId]);
  return rows[0] ?? null;
}

/**
 * A published vendor's id with the first of the `candidates` catalogs it has and that catalog's row version (both
 * null when it has none of them); null when there is no such published vendor.
 */
export async function catalogVersion(
  q: Queryable, ref: VendorRef, candidates: readonly string[],
): Promise<{ id: string; catalog: string | null; ver: string | null } | null> {
  const rows = await q.query<{ id: string; catalog: string | null; ver: string | null }>(
    `select v.id, c.catalog, c.ver from vendor.vendors v
         left join lateral (
           select c.catalog, c.xmin::text as ver from vendor.catalogs c
            where c.vendor_id = v.id and c.catalog = any($2::text[])
            order by array_position($2::text[], c.catalog) limit 1) c on true
        where ${refWhere(ref)} and not v.draft`,
    [refParam(ref), candidates],
  );
  return rows[0] ?? null;
}

/** The catalog's answer `{name, productGroups}` as JSON text with its row version, or null. */
export async function catalogText(q: Queryable, vendorId: string, catalog: string): Promise<{ ver: string; body: string } | null> {
  const rows = await q.query<{ ver: string; body: string }>(
    `select c.xmin::text as ver, jsonb_build_object('name', 'vendors/' || c.vendor_id || '/catalogs/' || c.catalog,
              'productGroups', coalesce(c.doc->'productGroups', '[]'::jsonb))::text as body
         from vendor.catalogs c where c.vendor_id = $1::uuid and c.catalog = $2`,
    [vendorId, catalog],
  );
  return rows[0] ?? null;
}

/** The columns of vendor.vendors a write sets (vendor-store.ts computes them), with the doc as an object. */
export interface VendorColumns {
  id: string;
  slug: string;
  label: string;
  type: string;
  cuisine: string | null;
  city: string;
  city_slug: string;
  postal_code: string;
  zone_postal_codes: string[];
  zone_cities: string[];
  tags: string[];
  rating_value: number;
  rating_count: number;
  popularity: number;
  is_promoted: boolean;
  search_text: string;
  doc: Omit<Vendor, 'productGroups'>;
  secret_token_hash: string;
}

/** A whole row of vendor.vendors (every column), as `select *` reads it. */
export type VendorRow = Omit<VendorColumns, 'doc'> & {
  doc: Vendor;
  created_seq: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

/**
 * Stored instead of a hash when a vendor has no token yet. Never equal to a sha256 hex digest (64 digits), so such a
 * vendor accepts no vendor-side call until a token is set.
 */
export const NO_TOKEN_HASH = 'none';

/**
 * Upserts vendor rows in one statement (jsonb_to_recordset). A row whose secret_token_hash is NO_TOKEN_HASH keeps
 * the stored hash. The rating columns are written on insert only (the reviews own them).
 */
export async function upsertVendorRows(q: Queryable, records: readonly VendorColumns[]): Promise<void> {
  await q.query(`
insert into vendor.vendors as v (id, slug, label, type, cuisine, city, city_slug, postal_code, zone_postal_codes,
  zone_cities, tags, rating_value, rating_count, popularity, is_promoted, search_text, doc, secret_token_hash)
select r.id, r.slug, r.label, r.type, r.cuisine, r.city, r.city_slug, r.postal_code, r.zone_postal_codes,
  r.zone_cities, r.tags, r.rating_value, r.rating_count, r.popularity, r.is_promoted, r.search_text, r.doc,
  r.secret_token_hash
from jsonb_to_recordset($1::jsonb) as r(id uuid, slug text, label text, type text, cuisine text, city text,
  city_slug text, postal_code text, zone_postal_codes text[], zone_cities text[], tags text[],
  rating_value double precision, rating_count integer, popularity integer, is_promoted boolean, search_text text,
  doc jsonb, secret_token_hash text)
on conflict (id) do update set
  slug = excluded.slug, label = excluded.label, type = excluded.type, cuisine = excluded.cuisine,
  city = excluded.city, city_slug = excluded.city_slug, postal_code = excluded.postal_code,
  zone_postal_codes = excluded.zone_postal_codes, zone_cities = excluded.zone_cities, tags = excluded.tags,
  popularity = excluded.popularity,
  is_promoted = excluded.is_promoted, search_text = excluded.search_text, doc = excluded.doc,
  secret_token_hash = case when excluded.secret_token_hash = '${NO_TOKEN_HASH}' then v.secret_token_hash
                           else excluded.secret_token_hash end,
  updated_at = now()`, [JSON.stringify(records)]);
}

/** Upserts catalogs in one statement (jsonb_to_recordset). */
export async function upsertCatalogRows(q: Queryable, catalogs: readonly { vendor_id: string; catalog: string; doc: Catalog }[]): Promise<void> {
  await q.query(`
insert into vendor.catalogs as c (vendor_id, catalog, doc)
select r.vendor_id, r.catalog, r.doc
from jsonb_to_recordset($1::jsonb) as r(vendor_id uuid, catalog text, doc jsonb)
on conflict (vendor_id, catalog) do update set doc = excluded.doc, updated_at = now()`, [JSON.stringify(catalogs)]);
}
