/**
 * SQL expressions of the REST API from parsed queries. Nothing from the request is spliced into SQL unchecked: values
 * are bound parameters, and everything else goes through this module's own allow-lists — table, column and relation
 * names must exist in the schema cache (then they are quoted), operators, `is` tests, casts and null orderings come
 * from fixed lists, limits are integers — whatever the parser let through.
 */
import { RestError } from '../context.ts';
import type { Filter, OrderTerm, SelectItem } from './query-parser.ts';
import type { Column, Rel, SchemaCache, Table } from './schema-cache.ts';

/** Bound parameters and table aliases of one statement. */
export class Sql {
  readonly params: unknown[] = [];
  private aliasN = 0;
  /** Binds a value; returns its placeholder. */
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  alias(): string {
    return `t${this.aliasN++}`;
  }
}

export const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

const refused = (what: string) => new RestError(400, 'PGRST100', `"failed to build the query: ${what.slice(0, 200)}"`);

const COMPARISONS: ReadonlyMap<string, string> = new Map([
  ['eq', '='],
  ['neq', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
]);
const PATTERNS: ReadonlyMap<string, string> = new Map([
  ['like', 'like'],
  ['ilike', 'ilike'],
]);
const IS_TESTS: ReadonlyMap<string, string> = new Map([
  ['null', 'is null'],
  ['not_null', 'is not null'],
  ['true', 'is true'],
  ['false', 'is false'],
  ['unknown', 'is unknown'],
]);
/** SQL types a selected column may be cast to (the parser maps its short names onto these) */
const CAST_TYPES: ReadonlySet<string> = new Set([
  'text', 'integer', 'bigint', 'numeric', 'double precision', 'boolean', 'date', 'timestamptz', 'uuid', 'json', 'jsonb',
]);

/** A column of the table, or 400 42703 (as PostgreSQL). */
export function column(table: Table, name: string): Column {
  const c = table.columns.get(name);
  if (!c) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return c;
}

const columnRef = (table: Table, alias: string, name: string) => `${quoteIdent(alias)}.${quoteIdent(column(table, name).name)}`;

/** One filter (or logic tree) as a boolean SQL expression on `alias`. */
export function condition(sql: Sql, table: Table, alias: string, f: Filter): string {
  if (f.kind === 'logic') {
    const inner = f.items.map((i) => condition(sql, table, alias, i)).join(f.op === 'and' ? ' and ' : ' or ');
    return f.negate ? `not (${inner})` : `(${inner})`;
  }
  const c = columnRef(table, alias, f.column);
  const op: string = f.op;
  let s: string;
  const comparison = COMPARISONS.get(op);
  const pattern = PATTERNS.get(op);
  if (comparison) s = `${c} ${comparison} ${sql.p(f.value)}`;
  else if (pattern) s = `${c}::text ${pattern} ${sql.p(f.value)}::text`;
  else if (op === 'in') s = f.list?.length ? `${c} in (${f.list.map((v) => sql.p(v)).join(', ')})` : 'false';
  else if (op === 'is') {
    const test = IS_TESTS.get(f.value.toLowerCase());
    if (!test) throw refused(`is. does not accept "${f.value}"`);
    s = `${c} ${test}`;
  } else throw refused(`unknown operator "${op}"`);
  return f.negate ? `not (${s})` : s;
}

/** `where …` of the filters and extra (already built) conditions, all joined with and; '' when there are none. */
export function whereClause(sql: Sql, table: Table, alias: string, filters: readonly Filter[], extra: readonly string[] = []): string {
  const conds = [...filters.map((f) => condition(sql, table, alias, f)), ...extra];
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

export function orderClause(table: Table, alias: string, order: readonly OrderTerm[]): string {
  if (!order.length) return '';
  const terms = order.map((o) => {
    const nulls: unknown = o.nulls;
    if (nulls !== undefined && nulls !== 'first' && nulls !== 'last') throw refused('nulls must be first or last');
    return `${columnRef(table, alias, o.column)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  });
  return `order by ${terms.join(', ')}`;
}

const nat = (name: string, v: number): number => {
  if (!Number.isSafeInteger(v) || v < 0) throw refused(`${name} must be a non-negative integer`);
  return v;
};

/** `limit n offset m` (either may be absent; offset 0 is left out). */
export function pagination(limit: number | undefined, offset: number | undefined): string {
  const parts: string[] = [];
  if (limit !== undefined) parts.push(`limit ${nat('limit', limit)}`);
  if (offset) parts.push(`offset ${nat('offset', offset)}`);
  return parts.join(' ');
}

interface Embedding { rel: Rel; many: boolean; target: Table }

const noRelationship = (from: Table, relation: string) =>
  new RestError(400, 'PGRST200', `Could not find a relationship between '${from.name}' and '${relation}' in the schema cache`);

/** The one foreign key that links `from` and the embedded table (optionally chosen by a `!hint`). */
function resolveEmbed(cache: SchemaCache, from: Table, item: Extract<SelectItem, { kind: 'embed' }>): Embedding {
  const target = cache.tables.get(item.relation);
  if (!target) throw noRelationship(from, item.relation);
  // target rows point at us (one-to-many) or we point at the target (many-to-one)
  let cands: Embedding[] = [
    ...cache.rels.filter((r) => r.from === target.name && r.to === from.name).map((rel) => ({ rel, many: true, target })),
    ...cache.rels.filter((r) => r.from === from.name && r.to === target.name).map((rel) => ({ rel, many: false, target })),
  ];
  if (item.hint) cands = cands.filter((c) => c.rel.name === item.hint || c.rel.fromCol === item.hint);
  const [only, ...more] = cands;
  if (!only) throw noRelationship(from, item.relation);
  if (more.length) {
    throw new RestError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${from.name}' and '${item.relation}'`, null, `Try changing '${item.relation}' to one of: ${cands.map((c) => `'${item.relation}!${c.rel.name}'`).join(', ')}`);
  }
  return only;
}

function joinCond(e: Embedding, parentAlias: string, childAlias: string): string {
  return e.many
    ? `${quoteIdent(childAlias)}.${quoteIdent(e.rel.fromCol)} = ${quoteIdent(parentAlias)}.${quoteIdent(e.rel.toCol)}`
    : `${quoteIdent(childAlias)}.${quoteIdent(e.rel.toCol)} = ${quoteIdent(parentAlias)}.${quoteIdent(e.rel.fromCol)}`;
}

/**
 * A json expression of one row of `table` aliased `alias`, shaped by the select list. `!inner` embeddings push
 * their existence test onto innerConds (they carry no parameters).
 */
export function projection(sql: Sql, cache: SchemaCache, table: Table, alias: string, items: readonly SelectItem[], innerConds: string[]): string {
  const parts: string[] = [];
  const pairs: string[] = [];
  for (const it of items) {
    if (it.kind === 'star') parts.push(`to_jsonb(${quoteIdent(alias)}.*)`);
    else if (it.kind === 'column') {
      if (it.cast !== undefined && !CAST_TYPES.has(it.cast)) throw refused(`cast to "${it.cast}" is not supported`);
      const expr = `${columnRef(table, alias, it.name)}${it.cast ? `::${it.cast}` : ''}`;
      pairs.push(`${sql.p(it.alias ?? it.name)}::text, ${expr}`);
    } else {
      const e = resolveEmbed(cache, table, it);
      const ca = sql.alias();
      const childProj = projection(sql, cache, e.target, ca, it.select, []);
      const from = `from public.${quoteIdent(e.target.name)} as ${quoteIdent(ca)} where ${joinCond(e, alias, ca)}`;
      const expr = e.many
        ? `coalesce((select json_agg(${childProj}) ${from}), '[]'::json)`
        : `(select ${childProj} ${from} limit 1)`;
      pairs.push(`${sql.p(it.alias ?? it.relation)}::text, ${expr}`);
      if (it.inner) innerConds.push(`exists (select 1 ${from})`);
    }
  }
  // the common case `select=*`: the row as json, in column order, without a jsonb round trip
  if (parts.length === 1 && pairs.length === 0) return `to_json(${quoteIdent(alias)}.*)`;
  // jsonb_build_object takes at most 100 arguments
  for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return parts.length ? `(${parts.join(' || ')})::json` : `'{}'::json`;
}
