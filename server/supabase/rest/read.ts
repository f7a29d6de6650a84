/** GET and HEAD /rest/v1/{table}: rows as the request's role sees them, with Content-Range and optional count. */
import type { SupabaseContext } from '../context.ts';
import { parseQuery } from './query-parser.ts';
import { JSON_TYPE, OBJECT_TYPE, singleError, type RestRequest, type RestResponse } from './request.ts';
import type { SchemaStore } from './schema-cache.ts';
import { countStatement, readStatement, type JsonRows } from './statements.ts';
import { asRole } from './transaction.ts';

export async function readRows(ctx: SupabaseContext, schema: SchemaStore, r: RestRequest, name: string, head: boolean): Promise<RestResponse> {
  const t = await schema.table(name);
  const cache = await schema.get();
  const q = parseQuery(r.params);
  const { prefs, single } = r;
  const stmt = readStatement(cache, t, q, single);
  const res = await asRole(ctx, r.identity, async (db) => {
    const [rows] = await db.query<JsonRows>(stmt.text, stmt.params);
    if (!rows) throw new Error('read: no result row');
    let total: number | undefined;
    if (prefs.count) {
      const count = countStatement(cache, t, q);
      const [c] = await db.query<{ c: number }>(count.text, count.params);
      total = c?.c;
    }
    return { ...rows, total };
  });
  const from = q.offset ?? 0;
  const range = res.n > 0 ? `${from}-${from + res.n - 1}/${res.total ?? '*'}` : `*/${res.total ?? '*'}`;
  const headers = { 'content-range': range };
  if (single && res.n !== 1) throw singleError(res.n, headers);
  const partial = res.total !== undefined && res.n < res.total && !single;
  return {
    status: partial ? 206 : 200,
    headers,
    contentType: single ? OBJECT_TYPE : JSON_TYPE,
    ...(head ? {} : { body: single ? res.one : res.body }),
  };
}
