/**
 * Writes vendors and their catalogs into vendor.vendors / vendor.catalogs (0001_vendor_system.sql), computing the
 * derived columns the listing queries use: served postal codes and cities (zone filter), tags, search text. The rating
 * is never taken from the written record: it is the vendor's visible reviews of delivered orders (issue 30,
 * server/reviews), recomputed after every write, so an import, a PATCH or the seed cannot set one.
 * One statement per batch (jsonb_to_recordset), so 10,000 vendors seed in seconds on PGlite.
 */
import { createHash } from 'node:crypto';
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import type { Queryable } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { refreshVendorRatings } from '../reviews/repositories/reviews.ts';
import { fold, lookupPostal, slugify } from '../geo/postal.ts';
import { HOME_CITY_BY_NAME } from '../geo/home-cities.ts';
import { NO_TOKEN_HASH, upsertCatalogRows, upsertVendorRows, type VendorColumns, type VendorRow } from './repositories/vendors.ts';

export interface VendorInput {
  vendor: Vendor;
  /** catalog key (e.g. "delivery") → catalog. Without it, the vendor's embedded productGroups (if any) become
   *  its "delivery" catalog. */
  catalogs?: Record<string, Catalog>;
  /** the vendor's secret bearer token for vendor-side calls; absent = keep the stored hash (new vendor: none) */
  secretToken?: string;
}


/** Stored instead of a hash when a vendor has no token yet (never equal to hashToken(x)). */

/** sha256 of the token, lower-case hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The vendor record as the API answers it (the stored doc; productGroups are never part of it). */
export function vendorRowToVendor(row: Pick<VendorRow, 'doc'>): Vendor {
  return row.doc; // jsonb comes back parsed from the db layer
}

/** Every postal code a vendor's zones serve; the vendor's own code when it has no zones (spec 1 §5). */
export function servedPostalCodes(vendor: Pick<Vendor, 'deliveryZones' | 'postalCode'>): string[] {
  const codes = new Set<string>();
  for (const z of vendor.deliveryZones) {
    for (const c of Array.isArray(z.postalCode) ? z.postalCode : [z.postalCode]) {
      const code = c.trim();
      if (code) codes.add(code);
    }
  }
  if (codes.size === 0) codes.add(vendor.postalCode);
  return [...codes].sort();
}

/** Lower-case city names (as written and accent-folded) and city slugs of the given postal codes. */
export function citiesOfPostalCodes(codes: readonly string[]): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    const p = lookupPostal(code);
    if (!p) continue;
    out.add(p.city.toLowerCase());
    out.add(fold(p.city));
    out.add(p.citySlug);
    const home = HOME_CITY_BY_NAME.get(p.city);
    if (home && home.community !== home.name) out.add(home.community.toLowerCase()); // "klagenfurt am wörthersee"
  }
  return [...out].sort();
}

/** Slug of a city name: the home-page slug for the 12 home cities, else the readable slug. */
export function citySlugOf(city: string): string {
  return HOME_CITY_BY_NAME.get(city)?.slug ?? slugify(city);
}

function searchText(v: Vendor): string {
  const parts = [v.label, v.slug, v.cuisine ?? '', ...v.tags].filter(Boolean);
  const lower = parts.join(' ').toLowerCase();
  const folded = fold(lower);
  return folded === lower ? lower : `${lower} ${folded}`;
}

function toRecord(input: VendorInput): VendorColumns {
  const { productGroups: _pg, ...rest } = input.vendor;
  // the rating comes from the reviews (refreshVendorRatings after the write), never from the record
  const v: Omit<Vendor, 'productGroups'> = { ...rest, name: `vendors/${input.vendor.id}`, rating: { value: 0, count: 0 }, reviewCount: 0 };
  const zones = servedPostalCodes(v);
  return {
    id: v.id,
    slug: v.slug,
    label: v.label,
    type: v.type,
    cuisine: v.cuisine ?? null,
    city: v.city,
    city_slug: citySlugOf(v.city),
    postal_code: v.postalCode,
    zone_postal_codes: zones,
    zone_cities: citiesOfPostalCodes(zones),
    tags: [...new Set(v.tags)],
    rating_value: 0,
    rating_count: 0,
    popularity: Math.trunc(v.popularity),
    is_promoted: v.isPromoted,
    search_text: searchText(input.vendor),
    doc: v,
    secret_token_hash: input.secretToken !== undefined ? hashToken(input.secretToken) : NO_TOKEN_HASH,
  };
}

function catalogRecords(input: VendorInput): { vendor_id: string; catalog: string; doc: Catalog }[] {
  const id = input.vendor.id;
  const catalogs: Record<string, Catalog> =
    input.catalogs ??
    (input.vendor.productGroups
      ? { delivery: { name: `vendors/${id}/catalogs/delivery`, productGroups: input.vendor.productGroups } }
      : {});
  return Object.entries(catalogs).map(([key, c]) => ({
    vendor_id: id,
    catalog: key,
    doc: { ...c, name: `vendors/${id}/catalogs/${key}` },
  }));
}

/** A slug taken by another vendor is a 409 with a clear message, not a raw unique-violation. */
async function writeVendors(q: Queryable, records: VendorColumns[]): Promise<void> {
  try {
    await upsertVendorRows(q, records);
  } catch (err) {
    const e = err as { code?: string; constraint?: string; detail?: string };
    if (e.code === '23505' && (e.constraint === 'vendors_slug_key' || /\(slug\)/.test(e.detail ?? ''))) {
      const slug = /\(slug\)=\(([^)]*)\)/.exec(e.detail ?? '')?.[1] ?? (records.length === 1 ? (records[0]?.slug ?? '') : '');
      throw conflict(`Vendor slug "${slug}" is already used by another vendor`);
    }
    throw err;
  }
}

/**
 * Inserts or updates one vendor and its catalogs. Without `secretToken` an existing vendor keeps its token.
 * Run it inside a transaction (db.tx) when the vendor row and its catalogs must change together.
 */
export async function upsertVendor(q: Queryable, input: VendorInput): Promise<void> {
  await writeVendors(q, [toRecord(input)]);
  await refreshVendorRatings(q, [input.vendor.id]);
  const cats = catalogRecords(input);
  if (cats.length) await upsertCatalogRows(q, cats);
}

/** Inserts (or updates) many vendors with their catalogs, `batchSize` vendors per statement. */
export async function insertVendorsBulk(q: Queryable, inputs: readonly VendorInput[], batchSize = 250): Promise<void> {
  for (let i = 0; i < inputs.length; i += batchSize) {
    const batch = inputs.slice(i, i + batchSize);
    await writeVendors(q, batch.map(toRecord));
    await refreshVendorRatings(q, batch.map((x) => x.vendor.id));
    const cats = batch.flatMap(catalogRecords);
    if (cats.length) await upsertCatalogRows(q, cats);
  }
}
