/** GET and HEAD /rest/v1/{table}: rows as the request's role sees them, with Content-Range and optional count. */
import type { Queryable } from '../../db/index.ts';
import type { SupabaseContext } from '../context.ts';
import { parseQuery, type ParsedQuery } from './query-parser.ts';
import { CSV_TYPE, JSON_TYPE, jsonRowsToCsv, OBJECT_TYPE, preferenceApplied, singleError, type RestRequest, type RestResponse } from './request.ts';
import type { SchemaCache, SchemaStore, Table } from './schema-cache.ts';
import { countStatement, plannedCountStatement, readStatement, type JsonRows, type Source } from './repositories/statements.ts';
import { asRole, type TxOptions } from './transaction.ts';

/** Prefer: count=estimated counts exactly up to this many rows (Supabase's db-max-rows), beyond it the planner's guess. */
const ESTIMATE_EXACT_UP_TO = 1000;

async function countRows(db: Queryable, how: 'exact' | 'planned' | 'estimated', cache: SchemaCache, t: Table, q: ParsedQuery, source?: Source): Promise<number | undefined> {
  const planned = async () => {
    const s = plannedCountStatement(cache, t, q, source);
    const [row] = await db.query(s.text, s.params);
    const plan = row ? (Object.values(row)[0] as { Plan?: { 'Plan Rows'?: number } }[] | undefined) : undefined;
    const n = plan?.[0]?.Plan?.['Plan Rows'];
    return typeof n === 'number' ? Math.round(n) : undefined;
  };
  const exact = async () => {
    const s = countStatement(cache, t, q, source);
    const [c] = await db.query<{ c: number }>(s.text, s.params);
    return c?.c;
  };
  if (how === 'exact') return exact();
  const guess = await planned();
  if (how === 'planned' || (guess !== undefined && guess > ESTIMATE_EXACT_UP_TO)) return guess;
  return exact();
}

/** A read of `t` (or of a function's rows, `source`) shaped by `q`: the answer with Content-Range, count and format. */
export async function readAnswer(
  ctx: SupabaseContext,
  r: RestRequest,
  cache: SchemaCache,
  t: Table,
  q: ParsedQuery,
  head: boolean,
  source?: Source,
  tx: TxOptions = {},
): Promise<RestResponse> {
  const { prefs, single } = r;
  const stmt = readStatement(cache, t, q, single, source);
  const res = await asRole(ctx, r.identity, async (db) => {
    const [rows] = await db.query<JsonRows>(stmt.text, stmt.params);
    if (!rows) throw new Error('read: no result row');
    const total = prefs.count ? await countRows(db, prefs.count, cache, t, q, source) : undefined;
    return { ...rows, total };
  }, tx);
  const from = q.offset ?? 0;
  const range = res.n > 0 ? `${from}-${from + res.n - 1}/${res.total ?? '*'}` : `*/${res.total ?? '*'}`;
  const headers = { 'content-range': range, ...preferenceApplied(prefs) };
  if (single && res.n !== 1) throw singleError(res.n, headers);
  const partial = res.total !== undefined && res.n < res.total && !single;
  const status = partial ? 206 : 200;
  if (r.format === 'csv') return { status, headers, contentType: CSV_TYPE, ...(head ? {} : { body: jsonRowsToCsv(res.body) }) };
  return { status, headers, contentType: single ? OBJECT_TYPE : JSON_TYPE, ...(head ? {} : { body: single ? res.one : res.body }) };
}

export async function readRows(ctx: SupabaseContext, schema: SchemaStore, r: RestRequest, name: string, head: boolean): Promise<RestResponse> {
  const t = await schema.table(name);
  const cache = await schema.get();
  return readAnswer(ctx, r, cache, t, parseQuery(r.params), head, undefined, { rollback: r.prefs.rollback });
}
