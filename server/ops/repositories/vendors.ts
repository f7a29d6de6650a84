/**
 * The back office's vendor repository (vendor.vendors with its delivery catalog, its sign-up and its desk accounts;
 * vendor.desk_menu_saves): the row a vendor view is built from, the draft and publishing flags, the menu, slugs and
 * desk-account links. Plain functions over the caller's query handle; writing a vendor's document is
 * vendor-api/vendor-store.ts's upsertVendor.
 */
import type { Catalog, Vendor } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

export interface OpsVendorRow {
  id: string;
  slug: string;
  doc: Vendor;
  draft: boolean;
  published_at: Date | string | null;
  catalog: Catalog | null;
  signup_id: string | null;
  desk_emails: string[] | null;
}

/** Locks the vendor's row until the transaction ends. */
export async function lockVendor(q: Queryable, vendorId: string): Promise<void> {
  await q.query('select 1 from vendor.vendors where id = $1::uuid for update', [vendorId]);
}

/** The vendor with its delivery catalog, the sign-up it came from and its desk accounts' e-mails; null when none. */
export async function opsVendorRow(q: Queryable, vendorId: string): Promise<OpsVendorRow | null> {
  const [r] = await q.query<OpsVendorRow>(
    `select v.id, v.slug, v.doc, v.draft, v.published_at,
            (select c.doc from vendor.catalogs c where c.vendor_id = v.id and c.catalog = 'delivery') as catalog,
            (select s.id from public.restaurant_signups s where s.vendor_id = v.id) as signup_id,
            (select array_agg(u.email order by u.email) from vendor.desk_accounts d join auth.users u on u.id = d.user_id
              where d.vendor_id = v.id) as desk_emails
       from vendor.vendors v where v.id = $1::uuid`,
    [vendorId],
  );
  return r ?? null;
}

/** The slugs taken among `base` and `base-…`. */
export async function slugsLike(q: Queryable, base: string): Promise<string[]> {
  const rows = await q.query<{ slug: string }>(`select slug from vendor.vendors where slug = $1 or slug like $2`, [base, `${base}-%`]);
  return rows.map((r) => r.slug);
}

/** Not listed until it is published. */
export async function markDraft(q: Queryable, vendorId: string): Promise<void> {
  await q.query('update vendor.vendors set draft = true, published_at = null where id = $1::uuid', [vendorId]);
}

export async function markPublished(q: Queryable, vendorId: string): Promise<void> {
  await q.query('update vendor.vendors set draft = false, published_at = now(), updated_at = now() where id = $1::uuid', [vendorId]);
}

/** A new version of the vendor row (cached vendor answers are rebuilt). */
export async function touchVendor(q: Queryable, vendorId: string): Promise<void> {
  await q.query('update vendor.vendors set updated_at = now() where id = $1::uuid', [vendorId]);
}

export async function upsertDeliveryCatalog(q: Queryable, vendorId: string, doc: Catalog): Promise<void> {
  await q.query(
    `insert into vendor.catalogs (vendor_id, catalog, doc) values ($1::uuid, 'delivery', $2::jsonb)
     on conflict (vendor_id, catalog) do update set doc = excluded.doc, updated_at = now()`,
    [vendorId, JSON.stringify(doc)],
  );
}

/** Claims a menu save's client id for the vendor; false when it was claimed before (a repeat). */
export async function claimMenuSave(q: Queryable, vendorId: string, clientId: string): Promise<boolean> {
  const claimed = await q.query(
    `insert into vendor.desk_menu_saves (vendor_id, client_id) values ($1::uuid, $2::uuid) on conflict do nothing returning 1`,
    [vendorId, clientId],
  );
  return claimed.length > 0;
}

/** The vendor whose desk account the user is; null when none. */
export async function deskAccountVendor(q: Queryable, userId: string): Promise<string | null> {
  const [linked] = await q.query<{ vendor_id: string }>('select vendor_id from vendor.desk_accounts where user_id = $1::uuid', [userId]);
  return linked?.vendor_id ?? null;
}

export async function insertDeskAccount(q: Queryable, userId: string, vendorId: string): Promise<void> {
  await q.query('insert into vendor.desk_accounts (user_id, vendor_id) values ($1::uuid, $2::uuid)', [userId, vendorId]);
}
