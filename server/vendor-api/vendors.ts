/**
 * Vendor reads: the vendor record (GET /v1/vendors/{id or slug}), its catalogs (GET …/catalogs/{catalog}) and the
 * cached record with token hash that placeOrder and vendor auth use. Response bodies are built as JSON text in SQL
 * from the stored doc, so a hot vendor page costs one indexed lookup (or nothing, from the short-lived cache).
 *
 * A draft vendor (vendor.vendors.draft: made from a restaurant sign-up, not yet published by an operator) does not exist
 * for customers: its record and catalogs answer 404 like an unknown vendor, and placeOrder refuses it the same way
 * (requirePublishedVendor). The vendor's own calls (secret token, desk) and the back office (server/ops) still see it.
 */
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import { notFound } from '../errors.ts';
import type { Queryable } from '../db/index.ts';
import type { VendorApiContext } from './context.ts';
import { parseVendorRef, type VendorRef } from './ids.ts';
import {
  catalogText, catalogVersion, findCatalogDoc, findVendorRow, vendorDetailText, vendorVersions,
} from './repositories/vendors.ts';
import { vendorRowToVendor } from './vendor-store.ts';

export interface VendorRecord {
  id: string;
  slug: string;
  vendor: Vendor;
  secretTokenHash: string;
  /** not yet published (back office): unknown to customers */
  draft: boolean;
}

const refKey = (ref: VendorRef) => (ref.kind === 'id' ? `id:${ref.id}` : `slug:${ref.slug}`);

export function vendorNotFound(raw: string): never {
  throw notFound(`Vendor "${raw.slice(0, 100)}" not found`);
}

/** Resolves the `{id}` path segment or answers 400 (invalid) / 404 (unknown); drafts included (the vendor's own calls). */
export async function requireVendor(ctx: VendorApiContext, raw: string | undefined): Promise<VendorRecord> {
  const ref = parseVendorRef(raw);
  if (!ref) vendorNotFound(raw ?? '');
  const rec = await findVendor(ctx, ref);
  if (!rec) vendorNotFound(raw ?? '');
  return rec;
}

/** As requireVendor, for customers: a draft vendor answers the same 404 as an unknown one. */
export async function requirePublishedVendor(ctx: VendorApiContext, raw: string | undefined): Promise<VendorRecord> {
  const rec = await requireVendor(ctx, raw);
  if (rec.draft) vendorNotFound(raw ?? '');
  return rec;
}

export async function findVendor(ctx: VendorApiContext, ref: VendorRef): Promise<VendorRecord | null> {
  return ctx.vendors.get(refKey(ref), () => loadVendor(ctx.db, ref));
}

export async function loadVendor(q: Queryable, ref: VendorRef): Promise<VendorRecord | null> {
  const r = await findVendorRow(q, ref);
  if (!r) return null;
  return { id: r.id, slug: r.slug, vendor: vendorRowToVendor(r), secretTokenHash: r.secretTokenHash, draft: r.draft };
}

/** The catalog a placed order is priced from: the named one, else (for pickup) the delivery catalog. */
export async function findCatalog(ctx: VendorApiContext, vendorId: string, catalog: string): Promise<Catalog | null> {
  return ctx.catalogs.get(`${vendorId}/${catalog}`, () => findCatalogDoc(ctx.db, vendorId, catalog));
}

/** Cached answers of a miss (told apart by identity): no such vendor, no such catalog. */
const NO_VENDOR = Buffer.alloc(0);
const NO_CATALOG = Buffer.alloc(0);

/**
 * GET /v1/vendors/{id}: view 2 (FULL, default) is the stored record plus the delivery catalog's productGroups
 * (the app falls back to them when the catalog call fails, spec 1 §7) and `catalog` (its resource name);
 * view 1 (BASIC) is the record without menu, zones, category metadata and description. A draft is 404 unless
 * `drafts` (the vendor's own PATCH answers with its record).
 */
export async function vendorDetailJson(ctx: VendorApiContext, raw: string | undefined, view: 1 | 2, opts: { drafts?: boolean } = {}): Promise<Buffer> {
  const ref = parseVendorRef(raw);
  if (!ref) vendorNotFound(raw ?? '');
  const drafts = opts.drafts === true;
  const body = await ctx.answers.get(`vendor:${view}:${drafts ? 'd:' : ''}${refKey(ref)}`, async () => {
    // which versions? (cheap) — then the serialized record from the versioned cache, or built once in SQL
    const h = await vendorVersions(ctx.db, ref);
    if (!h || (h.draft && !drafts)) return NO_VENDOR;
    const key = `detail${view}:${h.id}`;
    const ver = view === 2 ? `${h.vv}/${h.cv ?? '-'}` : h.vv;
    const hit = ctx.docs.get(key, ver);
    if (hit) return hit;
    const r = await vendorDetailText(ctx.db, h.id, view);
    if (!r) return NO_VENDOR;
    return ctx.docs.set(key, view === 2 ? `${r.vv}/${r.cv ?? '-'}` : r.vv, r.body);
  });
  if (body === NO_VENDOR) vendorNotFound(raw ?? '');
  return body;
}

const CATALOG_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** GET /v1/vendors/{id}/catalogs/{catalog} (default delivery); a missing pickup catalog falls back to delivery; a draft's: 404. */
export async function catalogJson(ctx: VendorApiContext, raw: string | undefined, catalogRaw: string | undefined): Promise<Buffer> {
  const ref = parseVendorRef(raw);
  if (!ref) vendorNotFound(raw ?? '');
  const catalog = (catalogRaw ?? '').trim() || 'delivery';
  if (!CATALOG_RE.test(catalog)) throw notFound(`Catalog "${catalog.slice(0, 64)}" not found`);
  const body = await ctx.answers.get(`catalog:${catalog}:${refKey(ref)}`, async () => {
    const candidates = catalog === 'pickup' ? ['pickup', 'delivery'] : [catalog];
    const h = await catalogVersion(ctx.db, ref, candidates);
    if (!h) return NO_VENDOR;
    if (!h.catalog || !h.ver) return NO_CATALOG;
    const key = `catalog:${h.id}/${h.catalog}`;
    const hit = ctx.docs.get(key, h.ver);
    if (hit) return hit;
    const r = await catalogText(ctx.db, h.id, h.catalog);
    if (!r) return NO_CATALOG;
    return ctx.docs.set(key, r.ver, r.body);
  });
  if (body === NO_VENDOR) vendorNotFound(raw ?? '');
  if (body === NO_CATALOG) throw notFound(`Catalog "${catalog}" of vendor "${(raw ?? '').slice(0, 100)}" not found`);
  return body;
}
