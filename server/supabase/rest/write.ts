/** POST, PATCH and DELETE /rest/v1/{table}: insert (and upsert), update and delete as the request's role. */
import { RestError, type SupabaseContext } from '../context.ts';
import { guardPublicWrite } from './public-write-guard.ts';
import { parseQuery } from './query-parser.ts';
import { JSON_TYPE, OBJECT_TYPE, parseBody, singleError, type Prefs, type RestRequest, type RestResponse } from './request.ts';
import type { SchemaStore, Table } from './schema-cache.ts';
import { conflictClause, deleteStatement, insertStatements, updateStatement, type JsonRows, type Statement } from './statements.ts';
import { asRole } from './transaction.ts';

/** Rows written (+ representation) → the answer. */
function writeResponse(prefs: Prefs, single: boolean, created: boolean, out: JsonRows | null): RestResponse {
  if (prefs.ret === 'representation' && out) {
    return {
      status: created ? 201 : 200,
      headers: { 'content-range': out.n > 0 ? `0-${out.n - 1}/*` : '*/*' },
      contentType: single ? OBJECT_TYPE : JSON_TYPE,
      body: single ? out.one : out.body,
    };
  }
  return { status: created ? 201 : 204, headers: { 'content-range': '*/*' } };
}

function checkColumns(t: Table, cols: Iterable<string>): void {
  for (const k of cols) {
    if (!t.columns.has(k)) throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${t.name}' in the schema cache`);
  }
}

const isRowObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rows grouped by the columns they carry: with Prefer: missing=default a lacking column takes its default. */
function columnGroups(rows: Record<string, unknown>[], cols: string[], missingDefault: boolean) {
  if (!missingDefault) return rows.length ? [{ cols, rows }] : [];
  const byKey = new Map<string, { cols: string[]; rows: Record<string, unknown>[] }>();
  for (const o of rows) {
    const own = cols.filter((k) => k in o);
    const key = own.join(',');
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = { cols: own, rows: [] }));
    g.rows.push(o);
  }
  return [...byKey.values()];
}

export async function insertRows(ctx: SupabaseContext, schema: SchemaStore, r: RestRequest, name: string): Promise<RestResponse> {
  const t = await schema.table(name);
  const cache = await schema.get();
  const q = parseQuery(r.params);
  if (q.filters.length) throw new RestError(400, 'PGRST100', 'Filters are not allowed on insert');
  const { prefs, single } = r;
  const body = parseBody(r.rawBody);
  const given = Array.isArray(body) ? (body as unknown[]) : body !== undefined ? [body] : null;
  if (!given?.every(isRowObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const rows = given;
  guardPublicWrite(ctx, r, t, rows.length);
  const cols = q.columns ?? [...new Set(rows.flatMap((o) => Object.keys(o)))];
  checkColumns(t, cols);
  let conflict = '';
  if (prefs.resolution) {
    const target = q.onConflict ?? t.pk;
    if (!target.length) throw new RestError(400, 'PGRST100', 'on_conflict is required: the table has no primary key');
    conflict = conflictClause(t, cols, target, prefs.resolution);
  }
  const returning = prefs.ret === 'representation' ? q : null;
  const statements = columnGroups(rows, cols, prefs.missingDefault).flatMap((g) => insertStatements(cache, t, g, conflict, returning));

  const out = await asRole(ctx, r.identity, async (db) => {
    const parts: JsonRows[] = [];
    for (const s of statements) {
      if (returning) parts.push(...(await db.query<JsonRows>(s.text, s.params)));
      else await db.query(s.text, s.params);
    }
    if (!returning) return null;
    // one representation per statement: merged into one array
    const all = parts.flatMap((p) => JSON.parse(p.body) as unknown[]);
    const merged = { body: JSON.stringify(all), n: all.length, one: all.length === 1 ? JSON.stringify(all[0]) : null };
    if (single && merged.n !== 1) throw singleError(merged.n); // rolls the insert back, as PostgREST does
    return merged;
  });
  return writeResponse(prefs, single, true, out);
}

export async function updateOrDeleteRows(
  ctx: SupabaseContext,
  schema: SchemaStore,
  r: RestRequest,
  name: string,
  kind: 'update' | 'delete',
): Promise<RestResponse> {
  const t = await schema.table(name);
  const cache = await schema.get();
  const q = parseQuery(r.params);
  const { prefs, single } = r;
  if (q.limit !== undefined || q.offset !== undefined) throw new RestError(400, 'PGRST100', `limit/offset are not supported on ${kind}`);
  guardPublicWrite(ctx, r, null, null);
  // as Supabase (pg-safeupdate): no accidental whole-table writes
  if (!q.filters.length) throw new RestError(400, '21000', `${kind.toUpperCase()} requires a WHERE clause`);
  const returning = prefs.ret === 'representation';
  let stmt: Statement;
  if (kind === 'update') {
    const body = parseBody(r.rawBody);
    if (!isRowObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const cols = Object.keys(body);
    checkColumns(t, cols);
    if (!cols.length) return writeResponse(prefs, single, false, returning ? { body: '[]', n: 0, one: null } : null);
    stmt = updateStatement(cache, t, q, body, returning);
  } else {
    stmt = deleteStatement(cache, t, q, returning);
  }
  const out = await asRole(ctx, r.identity, async (db) => {
    if (!returning) {
      await db.query(stmt.text, stmt.params);
      return null;
    }
    const [res] = await db.query<JsonRows>(stmt.text, stmt.params);
    if (!res) throw new Error(`${kind}: no result row`);
    if (single && res.n !== 1) throw singleError(res.n);
    return res;
  });
  return writeResponse(prefs, single, false, out);
}
