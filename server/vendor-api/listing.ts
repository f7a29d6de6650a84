/**
 * GET /v1/vendors (spec 1 §7): filter (`zone:{postal code or lower-case city}`, `tag:{tag}`, free text), orderBy,
 * view, pageSize and an opaque keyset pageToken.
 *
 * - Filters use the GIN-indexed arrays zone_postal_codes / zone_cities / tags; free text matches every word in
 *   search_text (lower-case name, label, cuisine, tags, accent-folded too).
 * - Paging is keyset, not offset: the token carries the sort values of the last row, so a vendor inserted while a
 *   client pages never shifts or repeats rows. Ties are broken by label, then id (always unique).
 * - The body is assembled from the stored docs' UTF-8 bytes (no parse/stringify per vendor, no string of the whole
 *   page) and kept in a short-lived cache that vendor writes in this process clear.
 */
import { isAustrianPostalCode } from '../../src/domain/contact.ts';
import { LISTING_CATEGORIES, categoryToTag, parseListingFilter } from '../../src/domain/listing.ts';
import { badRequest } from '../errors.ts';
import type { VendorApiContext } from './context.ts';
import { decodePageToken, encodePageToken, querySignature } from './ids.ts';
import {
  countListing, countListingByTag, listingOrderSignature, listingPage, listingSortType, vendorDocsText,
  type ListingSortField, type ListingSortKey, type ListingTerms,
} from './repositories/vendor-listing.ts';

/** orderBy field names (and aliases) → sort field. Keep in step with the README/API notes. */
type SortField = Exclude<ListingSortField, 'id'>;
const FIELD_ALIASES: Partial<Record<string, SortField>> = {
  'rating': 'rating', 'rating.value': 'rating', 'ratingvalue': 'rating',
  'label': 'label', 'name': 'label', 'title': 'label',
  'popularity': 'popularity',
  'deliveryfee': 'deliveryfee', 'fee': 'deliveryfee',
  'minorder': 'minorder', 'minimumorder': 'minorder',
  'deliverytime': 'deliverytime',
  'promoted': 'promoted', 'ispromoted': 'promoted',
};

const DEFAULT_ORDER = 'rating desc, label asc';

/** Parses orderBy ("rating desc, label asc", "label", "popularity desc", …) into keys ending with label, id (ascending by default). */
function parseOrderBy(raw: string | undefined): { keys: ListingSortKey[]; normalized: string } {
  const text = (raw ?? '').trim() || DEFAULT_ORDER;
  const keys: ListingSortKey[] = [];
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    if (words.length > 2) throw badRequest(`Invalid orderBy clause "${part.trim().slice(0, 60)}"`);
    const field = FIELD_ALIASES[(words[0] ?? '').toLowerCase()];
    if (!field) {
      throw badRequest(
        `Unknown orderBy field "${(words[0] ?? '').slice(0, 40)}"; use rating, label, popularity, deliveryFee, minOrder, deliveryTime or promoted`,
      );
    }
    const dirWord = (words[1] ?? '').toLowerCase();
    if (dirWord && dirWord !== 'asc' && dirWord !== 'desc') {
      throw badRequest(`Invalid orderBy direction "${(words[1] ?? '').slice(0, 20)}"; use asc or desc`);
    }
    if (seen.has(field)) continue;
    seen.add(field);
    keys.push({ field, desc: dirWord === 'desc' });
  }
  if (keys.length === 0) throw badRequest('Invalid orderBy');
  if (!seen.has('label')) keys.push({ field: 'label', desc: false });
  keys.push({ field: 'id', desc: false });
  return { keys, normalized: listingOrderSignature(keys) };
}

interface Filter {
  terms: ListingTerms;
  normalized: string;
}

const MAX_TERMS = 12;

/** The terms of a listing filter, checked; `ignoreTags` leaves its tag: terms out. */
function buildFilter(raw: string | undefined, opts: { ignoreTags?: boolean } = {}): Filter {
  const text = (raw ?? '').trim();
  if (text.length > 300) throw badRequest('filter is longer than 300 characters');
  const f = parseListingFilter(text);
  if (opts.ignoreTags === true) f.tags = [];
  const zones = [...new Set(f.zones.map((z) => z.trim().toLowerCase()).filter(Boolean))];
  const tags = [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const words = [...new Set(f.text.toLowerCase().split(/\s+/).filter(Boolean))];
  if (zones.length + tags.length + words.length > MAX_TERMS) throw badRequest(`filter has more than ${MAX_TERMS} terms`);
  for (const z of zones) if (z.length > 60) throw badRequest('zone value is longer than 60 characters');
  for (const t of tags) if (t.length > 60) throw badRequest('tag is longer than 60 characters');
  for (const w of words) if (w.length > 60) throw badRequest('search word is longer than 60 characters');
  const terms: ListingTerms = {
    zones: zones.map((z) => ({ kind: isAustrianPostalCode(z) ? 'postal' : 'city', value: z })),
    tags,
    words,
  };
  const normalized = JSON.stringify([[...zones].sort(), [...tags].sort(), [...words].sort()]);
  return { terms, normalized };
}

export interface ListingQuery {
  pageSize: number;
  pageToken?: string | undefined;
  view: 1 | 2;
  filter?: string | undefined;
  orderBy?: string | undefined;
}

/** Answers the listing as UTF-8 JSON: {"vendors":[…],"nextPageToken":"…","totalSize":n}. */
export async function listVendorsJson(ctx: VendorApiContext, query: ListingQuery): Promise<Buffer> {
  const order = parseOrderBy(query.orderBy);
  const filter = buildFilter(query.filter);
  const signature = querySignature(filter.normalized, order.normalized);
  let after: string[] | null = null;
  if (query.pageToken) {
    const pos = decodePageToken(query.pageToken, 'vendors', signature);
    if (!Array.isArray(pos) || pos.length !== order.keys.length || !pos.every((x) => typeof x === 'string' && x.length <= 300)) {
      throw badRequest('Invalid pageToken');
    }
    after = pos as string[];
    validateKeyValues(order.keys, after);
  }
  const cacheKey = `list:${query.view}:${query.pageSize}:${signature}:${query.pageToken ?? ''}`;
  return ctx.answers.get(cacheKey, async () => {
    const countKey = `count:${signature}`;
    const cachedCount = ctx.counts.peek(countKey);
    const rows = await listingPage(ctx.db, {
      terms: filter.terms, keys: order.keys, after, limit: query.pageSize + 1, withTotal: cachedCount === undefined,
    });
    let total: number;
    if (cachedCount !== undefined) total = cachedCount;
    else if (rows[0]) total = rows[0].total ?? 0;
    else if (!after) total = 0;
    else total = await countListing(ctx.db, filter.terms);
    ctx.counts.set(countKey, total);
    const more = rows.length > query.pageSize;
    const page = more ? rows.slice(0, query.pageSize) : rows;
    const docs = await vendorDocs(ctx, page, query.view);
    const last = page[page.length - 1];
    const token = more && last ? `,"nextPageToken":${JSON.stringify(encodePageToken('vendors', signature, last.keys))}` : '';
    // the records' stored bytes copied into the answer (VersionedDocCache), not joined and encoded as one string
    const parts: Buffer[] = [OPEN_VENDORS];
    for (const [i, doc] of docs.entries()) {
      if (i > 0) parts.push(COMMA);
      parts.push(doc);
    }
    parts.push(Buffer.from(`]${token},"totalSize":${total}}`));
    return Buffer.concat(parts);
  });
}

const OPEN_VENDORS = Buffer.from('{"vendors":[');
const COMMA = Buffer.from(',');

/** The serialized docs of the page's vendors (UTF-8): from the versioned cache, the missing ones in one query. */
async function vendorDocs(ctx: VendorApiContext, page: { id: string; ver: string }[], view: 1 | 2): Promise<Buffer[]> {
  const out: (Buffer | undefined)[] = page.map((r) => ctx.docs.get(`doc${view}:${r.id}`, r.ver));
  const missing = page.filter((_, i) => out[i] === undefined).map((r) => r.id);
  if (missing.length > 0) {
    const fetched = await vendorDocsText(ctx.db, missing, view);
    const byId = new Map(fetched.map((f) => [f.id, f]));
    page.forEach((r, i) => {
      if (out[i] !== undefined) return;
      const f = byId.get(r.id);
      if (!f) return; // deleted meanwhile
      out[i] = ctx.docs.set(`doc${view}:${r.id}`, f.ver, f.doc);
    });
  }
  return out.filter((d): d is Buffer => d !== undefined);
}

function validateKeyValues(keys: ListingSortKey[], values: string[]): void {
  keys.forEach((k, i) => {
    const v = values[i] ?? '';
    const type = listingSortType(k.field);
    const ok =
      type === 'text' ? true
      : type === 'uuid' ? /^[0-9a-f-]{36}$/i.test(v)
      : type === 'int' ? /^-?\d{1,10}$/.test(v)
      : /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(v) || v === 'Infinity' || v === '-Infinity';
    if (!ok) throw badRequest('Invalid pageToken');
  });
}

/**
 * GET /v1/vendors:categoryCounts — how many vendors each category chip of the listing would list (spec 1 §2 "emoji
 * category chips" with counts): the filter's place and free text, with each chip's tag in place of the filter's own
 * tag: terms (ignored). `all` is the filter without a tag. With `deliveryType`, only the vendors offering it count
 * (spec 1 §4: neither or both of the delivery/pickup tags means both; a paused delivery counts as none until the pause
 * ends), as the listing shows them. One scan of the
 * filtered rows, one count per chip; the same tag test (`tags @> [tag]`) as the listing's filter.
 * Answers {"counts":{"all":n,"pizza":n,…}}.
 */
export async function categoryCountsJson(
  ctx: VendorApiContext,
  query: { filter?: string | undefined; deliveryType?: 'delivery' | 'pickup' | undefined },
): Promise<Buffer> {
  const filter = buildFilter(query.filter, { ignoreTags: true });
  const kind = query.deliveryType;
  return ctx.answers.get(`categoryCounts:${kind ?? ''}:${filter.normalized}`, async () => {
    const n = await countListingByTag(ctx.db, {
      terms: filter.terms, kind, now: ctx.now().toISOString(), tags: LISTING_CATEGORIES.map(categoryToTag),
    });
    const counts = Object.fromEntries(LISTING_CATEGORIES.map((c, i) => [c, n[i] ?? 0]));
    return Buffer.from(JSON.stringify({ counts }));
  });
}
