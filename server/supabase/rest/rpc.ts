/**
 * /rest/v1/rpc/{fn}: a function of schema `public`, called by named arguments as the request's role — POST (arguments
 * in the body) or GET/HEAD (arguments in the query string, in a read-only transaction). A function returning rows
 * (SETOF a table, RETURNS TABLE, a composite type) is read like a table: select (with embedding when it returns a
 * table's rows), filters, order, limit/offset, count and single-object answers apply to its result.
 */
import { RestError, type SupabaseContext } from '../context.ts';
import { guardPublicWrite } from './public-write-guard.ts';
import { readAnswer } from './read.ts';
import { parseQuery } from './query-parser.ts';
import { CSV_TYPE, JSON_TYPE, OBJECT_TYPE, parseBody, preferenceApplied, singleError, type RestRequest, type RestResponse } from './request.ts';
import type { Fn, SchemaStore, Table } from './schema-cache.ts';
import { callExpr, rpcStatement } from './repositories/statements.ts';
import { asRole } from './transaction.ts';

/** The overload whose arguments cover the given names, all required ones included. */
const matching = (cands: Fn[] | undefined, keys: string[]): Fn | undefined =>
  cands?.find((f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.slice(0, f.required).every((a) => keys.includes(a.name)));

/** The function's result rows as a table: its own table when it returns one, else its declared columns. */
function resultTable(fn: Fn, tables: ReadonlyMap<string, Table>): Table | undefined {
  if (!fn.retset && !fn.composite) return undefined;
  const own = fn.table ? tables.get(fn.table) : undefined;
  if (own) return own;
  return fn.columns ? { name: fn.name, columns: fn.columns, pk: [], publicForm: false } : undefined;
}

export async function callFunction(ctx: SupabaseContext, schema: SchemaStore, r: RestRequest, name: string, method: 'POST' | 'GET' | 'HEAD'): Promise<RestResponse> {
  const overloads = await schema.functions(name);
  const notFound = (keys: string[]) => new RestError(404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`, null,
    'Perhaps you meant to call a function with other arguments');
  if (!overloads?.length) throw notFound([]);
  let args: Record<string, unknown>;
  let q;
  if (method === 'POST') {
    const body = parseBody(r.rawBody) ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    guardPublicWrite(ctx, r, null, null);
    args = body as Record<string, unknown>;
    q = parseQuery(r.params);
  } else {
    // GET/HEAD: query parameters named like an argument are arguments, the rest shapes the result
    const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
    q = parseQuery(r.params, argNames);
    args = Object.fromEntries(q.args ?? []);
  }
  const keys = Object.keys(args);
  const fn = matching(overloads, keys);
  if (!fn) throw notFound(keys);
  const tx = { rollback: r.prefs.rollback, readOnly: method !== 'POST' };
  const head = method === 'HEAD';
  const cache = await schema.get();
  const rows = fn.retset ? resultTable(fn, cache.tables) : undefined;
  if (rows) return readAnswer(ctx, r, cache, rows, q, head, (sql) => callExpr(sql, fn, args), tx);

  if (q.filters.length || q.order.length || q.embedded.size) {
    throw new RestError(400, 'PGRST100', `"failed to parse filter (${name})"`, 'filters and order apply only to functions that return rows');
  }
  const stmt = rpcStatement(fn, args);
  const asObject = fn.retset && r.single;
  const out = await asRole(ctx, r.identity, async (db) => {
    const [res] = await db.query<{ body: string | null; n: number }>(stmt.text, stmt.params);
    if (!res) throw new Error('rpc: no result row');
    if (asObject && res.n !== 1) throw singleError(res.n); // rolls the call back
    return res;
  }, tx);
  const headers = preferenceApplied(r.prefs);
  if (fn.void) return { status: 204, headers };
  let body = out.body ?? 'null';
  let contentType = JSON_TYPE;
  if (fn.composite && !fn.retset) {
    // one composite value: the row itself (or null), not a one-element array
    const arr = JSON.parse(body) as unknown[];
    body = JSON.stringify(arr[0] ?? null);
  } else if (asObject) {
    // .single() on a set-returning function: exactly one row (checked above), as an object
    body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
    contentType = OBJECT_TYPE;
  }
  if (r.format === 'csv') contentType = CSV_TYPE;
  return { status: 200, headers, contentType, ...(head ? {} : { body }) };
}
