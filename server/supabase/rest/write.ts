/** POST, PATCH and DELETE /rest/v1/{table}: insert (and upsert), update and delete as the request's role. */
import { RestError, type SupabaseContext } from '../context.ts';
import { guardPublicWrite } from './public-write-guard.ts';
import { parseQuery, type ParsedQuery } from './query-parser.ts';
import { checkMaxAffected, CSV_TYPE, JSON_TYPE, jsonRowsToCsv, OBJECT_TYPE, parseBody, preferenceApplied, singleError, type Prefs, type RestRequest, type RestResponse } from './request.ts';
import type { SchemaStore, Table } from './schema-cache.ts';
import { conflictClause, deleteStatement, insertStatements, updateStatement, type JsonRows, type Returning, type Statement } from './repositories/statements.ts';
import { asRole } from './transaction.ts';

/** What the statements of a write return for these preferences (a count only when one is asked for). */
function returningFor(prefs: Prefs, q: ParsedQuery, t: Table, insert: boolean): Returning {
  if (prefs.ret === 'representation') return { rows: q };
  if (prefs.ret === 'headers-only' && insert && t.pk.length) {
    // the Location of the inserted row: its primary key
    return { rows: { ...q, select: t.pk.map((name) => ({ kind: 'column' as const, name })), embedded: new Map() } };
  }
  return prefs.count || prefs.maxAffected !== undefined ? 'count' : null;
}

/** Rows written (+ representation) → the answer. */
function writeResponse(r: RestRequest, t: Table, created: boolean, out: JsonRows | null): RestResponse {
  const { prefs, single } = r;
  const total = prefs.count && out ? String(out.n) : '*';
  const headers: Record<string, string> = { 'content-range': out && out.n > 0 && prefs.ret === 'representation' ? `0-${out.n - 1}/${total}` : `*/${total}`, ...preferenceApplied(prefs) };
  if (prefs.ret === 'representation' && out) {
    if (r.format === 'csv') return { status: created ? 201 : 200, headers, contentType: CSV_TYPE, body: jsonRowsToCsv(out.body) };
    return { status: created ? 201 : 200, headers, contentType: single ? OBJECT_TYPE : JSON_TYPE, body: single ? out.one : out.body };
  }
  if (prefs.ret === 'headers-only' && created && out?.n === 1 && out.one) {
    const row = JSON.parse(out.one) as Record<string, unknown>;
    const query = t.pk.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(row[k]))}`).join('&');
    headers.location = `/${encodeURIComponent(t.name)}?${query}`;
  }
  return { status: created ? 201 : 204, headers };
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
  const returning = returningFor(prefs, q, t, true);
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
    const n = parts.reduce((sum, p) => sum + p.n, 0);
    const merged = { body: JSON.stringify(all), n, one: all.length === 1 ? JSON.stringify(all[0]) : null };
    if (single && prefs.ret === 'representation' && merged.n !== 1) throw singleError(merged.n); // rolls the insert back, as PostgREST does
    return merged;
  }, { rollback: prefs.rollback });
  return writeResponse(r, t, true, out);
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
  const returning = returningFor(prefs, q, t, false);
  let stmt: Statement;
  if (kind === 'update') {
    const body = parseBody(r.rawBody);
    if (!isRowObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const cols = Object.keys(body);
    checkColumns(t, cols);
    if (!cols.length) return writeResponse(r, t, false, returning ? { body: '[]', n: 0, one: null } : null);
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
    checkMaxAffected(prefs, res.n); // rolls the write back
    if (single && prefs.ret === 'representation' && res.n !== 1) throw singleError(res.n);
    return res;
  }, { rollback: prefs.rollback });
  return writeResponse(r, t, false, out);
}
