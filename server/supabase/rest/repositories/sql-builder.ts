/**
 * SQL expressions of the REST API from parsed queries. Nothing from the request is spliced into SQL unchecked: values
 * are bound parameters, and everything else goes through this module's own allow-lists — table, column and relation
 * names must exist in the schema cache (then they are quoted by quoteIdent), operators, `is` tests, aggregates, casts
 * and null orderings come from fixed lists, JSON path keys must be identifiers or integers, limits are integers —
 * whatever the parser let through.
 */
import { RestError } from '../../context.ts';
import { FTS_OPS, type Filter, type JsonStep, type OrderTerm, type SelectItem, type Shaping } from '../query-parser.ts';
import type { Column, Rel, SchemaCache, Table } from '../schema-cache.ts';

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

/** The one function that turns a name into SQL: double quotes, inner double quotes doubled. */
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
/** operators that compare the text of the column */
const TEXT_MATCHES: ReadonlyMap<string, string> = new Map([
  ['like', 'like'],
  ['ilike', 'ilike'],
  ['match', '~'],
  ['imatch', '~*'],
]);
/** array, range and jsonb operators: the value is cast to the column's own type */
const CONTAINMENT: ReadonlyMap<string, string> = new Map([
  ['cs', '@>'],
  ['cd', '<@'],
  ['ov', '&&'],
  ['sl', '<<'],
  ['sr', '>>'],
  ['nxl', '&>'],
  ['nxr', '&<'],
  ['adj', '-|-'],
]);
const TS_QUERIES: ReadonlyMap<string, string> = new Map([
  ['fts', 'to_tsquery'],
  ['plfts', 'plainto_tsquery'],
  ['phfts', 'phraseto_tsquery'],
  ['wfts', 'websearch_to_tsquery'],
]);
const IS_TESTS: ReadonlyMap<string, string> = new Map([
  ['null', 'is null'],
  ['not_null', 'is not null'],
  ['true', 'is true'],
  ['false', 'is false'],
  ['unknown', 'is unknown'],
]);
const AGGREGATES: ReadonlySet<string> = new Set(['count', 'sum', 'avg', 'min', 'max']);
/** SQL types a selected column may be cast to (the parser maps its short names onto these) */
const CAST_TYPES: ReadonlySet<string> = new Set([
  'text', 'integer', 'smallint', 'bigint', 'numeric', 'real', 'double precision', 'boolean', 'date', 'time', 'timestamp',
  'timestamptz', 'interval', 'uuid', 'json', 'jsonb',
]);
const JSON_KEY = /^(?:[A-Za-z_][A-Za-z0-9_]*|-?\d{1,9})$/;
/** a type name as format_type() writes it (from the catalog, never from the request; checked all the same) */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_ ."(),[\]]*$/;

/** A column of the table, or 400 42703 (as PostgreSQL). */
export function column(table: Table, name: string): Column {
  const c = table.columns.get(name);
  if (!c) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return c;
}

const columnRef = (table: Table, alias: string, name: string) => `${quoteIdent(alias)}.${quoteIdent(column(table, name).name)}`;

/** `"t0"."data"->'a'->>'b'`: keys are identifiers or integers (checked here), written as literals. */
export function fieldRef(table: Table, alias: string, name: string, path: readonly JsonStep[] = []): string {
  let s = columnRef(table, alias, name);
  for (const step of path) {
    const arrow: string = step.arrow;
    if (!JSON_KEY.test(step.key) || (arrow !== '->' && arrow !== '->>')) throw refused(`invalid json path "${step.key}"`);
    s += `${arrow}${/^-?\d/.test(step.key) ? step.key : `'${step.key}'`}`;
  }
  return s;
}

/** The SQL type of a field: the column's, or text / jsonb at the end of a JSON path. */
function fieldType(table: Table, name: string, path: readonly JsonStep[] = []): string {
  const last = path[path.length - 1];
  const type = last ? (last.arrow === '->>' ? 'text' : 'jsonb') : column(table, name).type;
  if (!TYPE_NAME.test(type)) throw refused(`unsupported column type "${type}"`);
  return type;
}

/** Existence tests of the embedded resources of one level by key (alias or name): `clients=not.is.null`. */
export type EmbedTests = ReadonlyMap<string, string>;

/** One filter (or logic tree) as a boolean SQL expression on `alias`. */
export function condition(sql: Sql, table: Table, alias: string, f: Filter, embeds?: EmbedTests): string {
  if (f.kind === 'logic') {
    const inner = f.items.map((i) => condition(sql, table, alias, i, embeds)).join(f.op === 'and' ? ' and ' : ' or ');
    return f.negate ? `not (${inner})` : `(${inner})`;
  }
  const op: string = f.op;
  const exists = !table.columns.has(f.column) && !f.path ? embeds?.get(f.column) : undefined;
  if (exists !== undefined) {
    // null filtering on an embedded resource: `clients=is.null` (anti-join), `clients=not.is.null` (like !inner)
    const v = f.value.toLowerCase();
    if (op !== 'is' || (v !== 'null' && v !== 'not_null')) throw refused(`only is.null and not.is.null filter an embedded resource ("${f.column}")`);
    const present = (v === 'not_null') !== f.negate;
    return present ? exists : `not ${exists}`;
  }
  const c = fieldRef(table, alias, f.column, f.path);
  let s: string;
  const comparison = COMPARISONS.get(op);
  const textMatch = TEXT_MATCHES.get(op);
  const containment = CONTAINMENT.get(op);
  const tsQuery = TS_QUERIES.get(op);
  const quant: string | undefined = f.quant;
  if (quant !== undefined && quant !== 'any' && quant !== 'all') throw refused('a list takes (any) or (all)');
  if (quant && (comparison || textMatch)) {
    // `eq(any).{a,b}`: the value is an array literal of the field's type (text for the text operators)
    const elem = textMatch ? 'text' : fieldType(table, f.column, f.path);
    const lhs = textMatch ? `${c}::text` : c;
    s = `${lhs} ${comparison ?? textMatch} ${quant}(${sql.p(f.value)}::${elem}[])`;
  } else if (comparison) s = `${c} ${comparison} ${sql.p(f.value)}`;
  else if (textMatch) s = `${c}::text ${textMatch} ${sql.p(f.value)}::text`;
  else if (containment) s = `${c} ${containment} ${sql.p(f.value)}::${fieldType(table, f.column, f.path)}`;
  else if (tsQuery && FTS_OPS.has(op)) {
    const cfg = f.config !== undefined ? `${sql.p(f.config)}::regconfig, ` : '';
    const type = fieldType(table, f.column, f.path);
    const vector = type === 'tsvector' ? c : `to_tsvector(${cfg}${c}::text)`;
    s = `${vector} @@ ${tsQuery}(${cfg}${sql.p(f.value)})`;
  } else if (op === 'isdistinct') s = `${c} is distinct from ${sql.p(f.value)}`;
  else if (op === 'in') s = f.list?.length ? `${c} in (${f.list.map((v) => sql.p(v)).join(', ')})` : 'false';
  else if (op === 'is') {
    const test = IS_TESTS.get(f.value.toLowerCase());
    if (!test) throw refused(`is. does not accept "${f.value}"`);
    s = `${c} ${test}`;
  } else throw refused(`unknown operator "${op}"`);
  return f.negate ? `not (${s})` : s;
}

/** `where …` of the filters and extra (already built) conditions, all joined with and; '' when there are none. */
export function whereClause(sql: Sql, table: Table, alias: string, filters: readonly Filter[], extra: readonly string[] = [], embeds?: EmbedTests): string {
  const conds = [...filters.map((f) => condition(sql, table, alias, f, embeds)), ...extra];
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

function orderTerms(table: Table, alias: string, order: readonly OrderTerm[]): string {
  return order.map((o) => {
    const nulls: unknown = o.nulls;
    if (nulls !== undefined && nulls !== 'first' && nulls !== 'last') throw refused('nulls must be first or last');
    return `${fieldRef(table, alias, o.column, o.path)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  }).join(', ');
}

export function orderClause(table: Table, alias: string, order: readonly OrderTerm[]): string {
  return order.length ? `order by ${orderTerms(table, alias, order)}` : '';
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

/** How an embedded resource relates to its parent: one-to-many, many-to-one, or many-to-many through a junction. */
interface Embedding {
  kind: 'o2m' | 'm2o' | 'm2m';
  rel: Rel;
  target: Table;
  /** m2m: the junction table and its key towards the target (rel is its key towards the parent) */
  junction?: { table: Table; toTarget: Rel };
}
const isMany = (e: Embedding) => e.kind !== 'm2o';

function noRelationship(from: Table, relation: string) {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${from.name}' and '${relation}' in the schema cache`,
    `Searched for a foreign key relationship between '${from.name}' and '${relation}' in the schema 'public', but no matches were found.`,
  );
}

const CARDINALITY = { o2m: 'one-to-many', m2o: 'many-to-one', m2m: 'many-to-many' } as const;

function describeEmbedding(from: Table, e: Embedding) {
  const relationship = e.kind === 'm2m' && e.junction
    ? `${e.junction.table.name} using ${e.rel.name}(${e.rel.fromCol}) and ${e.junction.toTarget.name}(${e.junction.toTarget.fromCol})`
    : e.kind === 'm2o'
      ? `${e.rel.name} using ${from.name}(${e.rel.fromCol}) and ${e.target.name}(${e.rel.toCol})`
      : `${e.rel.name} using ${from.name}(${e.rel.toCol}) and ${e.target.name}(${e.rel.fromCol})`;
  return { cardinality: CARDINALITY[e.kind], embedding: `${from.name} with ${e.target.name}`, relationship };
}

/** The relationships a name can mean from `from`: a table, a foreign key's name, or a foreign key column. */
function candidates(cache: SchemaCache, from: Table, name: string): Embedding[] {
  const target = cache.tables.get(name);
  if (target) {
    const self = target.name === from.name;
    const out: Embedding[] = [
      ...cache.rels.filter((r) => r.from === target.name && r.to === from.name).map((rel) => ({ kind: 'o2m' as const, rel, target })),
      // a self-reference by the table's name is its one-to-many side; its many-to-one side is named by the column
      ...(self ? [] : cache.rels.filter((r) => r.from === from.name && r.to === target.name).map((rel) => ({ kind: 'm2o' as const, rel, target }))),
    ];
    // many-to-many: a junction table whose primary key holds a foreign key to each side
    for (const j of cache.tables.values()) {
      if (j.name === from.name || j.name === target.name) continue;
      for (const a of cache.rels) {
        if (a.from !== j.name || a.to !== from.name || !j.pk.includes(a.fromCol)) continue;
        for (const b of cache.rels) {
          if (b === a || b.from !== j.name || b.to !== target.name || !j.pk.includes(b.fromCol)) continue;
          out.push({ kind: 'm2m', rel: a, target, junction: { table: j, toTarget: b } });
        }
      }
    }
    return out;
  }
  // a foreign key's name: `alias:fk_name(*)`
  const byFk: Embedding[] = [];
  for (const r of cache.rels) {
    if (r.name !== name) continue;
    const to = cache.tables.get(r.to);
    const fromT = cache.tables.get(r.from);
    if (r.from === from.name && to) byFk.push({ kind: 'm2o', rel: r, target: to });
    else if (r.to === from.name && fromT) byFk.push({ kind: 'o2m', rel: r, target: fromT });
  }
  if (byFk.length) return byFk;
  // a foreign key column: `author:author_id(*)`
  return cache.rels
    .filter((r) => r.from === from.name && r.fromCol === name)
    .flatMap((rel) => {
      const t = cache.tables.get(rel.to);
      return t ? [{ kind: 'm2o' as const, rel, target: t }] : [];
    });
}

/** The one relationship that links `from` and the embedded resource (optionally chosen by a `!hint`). */
function resolveEmbed(cache: SchemaCache, from: Table, item: Extract<SelectItem, { kind: 'embed' }>): Embedding {
  let cands = candidates(cache, from, item.relation);
  const hint = item.hint;
  if (hint) {
    cands = cands.filter((c) => c.rel.name === hint || c.rel.fromCol === hint || c.junction?.table.name === hint || c.junction?.toTarget.name === hint);
  }
  const [only, ...more] = cands;
  if (!only) throw noRelationship(from, item.relation);
  if (more.length) {
    const choices = cands.map((c) => `'${c.target.name}!${c.kind === 'm2m' && c.junction ? c.junction.table.name : c.rel.name}'`);
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${item.relation}'`,
      cands.map((c) => describeEmbedding(from, c)),
      `Try changing '${item.relation}' to one of the following: ${choices.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return only;
}

function joinCond(e: Embedding, parentAlias: string, childAlias: string, junctionAlias: string): string {
  const p = quoteIdent(parentAlias);
  const c = quoteIdent(childAlias);
  if (e.kind === 'o2m') return `${c}.${quoteIdent(e.rel.fromCol)} = ${p}.${quoteIdent(e.rel.toCol)}`;
  if (e.kind === 'm2o') return `${c}.${quoteIdent(e.rel.toCol)} = ${p}.${quoteIdent(e.rel.fromCol)}`;
  const j = e.junction;
  if (!j) throw refused('many-to-many without a junction');
  const ja = quoteIdent(junctionAlias);
  return `exists (select 1 from public.${quoteIdent(j.table.name)} as ${ja} where ${ja}.${quoteIdent(e.rel.fromCol)} = ${p}.${quoteIdent(e.rel.toCol)}`
    + ` and ${ja}.${quoteIdent(j.toTarget.fromCol)} = ${c}.${quoteIdent(j.toTarget.toCol)})`;
}

/** What one level of a select list becomes. */
export interface Projection {
  /** a json expression of one row (or one group) */
  json: string;
  /** with aggregates: the expressions to group by (the plain fields) */
  groupBy: string[];
  aggregated: boolean;
  /** existence tests of `!inner` embeddings: conditions on the level's rows */
  inner: string[];
  /** existence test of each embedded resource by key, for `rel=is.null` / `rel=not.is.null` */
  embeds: Map<string, string>;
  /** the keys of the json object (for a spread that finds no row) */
  keys: string[];
}

/** The shaping of embedded resources by path, and which paths a select list used. */
export class EmbedShaping {
  readonly used = new Set<string>();
  constructor(readonly byPath: ReadonlyMap<string, Shaping> = new Map()) {}
  get(path: string): Shaping | undefined {
    this.used.add(path);
    return this.byPath.get(path);
  }
  /** 400 PGRST108 for filters on a resource the select list does not embed. */
  checkAllUsed(): void {
    for (const path of this.byPath.keys()) {
      if (!this.used.has(path)) {
        const name = path.split('.').pop() ?? path;
        throw new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
      }
    }
  }
}

/** jsonb_build_object of key/value pairs (at most 100 arguments each), joined with ||; `{}` when empty. */
function jsonObject(pairs: readonly string[]): string[] {
  const parts: string[] = [];
  for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return parts;
}

/**
 * A json expression of one row of `table` aliased `alias`, shaped by the select list, with its embedded resources
 * (their own filters, order and paging from `shaping`, by path) and aggregates.
 */
export function projection(
  sql: Sql,
  cache: SchemaCache,
  table: Table,
  alias: string,
  items: readonly SelectItem[],
  shaping: EmbedShaping = new EmbedShaping(),
  path = '',
): Projection {
  const parts: string[] = [];
  const pairs: string[] = [];
  const out: Projection = { json: '', groupBy: [], aggregated: false, inner: [], embeds: new Map(), keys: [] };
  let star = false;
  for (const it0 of items) {
    // `messages(count)`: the number of embedded rows (PostgREST's shorthand), unless the table has a column count
    const it: SelectItem = it0.kind === 'column' && it0.name === 'count' && !it0.path && !it0.agg && !table.columns.has('count')
      ? { kind: 'count', ...(it0.alias ? { alias: it0.alias } : {}), ...(it0.cast ? { cast: it0.cast } : {}) }
      : it0;
    if (it.kind === 'star') {
      star = true;
      parts.push(`to_jsonb(${quoteIdent(alias)}.*)`);
      out.keys.push(...table.columns.keys());
    } else if (it.kind === 'count') {
      if (it.cast !== undefined && !CAST_TYPES.has(it.cast)) throw refused(`cast to "${it.cast}" is not supported`);
      out.aggregated = true;
      const key = it.alias ?? 'count';
      pairs.push(`${sql.p(key)}::text, count(*)${it.cast ? `::${it.cast}` : ''}`);
      out.keys.push(key);
    } else if (it.kind === 'column') {
      for (const cast of [it.cast, it.aggInputCast]) {
        if (cast !== undefined && !CAST_TYPES.has(cast)) throw refused(`cast to "${cast}" is not supported`);
      }
      const field = fieldRef(table, alias, it.name, it.path);
      let expr: string;
      let key: string;
      if (it.agg !== undefined) {
        if (!AGGREGATES.has(it.agg)) throw refused(`unknown aggregate "${it.agg}"`);
        out.aggregated = true;
        expr = `${it.agg}(${field}${it.aggInputCast ? `::${it.aggInputCast}` : ''})`;
        key = it.alias ?? it.agg;
      } else {
        out.groupBy.push(field);
        expr = field;
        key = it.alias ?? it.path?.[it.path.length - 1]?.key ?? it.name;
      }
      pairs.push(`${sql.p(key)}::text, ${expr}${it.cast ? `::${it.cast}` : ''}`);
      out.keys.push(key);
    } else {
      const key = it.alias ?? it.relation;
      const e = resolveEmbed(cache, table, it);
      const childPath = path ? `${path}.${key}` : key;
      const ca = sql.alias();
      const ja = sql.alias();
      const child = projection(sql, cache, e.target, ca, it.select, shaping, childPath);
      const shape = shaping.get(childPath);
      const conds = [joinCond(e, alias, ca, ja)];
      if (shape?.filters.length) conds.push(whereClause(sql, e.target, ca, shape.filters, [], child.embeds).slice('where '.length));
      conds.push(...child.inner);
      const from = `from public.${quoteIdent(e.target.name)} as ${quoteIdent(ca)} where ${conds.join(' and ')}`;
      const exists = `exists (select 1 ${from})`;
      out.embeds.set(key, exists);
      if (it.inner) out.inner.push(exists);
      const group = child.aggregated && child.groupBy.length ? `group by ${child.groupBy.join(', ')}` : '';
      if (it.spread) {
        if (isMany(e)) {
          throw new RestError(400, 'PGRST119', `A spread operation on '${it.relation}' is not possible`,
            `'${table.name}' and '${it.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        const nulls = jsonObject(child.keys.flatMap((k) => [`${sql.p(k)}::text`, 'null']));
        parts.push(`coalesce((select (${child.json})::jsonb ${from} ${group} limit 1), ${nulls.length ? nulls.join(' || ') : `'{}'::jsonb`})`);
        out.keys.push(...child.keys);
        continue;
      }
      let expr: string;
      if (!isMany(e)) expr = `(select ${child.json} ${from} ${group} limit 1)`;
      else if (!child.aggregated && shape?.limit === undefined && !shape?.offset) {
        const order = shape?.order.length ? ` order by ${orderTerms(e.target, ca, shape.order)}` : '';
        expr = `coalesce((select json_agg(${child.json}${order}) ${from}), '[]'::json)`;
      } else {
        const order = shape?.order.length ? orderClause(e.target, ca, shape.order) : '';
        expr = `coalesce((select json_agg(_e.j) from (select ${child.json} as j ${from} ${group} ${order} ${pagination(shape?.limit, shape?.offset)}) as _e), '[]'::json)`;
      }
      pairs.push(`${sql.p(key)}::text, ${expr}`);
      out.keys.push(key);
    }
  }
  if (out.aggregated && star) throw new RestError(400, 'PGRST100', '"failed to parse select parameter (*)"', 'select=* cannot be combined with aggregate functions');
  // the common case `select=*`: the row as json, in column order, without a jsonb round trip
  if (parts.length === 1 && pairs.length === 0 && star) out.json = `to_json(${quoteIdent(alias)}.*)`;
  else {
    const all = [...parts, ...jsonObject(pairs)];
    out.json = all.length ? `(${all.join(' || ')})::json` : `'{}'::json`;
  }
  return out;
}
