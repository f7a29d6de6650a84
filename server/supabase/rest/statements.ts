/**
 * Whole statements of the REST API, built from the expressions of sql-builder.ts. Reads and representations build
 * their response JSON in SQL (drivers differ on int8, numeric and timestamps) and return it as text.
 */
import type { ParsedQuery } from './query-parser.ts';
import type { Fn, SchemaCache, Table } from './schema-cache.ts';
import { column, orderClause, pagination, projection, quoteIdent, Sql, whereClause } from './sql-builder.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/** What a read or a representation returns: the rows as a JSON array, their number, and the row alone when one. */
export interface JsonRows {
  body: string;
  n: number;
  one: string | null;
}

const target = (t: Table) => `public.${quoteIdent(t.name)}`;

/** The rows of a read, shaped by select, filtered, ordered and paged; `one` only when single. */
export function readStatement(cache: SchemaCache, t: Table, q: ParsedQuery, single: boolean): Statement {
  const sql = new Sql();
  const a = sql.alias();
  const inner: string[] = [];
  const proj = projection(sql, cache, t, a, q.select, inner);
  const where = whereClause(sql, t, a, q.filters, inner);
  const text = `select coalesce(json_agg(_s.j), '[]'::json)::text as body, count(*)::int as n,
      ${single ? `case when count(*) = 1 then (json_agg(_s.j) -> 0)::text end` : 'null::text'} as one
    from (select ${proj} as j from ${target(t)} as ${quoteIdent(a)} ${where} ${orderClause(t, a, q.order)} ${pagination(q.limit, q.offset)}) _s`;
  return { text, params: sql.params };
}

/** The number of rows the read's filters (and !inner embeddings) match, without paging: `c`. */
export function countStatement(cache: SchemaCache, t: Table, q: ParsedQuery): Statement {
  // the !inner conditions carry no parameters; build them with a throw-away parameter list
  const tmp = new Sql();
  const a = tmp.alias();
  const inner: string[] = [];
  projection(tmp, cache, t, a, q.select, inner);
  const sql = new Sql();
  const where = whereClause(sql, t, a, q.filters, inner);
  return { text: `select count(*)::int as c from ${target(t)} as ${quoteIdent(a)} ${where}`, params: sql.params };
}

/** Wraps a data-modifying CTE: its rows shaped by the select list, as JsonRows. */
function representation(sql: Sql, cache: SchemaCache, t: Table, q: ParsedQuery): (cte: string) => string {
  const a = sql.alias();
  const proj = projection(sql, cache, t, a, q.select, []);
  return (cte) => `select coalesce(json_agg(${proj}), '[]'::json)::text as body, count(*)::int as n,
      case when count(*) = 1 then (json_agg(${proj}) -> 0)::text end as one from ${cte} as ${quoteIdent(a)}`;
}

/** `on conflict …` for an upsert: do nothing (ignore-duplicates, or nothing else to set) or update the other columns. */
export function conflictClause(t: Table, cols: readonly string[], onConflict: readonly string[], resolution: 'merge' | 'ignore'): string {
  for (const k of onConflict) column(t, k);
  const keys = onConflict.map(quoteIdent).join(', ');
  const sets = cols.filter((k) => !onConflict.includes(k)).map((k) => `${quoteIdent(column(t, k).name)} = excluded.${quoteIdent(k)}`);
  return resolution === 'ignore' || sets.length === 0 ? `on conflict (${keys}) do nothing` : `on conflict (${keys}) do update set ${sets.join(', ')}`;
}

/**
 * Inserts rows that all carry the same columns: one statement from the JSON rows (coerced in SQL by
 * json_populate_recordset), or, without columns, one `default values` statement per row. With `returning` (the
 * request's parsed query) each statement answers JsonRows.
 */
export function insertStatements(
  cache: SchemaCache,
  t: Table,
  group: { cols: readonly string[]; rows: readonly Record<string, unknown>[] },
  conflict: string,
  returning: ParsedQuery | null,
): Statement[] {
  if (!group.cols.length) {
    return group.rows.map(() => {
      const sql = new Sql();
      const ins = `insert into ${target(t)} default values`;
      return { text: returning ? `with _w as (${ins} returning *) ${representation(sql, cache, t, returning)('_w')}` : ins, params: sql.params };
    });
  }
  const sql = new Sql();
  const cols = group.cols.map((k) => quoteIdent(column(t, k).name)).join(', ');
  const payload = sql.p(JSON.stringify(group.rows));
  const ins = `insert into ${target(t)} (${cols})
      select ${cols} from json_populate_recordset(null::${target(t)}, ${payload}::json) ${conflict}`;
  return [{ text: returning ? `with _w as (${ins} returning *) ${representation(sql, cache, t, returning)('_w')}` : ins, params: sql.params }];
}

/** Sets the columns of `values` (coerced in SQL by json_populate_record) on the rows the filters match. */
export function updateStatement(cache: SchemaCache, t: Table, q: ParsedQuery, values: Record<string, unknown>, returning: boolean): Statement {
  const sql = new Sql();
  const a = sql.alias();
  const sets = Object.keys(values).map((k) => `${quoteIdent(column(t, k).name)} = _r.${quoteIdent(k)}`);
  const payload = sql.p(JSON.stringify(values));
  const stmt = `update ${target(t)} as ${quoteIdent(a)} set ${sets.join(', ')}
      from json_populate_record(null::${target(t)}, ${payload}::json) as _r ${whereClause(sql, t, a, q.filters)}`;
  return withReturning(sql, cache, t, q, a, stmt, returning);
}

export function deleteStatement(cache: SchemaCache, t: Table, q: ParsedQuery, returning: boolean): Statement {
  const sql = new Sql();
  const a = sql.alias();
  const stmt = `delete from ${target(t)} as ${quoteIdent(a)} ${whereClause(sql, t, a, q.filters)}`;
  return withReturning(sql, cache, t, q, a, stmt, returning);
}

function withReturning(sql: Sql, cache: SchemaCache, t: Table, q: ParsedQuery, a: string, stmt: string, returning: boolean): Statement {
  if (!returning) return { text: stmt, params: sql.params };
  const rep = representation(sql, cache, t, q);
  return { text: `with _w as (${stmt} returning ${quoteIdent(a)}.*) ${rep('_w')}`, params: sql.params };
}

/**
 * Calls a function with named arguments (each bound as text and cast to the argument's declared type): `body` is
 * the result as JSON text — an array for set-returning and composite results, with `n` rows.
 */
export function rpcStatement(fn: Fn, args: Record<string, unknown>): Statement {
  const sql = new Sql();
  const argSql = fn.args
    .filter((a) => Object.hasOwn(args, a.name))
    .map((a) => {
      const v = args[a.name];
      const text = v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);
      return `${quoteIdent(a.name)} := ${sql.p(text)}::${a.type}`;
    })
    .join(', ');
  const call = `public.${quoteIdent(fn.name)}(${argSql})`;
  const text = fn.retset || fn.composite
    ? `select coalesce(json_agg(_f), '[]'::json)::text as body, count(*)::int as n from ${call} as _f`
    : `select to_json(${call})::text as body, 1 as n`;
  return { text, params: sql.params };
}
