/**
 * GET /v1/vendors (spec 1 §7): filter (`zone:{postal code or lower-case city}`, `tag:{tag}`, free text), orderBy,
 * view, pageSize and an opaque keyset pageToken.
 *
 * - Filters use the GIN-indexed arrays zone_postal_codes / zone_cities / tags; free text matches every word in
 *   search_text (lower-case name, label, cuisine, tags, accent-folded too).
 * - Paging is keyset, not offset: the token carries the sort values of the last row, so a vendor inserted while a
 *   client pages never shifts or repeats rows. Ties are broken by label, then id (always unique).
 * - The body is assembled from the stored docs as JSON text (no parse/stringify per vendor) and kept in a
 *   short-lived cache that vendor writes in this process clear.
 */
import { isAustrianPostalCode } from '../../src/domain/contact.ts';
import { LISTING_CATEGORIES, categoryToTag, parseListingFilter } from '../../src/domain/listing.ts';
import { badRequest } from '../errors.ts';
import type { VendorApiContext } from './context.ts';
import { decodePageToken, encodePageToken, querySignature } from './ids.ts';
import { basicDocSql } from './vendors.ts';

type SqlType = 'float8' | 'numeric' | 'int' | 'text' | 'uuid';

interface SortKey {
  /** SQL expression over vendor.vendors v */
  expr: string;
  type: SqlType;
  desc: boolean;
}

/** orderBy field names (and aliases) → SQL expression. Keep in step with the README/API notes. */
type SortField = 'rating' | 'label' | 'popularity' | 'deliveryfee' | 'minorder' | 'deliverytime' | 'promoted';
const SORT_FIELDS: Record<SortField, { expr: string; type: SqlType; defaultDesc: boolean }> = {
  rating: { expr: 'v.rating_value', type: 'float8', defaultDesc: false },
  label: { expr: 'v.label', type: 'text', defaultDesc: false },
  popularity: { expr: 'v.popularity', type: 'int', defaultDesc: false },
  deliveryfee: { expr: `coalesce((v.doc->>'deliveryFee')::numeric, 0)`, type: 'numeric', defaultDesc: false },
  minorder: { expr: `coalesce((v.doc->>'minOrder')::numeric, 0)`, type: 'numeric', defaultDesc: false },
  deliverytime: {
    expr: `coalesce(substring(v.doc->>'deliveryTime' from '^\\s*([0-9]{1,4})')::int, 9999)`,
    type: 'int',
    defaultDesc: false,
  },
  promoted: { expr: 'v.is_promoted::int', type: 'int', defaultDesc: false },
};
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

/** Parses orderBy ("rating desc, label asc", "label", "popularity desc", …) into keys ending with label, id. */
export function parseOrderBy(raw: string | undefined): { keys: SortKey[]; normalized: string } {
  const text = (raw ?? '').trim() || DEFAULT_ORDER;
  const keys: SortKey[] = [];
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
    const def = SORT_FIELDS[field];
    keys.push({ expr: def.expr, type: def.type, desc: dirWord ? dirWord === 'desc' : def.defaultDesc });
  }
  if (keys.length === 0) throw badRequest('Invalid orderBy');
  if (!seen.has('label')) keys.push({ expr: 'v.label', type: 'text', desc: false });
  keys.push({ expr: 'v.id', type: 'uuid', desc: false });
  const normalized = keys.map((k) => `${k.expr} ${k.desc ? 'desc' : 'asc'}`).join(',');
  return { keys, normalized };
}

interface Filter {
  where: string[];
  params: unknown[];
  normalized: string;
}

const MAX_TERMS = 12;

/** Builds the WHERE clauses of a listing filter (parameters from $1 on); `ignoreTags` leaves its tag: terms out. */
export function buildFilter(raw: string | undefined, opts: { ignoreTags?: boolean } = {}): Filter {
  const text = (raw ?? '').trim();
  if (text.length > 300) throw badRequest('filter is longer than 300 characters');
  const f = parseListingFilter(text);
  if (opts.ignoreTags === true) f.tags = [];
  // draft vendors (back office, issue 16) are listed once published
  const where: string[] = ['not v.draft'];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const zones = [...new Set(f.zones.map((z) => z.trim().toLowerCase()).filter(Boolean))];
  const tags = [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const words = [...new Set(f.text.toLowerCase().split(/\s+/).filter(Boolean))];
  if (zones.length + tags.length + words.length > MAX_TERMS) throw badRequest(`filter has more than ${MAX_TERMS} terms`);
  for (const z of zones) {
    if (z.length > 60) throw badRequest('zone value is longer than 60 characters');
    if (isAustrianPostalCode(z)) add((p) => `v.zone_postal_codes @> array[${p}::text]`, z);
    else add((p) => `v.zone_cities @> array[${p}::text]`, z);
  }
  if (tags.length) {
    for (const t of tags) if (t.length > 60) throw badRequest('tag is longer than 60 characters');
    add((p) => `v.tags @> ${p}::text[]`, tags);
  }
  for (const w of words) {
    if (w.length > 60) throw badRequest('search word is longer than 60 characters');
    add((p) => `v.search_text like ${p} escape '\\'`, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const normalized = JSON.stringify([zones.sort(), tags.sort(), words.sort()]);
  return { where, params, normalized };
}

function keysetPredicate(keys: SortKey[], firstParam: number): string {
  const cols = keys.map((k, i) => ({ ...k, param: `$${firstParam + i}::${k.type}` }));
  // (k1 > $1 or (k1 = $1 and (k2 > $2 or (k2 = $2 and … kn > $n))))
  const sql = cols.reduceRight((inner, k, i) => {
    const strict = `${k.expr} ${k.desc ? '<' : '>'} ${k.param}`;
    return i === cols.length - 1 ? strict : `(${strict} or (${k.expr} = ${k.param} and ${inner}))`;
  }, '');
  const [first] = cols;
  if (!first) throw new Error('keyset paging needs at least one sort key');
  // a redundant range on the first key lets an index on it start the scan at the cursor
  return `${first.expr} ${first.desc ? '<=' : '>='} ${first.param} and ${sql}`;
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
    const params = [...filter.params];
    const where = [...filter.where];
    if (after) {
      where.push(keysetPredicate(order.keys, params.length + 1));
      params.push(...after);
    }
    params.push(query.pageSize + 1);
    const limitParam = `$${params.length}`;
    const keyCols = order.keys.map((k, i) => `(${k.expr})::text as k${i}`).join(', ');
    const orderSql = order.keys.map((k) => `${k.expr} ${k.desc ? 'desc' : 'asc'}`).join(', ');
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const filterSql = filter.where.length ? `where ${filter.where.join(' and ')}` : '';
    const countKey = `count:${signature}`;
    const cachedCount = ctx.counts.peek(countKey);
    // one round trip: ids, row versions and sort keys of the page (+ the total, unless cached)
    // first page: a window count over the filtered rows (one scan of them, no second filtered subquery); later pages
    // (the keyset predicate narrows the rows) count the filter alone
    const countCol =
      cachedCount !== undefined ? ''
      : after ? `, (select count(*)::int from vendor.vendors v ${filterSql}) as total`
      : ', (count(*) over ())::int as total';
    const rows = await ctx.db.query<Record<string, string> & { id: string; ver: string; total?: number }>(
      `select v.id, v.xmin::text as ver, ${keyCols}${countCol} from vendor.vendors v ${whereSql} order by ${orderSql} limit ${limitParam}`,
      params,
    );
    let total: number;
    if (cachedCount !== undefined) total = cachedCount;
    else if (rows[0]) total = rows[0].total ?? 0;
    else if (!after) total = 0;
    else {
      const r = await ctx.db.query<{ n: number }>(`select count(*)::int as n from vendor.vendors v ${filterSql}`, filter.params);
      total = r[0]?.n ?? 0;
    }
    ctx.counts.set(countKey, total);
    const more = rows.length > query.pageSize;
    const page = more ? rows.slice(0, query.pageSize) : rows;
    const docs = await vendorDocs(ctx, page, query.view);
    let out = `{"vendors":[${docs.join(',')}]`;
    const last = page[page.length - 1];
    if (more && last) {
      const pos = order.keys.map((_, i) => last[`k${i}`] ?? '');
      out += `,"nextPageToken":${JSON.stringify(encodePageToken('vendors', signature, pos))}`;
    }
    out += `,"totalSize":${total}}`;
    return Buffer.from(out);
  });
}

/** The serialized docs of the page's vendors: from the versioned cache, the missing ones in one query. */
async function vendorDocs(ctx: VendorApiContext, page: { id: string; ver: string }[], view: 1 | 2): Promise<string[]> {
  const out: (string | undefined)[] = page.map((r) => ctx.docs.get(`doc${view}:${r.id}`, r.ver));
  const missing = page.filter((_, i) => out[i] === undefined).map((r) => r.id);
  if (missing.length > 0) {
    const docSql = view === 1 ? basicDocSql() : 'v.doc';
    const fetched = await ctx.db.query<{ id: string; ver: string; doc: string }>(
      `select v.id, v.xmin::text as ver, ${docSql}::text as doc from vendor.vendors v where v.id = any($1::uuid[])`,
      [missing],
    );
    const byId = new Map(fetched.map((f) => [f.id, f]));
    page.forEach((r, i) => {
      if (out[i] !== undefined) return;
      const f = byId.get(r.id);
      if (!f) return; // deleted meanwhile
      ctx.docs.set(`doc${view}:${r.id}`, f.ver, f.doc);
      out[i] = f.doc;
    });
  }
  return out.filter((d): d is string => d !== undefined);
}

function validateKeyValues(keys: SortKey[], values: string[]): void {
  keys.forEach((k, i) => {
    const v = values[i] ?? '';
    const ok =
      k.type === 'text' ? true
      : k.type === 'uuid' ? /^[0-9a-f-]{36}$/i.test(v)
      : k.type === 'int' ? /^-?\d{1,10}$/.test(v)
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
    const params = [...filter.params];
    const where = [...filter.where];
    if (kind) {
      // supportedDeliveryTypes (src/domain/delivery-types.ts) in SQL: it has the tag, or not the other one
      params.push([kind], [kind === 'delivery' ? 'pickup' : 'delivery']);
      where.push(`(v.tags @> $${params.length - 1}::text[] or not v.tags @> $${params.length}::text[])`);
      if (kind === 'delivery') {
        // offeredDeliveryTypes: a restaurant whose desk paused delivery (busy mode, until its end) is listed for
        // pickup only, so it counts under pickup alone
        params.push(ctx.now().toISOString());
        where.push(`not (coalesce(v.doc->'busy'->>'deliveryPaused', '') = 'true'
          and (v.doc->'busy'->>'until' is null or v.doc->'busy'->>'until' > $${params.length}))`);
      }
    }
    const cols = LISTING_CATEGORIES.map((c, i) => {
      const tag = categoryToTag(c);
      if (tag === null) return `count(*)::int as c${i}`;
      params.push([tag]);
      return `(count(*) filter (where v.tags @> $${params.length}::text[]))::int as c${i}`;
    });
    const rows = await ctx.db.query<Record<string, number>>(`select ${cols.join(', ')} from vendor.vendors v where ${where.join(' and ')}`, params);
    const row = rows[0] ?? {};
    const counts = Object.fromEntries(LISTING_CATEGORIES.map((c, i) => [c, row[`c${i}`] ?? 0]));
    return Buffer.from(JSON.stringify({ counts }));
  });
}
