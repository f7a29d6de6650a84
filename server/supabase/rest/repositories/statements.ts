/**
 * Whole statements of the REST API, built from the expressions of sql-builder.ts. Reads and representations build
 * their response JSON in SQL (drivers differ on int8, numeric and timestamps) and return it as text.
 */
import type { ParsedQuery } from '../query-parser.ts';
import type { Fn, SchemaCache, Table } from '../schema-cache.ts';
import { column, EmbedShaping, orderClause, pagination, projection, quoteIdent, Sql, whereClause } from './sql-builder.ts';

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

/** Where the rows of a read come from: a table, or a function call (a GET/POST rpc shaped like a read). */
export type Source = (sql: Sql) => string;

/** The row set of a read: `select <json> as j from … where … group by … order by …` (no paging). */
function rowSet(sql: Sql, cache: SchemaCache, t: Table, q: ParsedQuery, source?: Source) {
  const from = source ? source(sql) : target(t);
  const a = sql.alias();
  const shaping = new EmbedShaping(q.embedded);
  const proj = projection(sql, cache, t, a, q.select, shaping);
  shaping.checkAllUsed();
  const where = whereClause(sql, t, a, q.filters, proj.inner, proj.embeds);
  const group = proj.aggregated && proj.groupBy.length ? `group by ${proj.groupBy.join(', ')}` : '';
  return `select ${proj.json} as j from ${from} as ${quoteIdent(a)} ${where} ${group} ${orderClause(t, a, q.order)}`;
}

/** The rows of a read, shaped by select, filtered, ordered and paged; `one` only when single. */
export function readStatement(cache: SchemaCache, t: Table, q: ParsedQuery, single: boolean, source?: Source): Statement {
  const sql = new Sql();
  const rows = rowSet(sql, cache, t, q, source);
  const text = `select coalesce(json_agg(_s.j), '[]'::json)::text as body, count(*)::int as n,
      ${single ? `case when count(*) = 1 then (json_agg(_s.j) -> 0)::text end` : 'null::text'} as one
    from (${rows} ${pagination(q.limit, q.offset)}) _s`;
  return { text, params: sql.params };
}

/** The number of rows the read's filters (and !inner embeddings) match, without paging: `c`. */
export function countStatement(cache: SchemaCache, t: Table, q: ParsedQuery, source?: Source): Statement {
  // PostgreSQL drops the unused json column of the subquery: this counts without building the rows
  const sql = new Sql();
  return { text: `select count(*)::int as c from (${rowSet(sql, cache, t, q, source)}) _c`, params: sql.params };
}

/** The planner's estimate of the read's rows (Prefer: count=planned): `explain (format json)`. */
export function plannedCountStatement(cache: SchemaCache, t: Table, q: ParsedQuery, source?: Source): Statement {
  const sql = new Sql();
  return { text: `explain (format json) ${rowSet(sql, cache, t, q, source)}`, params: sql.params };
}

/** Wraps a data-modifying CTE: its rows shaped by the select list, as JsonRows. */
function representation(sql: Sql, cache: SchemaCache, t: Table, q: ParsedQuery): (cte: string) => string {
  const a = sql.alias();
  const shaping = new EmbedShaping(q.embedded);
  const proj = projection(sql, cache, t, a, q.select, shaping).json;
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

/** What a write answers: nothing, the number of rows it wrote (JsonRows with an empty body), or its rows shaped by select. */
export type Returning = null | 'count' | { rows: ParsedQuery };

function withReturning(sql: Sql, cache: SchemaCache, t: Table, stmt: string, ret: Returning, alias?: string): string {
  if (ret === null) return stmt;
  const all = alias ? `${quoteIdent(alias)}.*` : '*';
  if (ret === 'count') return `with _w as (${stmt} returning 1) select '[]'::text as body, count(*)::int as n, null::text as one from _w`;
  return `with _w as (${stmt} returning ${all}) ${representation(sql, cache, t, ret.rows)('_w')}`;
}

/**
 * Inserts rows that all carry the same columns: one statement from the JSON rows (coerced in SQL by
 * json_populate_recordset), or, without columns, one `default values` statement per row. With `ret` each statement
 * answers JsonRows.
 */
export function insertStatements(
  cache: SchemaCache,
  t: Table,
  group: { cols: readonly string[]; rows: readonly Record<string, unknown>[] },
  conflict: string,
  ret: Returning,
): Statement[] {
  if (!group.cols.length) {
    return group.rows.map(() => {
      const sql = new Sql();
      return { text: withReturning(sql, cache, t, `insert into ${target(t)} default values`, ret), params: sql.params };
    });
  }
  const sql = new Sql();
  const cols = group.cols.map((k) => quoteIdent(column(t, k).name)).join(', ');
  const payload = sql.p(JSON.stringify(group.rows));
  const ins = `insert into ${target(t)} (${cols})
      select ${cols} from json_populate_recordset(null::${target(t)}, ${payload}::json) ${conflict}`;
  return [{ text: withReturning(sql, cache, t, ins, ret), params: sql.params }];
}

/** Sets the columns of `values` (coerced in SQL by json_populate_record) on the rows the filters match. */
export function updateStatement(cache: SchemaCache, t: Table, q: ParsedQuery, values: Record<string, unknown>, ret: Returning): Statement {
  const sql = new Sql();
  const a = sql.alias();
  const sets = Object.keys(values).map((k) => `${quoteIdent(column(t, k).name)} = _r.${quoteIdent(k)}`);
  const payload = sql.p(JSON.stringify(values));
  const stmt = `update ${target(t)} as ${quoteIdent(a)} set ${sets.join(', ')}
      from json_populate_record(null::${target(t)}, ${payload}::json) as _r ${whereClause(sql, t, a, q.filters)}`;
  return { text: withReturning(sql, cache, t, stmt, ret, a), params: sql.params };
}

export function deleteStatement(cache: SchemaCache, t: Table, q: ParsedQuery, ret: Returning): Statement {
  const sql = new Sql();
  const a = sql.alias();
  const stmt = `delete from ${target(t)} as ${quoteIdent(a)} ${whereClause(sql, t, a, q.filters)}`;
  return { text: withReturning(sql, cache, t, stmt, ret, a), params: sql.params };
}

/** `public.fn(a := $1::type, …)`: named arguments, each bound as text and cast to the argument's declared type. */
export function callExpr(sql: Sql, fn: Fn, args: Readonly<Record<string, unknown>>): string {
  const argSql = fn.args
    .filter((a) => Object.hasOwn(args, a.name))
    .map((a) => {
      const v = args[a.name];
      const text = v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);
      return `${quoteIdent(a.name)} := ${sql.p(text)}::${a.type}`;
    })
    .join(', ');
  return `public.${quoteIdent(fn.name)}(${argSql})`;
}

/**
 * Calls a function whose result is not a row set (a scalar, an array of scalars from a set of scalars, or void):
 * `body` is the result as JSON text, `n` its rows.
 */
export function rpcStatement(fn: Fn, args: Record<string, unknown>): Statement {
  const sql = new Sql();
  const call = callExpr(sql, fn, args);
  const text = fn.retset || fn.composite
    ? `select coalesce(json_agg(_f), '[]'::json)::text as body, count(*)::int as n from ${call} as _f`
    : `select to_json(${call})::text as body, 1 as n`;
  return { text, params: sql.params };
}
