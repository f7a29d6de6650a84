/**
 * vendor.vendors as the listing reads it (GET /v1/vendors, GET /v1/vendors:categoryCounts): the filter's terms and
 * the sort keys turned into SQL over the GIN-indexed arrays zone_postal_codes / zone_cities / tags and search_text,
 * keyset paging on the sort keys, the totals, and the serialized docs of a page. listing.ts validates the request and
 * builds the answers. Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';
import { BASIC_DOC_SQL } from './vendors.ts';

/** The listing's terms as listing.ts validated them (lower-case, without duplicates). */
export interface ListingTerms {
  /** postal codes (matched against the zones' codes) and city names or slugs (against the zones' cities) */
  zones: { kind: 'postal' | 'city'; value: string }[];
  /** every one of them */
  tags: string[];
  /** every word somewhere in the search text */
  words: string[];
}

export type ListingSortField = 'rating' | 'label' | 'popularity' | 'deliveryfee' | 'minorder' | 'deliverytime' | 'promoted' | 'id';
export type ListingSortType = 'float8' | 'numeric' | 'int' | 'text' | 'uuid';
export interface ListingSortKey {
  field: ListingSortField;
  desc: boolean;
}

/** Sort fields → SQL expression over vendor.vendors v and the type its page-token values are cast to. */
const SORT_FIELDS: Record<ListingSortField, { expr: string; type: ListingSortType }> = {
  rating: { expr: 'v.rating_value', type: 'float8' },
  label: { expr: 'v.label', type: 'text' },
  popularity: { expr: 'v.popularity', type: 'int' },
  deliveryfee: { expr: `coalesce((v.doc->>'deliveryFee')::numeric, 0)`, type: 'numeric' },
  minorder: { expr: `coalesce((v.doc->>'minOrder')::numeric, 0)`, type: 'numeric' },
  deliverytime: { expr: `coalesce(substring(v.doc->>'deliveryTime' from '^\\s*([0-9]{1,4})')::int, 9999)`, type: 'int' },
  promoted: { expr: 'v.is_promoted::int', type: 'int' },
  id: { expr: 'v.id', type: 'uuid' },
};

/** The type a sort key's page-token value must have. */
export const listingSortType = (field: ListingSortField): ListingSortType => SORT_FIELDS[field].type;

/** The sort order as text (part of the page token's signature: a token only continues the same order). */
export const listingOrderSignature = (keys: readonly ListingSortKey[]): string =>
  keys.map((k) => `${SORT_FIELDS[k.field].expr} ${k.desc ? 'desc' : 'asc'}`).join(',');

interface Where {
  where: string[];
  params: unknown[];
}

/** The WHERE clauses of the terms (parameters from $1 on); draft vendors (back office, issue 16) are never listed. */
function termsWhere(t: ListingTerms): Where {
  const where: string[] = ['not v.draft'];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  for (const z of t.zones) {
    if (z.kind === 'postal') add((p) => `v.zone_postal_codes @> array[${p}::text]`, z.value);
    else add((p) => `v.zone_cities @> array[${p}::text]`, z.value);
  }
  if (t.tags.length) add((p) => `v.tags @> ${p}::text[]`, t.tags);
  for (const w of t.words) add((p) => `v.search_text like ${p} escape '\\'`, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { where, params };
}

function keysetPredicate(keys: readonly ListingSortKey[], firstParam: number): string {
  const cols = keys.map((k, i) => ({ ...SORT_FIELDS[k.field], desc: k.desc, param: `$${firstParam + i}::${SORT_FIELDS[k.field].type}` }));
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

export interface ListingPageRow {
  id: string;
  /** the row version (xmin) */
  ver: string;
  /** the row's sort-key values as text (the next page token's position) */
  keys: string[];
  /** the number of vendors the terms list, when asked for */
  total?: number;
}

/**
 * One round trip: ids, row versions and sort-key values of a page of at most `limit` vendors after the position
 * `after` (sort-key values as text), plus the total when `withTotal`. First page: a window count over the filtered
 * rows (one scan of them, no second filtered subquery); later pages (the keyset predicate narrows the rows) count the
 * terms alone.
 */
export async function listingPage(
  q: Queryable,
  a: { terms: ListingTerms; keys: readonly ListingSortKey[]; after: readonly string[] | null; limit: number; withTotal: boolean },
): Promise<ListingPageRow[]> {
  const filter = termsWhere(a.terms);
  const params = [...filter.params];
  const where = [...filter.where];
  if (a.after) {
    where.push(keysetPredicate(a.keys, params.length + 1));
    params.push(...a.after);
  }
  params.push(a.limit);
  const limitParam = `$${params.length}`;
  const keyCols = a.keys.map((k, i) => `(${SORT_FIELDS[k.field].expr})::text as k${i}`).join(', ');
  const orderSql = a.keys.map((k) => `${SORT_FIELDS[k.field].expr} ${k.desc ? 'desc' : 'asc'}`).join(', ');
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const filterSql = filter.where.length ? `where ${filter.where.join(' and ')}` : '';
  const countCol =
    !a.withTotal ? ''
    : a.after ? `, (select count(*)::int from vendor.vendors v ${filterSql}) as total`
    : ', (count(*) over ())::int as total';
  const rows = await q.query<Record<string, string> & { id: string; ver: string; total?: number }>(
    `select v.id, v.xmin::text as ver, ${keyCols}${countCol} from vendor.vendors v ${whereSql} order by ${orderSql} limit ${limitParam}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    ver: r.ver,
    keys: a.keys.map((_, i) => r[`k${i}`] ?? ''),
    ...(r.total !== undefined ? { total: r.total } : {}),
  }));
}

/** How many vendors the terms list. */
export async function countListing(q: Queryable, terms: ListingTerms): Promise<number> {
  const filter = termsWhere(terms);
  const filterSql = filter.where.length ? `where ${filter.where.join(' and ')}` : '';
  const r = await q.query<{ n: number }>(`select count(*)::int as n from vendor.vendors v ${filterSql}`, filter.params);
  return r[0]?.n ?? 0;
}

/** The vendors' docs as JSON text (view 1: BASIC, 2: the stored record) with their row versions. */
export async function vendorDocsText(q: Queryable, ids: readonly string[], view: 1 | 2): Promise<{ id: string; ver: string; doc: string }[]> {
  const docSql = view === 1 ? BASIC_DOC_SQL : 'v.doc';
  return q.query<{ id: string; ver: string; doc: string }>(
    `select v.id, v.xmin::text as ver, ${docSql}::text as doc from vendor.vendors v where v.id = any($1::uuid[])`,
    [ids],
  );
}

/**
 * How many vendors the terms list per tag (null: all of them), in one scan: with `kind`, only those offering it
 * (spec 1 §4: neither or both of the delivery/pickup tags means both; a delivery paused until after `now` counts as
 * none).
 */
export async function countListingByTag(
  q: Queryable,
  a: { terms: ListingTerms; kind: 'delivery' | 'pickup' | undefined; now: string; tags: readonly (string | null)[] },
): Promise<number[]> {
  const filter = termsWhere(a.terms);
  const params = [...filter.params];
  const where = [...filter.where];
  const kind = a.kind;
  if (kind) {
    // supportedDeliveryTypes (src/domain/delivery-types.ts) in SQL: it has the tag, or not the other one
    params.push([kind], [kind === 'delivery' ? 'pickup' : 'delivery']);
    where.push(`(v.tags @> $${params.length - 1}::text[] or not v.tags @> $${params.length}::text[])`);
    if (kind === 'delivery') {
      // offeredDeliveryTypes: a restaurant whose desk paused delivery (busy mode, until its end) is listed for
      // pickup only, so it counts under pickup alone
      params.push(a.now);
      where.push(`not (coalesce(v.doc->'busy'->>'deliveryPaused', '') = 'true'
          and (v.doc->'busy'->>'until' is null or v.doc->'busy'->>'until' > $${params.length}))`);
    }
  }
  const cols = a.tags.map((tag, i) => {
    if (tag === null) return `count(*)::int as c${i}`;
    params.push([tag]);
    return `(count(*) filter (where v.tags @> $${params.length}::text[]))::int as c${i}`;
  });
  const rows = await q.query<Record<string, number>>(`select ${cols.join(', ')} from vendor.vendors v where ${where.join(' and ')}`, params);
  const row = rows[0] ?? {};
  return a.tags.map((_, i) => row[`c${i}`] ?? 0);
}
