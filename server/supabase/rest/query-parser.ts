/**
 * Parser of the PostgREST query language (PostgREST 12 syntax, as supabase-js's postgrest-js produces it): select
 * lists with aliases, casts, JSON paths (`->`, `->>`), aggregates (`count()`, `col.sum()`), embedding (`rel!hint!inner`)
 * and spread (`...rel(…)`); horizontal filters (every PostgREST operator, `not.`, `(any)`/`(all)` modifiers, a text
 * search config) and the logic trees or=(…)/and=(…); order; limit/offset — each also on an embedded resource
 * (`messages.order=…`, `messages.limit=…`, `messages.or=(…)`). Identifiers are only syntax-checked here; the SQL builder
 * validates them against the schema. Values are returned as strings and are always bound as parameters.
 */
import { RestError } from '../context.ts';

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep { arrow: '->' | '->>'; key: string }

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type SelectItem =
  | { kind: 'star' }
  | {
    kind: 'column';
    name: string;
    path?: JsonStep[];
    alias?: string;
    /** cast of the value (of the aggregate's result when agg is set) */
    cast?: string;
    agg?: Aggregate;
    /** cast of the aggregate's input (`col::int.sum()`) */
    aggInputCast?: string;
  }
  /** `count()` without a column */
  | { kind: 'count'; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; spread?: true; select: SelectItem[] };

export type Op =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'in' | 'is' | 'isdistinct'
  | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxl' | 'nxr' | 'adj'
  | 'fts' | 'plfts' | 'phfts' | 'wfts';

export type Filter =
  | {
    kind: 'cond';
    column: string;
    path?: JsonStep[];
    negate: boolean;
    op: Op;
    value: string;
    list?: string[];
    /** `eq(any).{a,b}`: the value is a PostgreSQL array literal compared with any/all of its elements */
    quant?: 'any' | 'all';
    /** text search configuration of fts/plfts/phfts/wfts, e.g. `fts(english).word` */
    config?: string;
  }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; items: Filter[] };

export interface OrderTerm {
  column: string;
  path?: JsonStep[];
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and paging of one embedded resource (or of the top level). */
export interface Shaping {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery extends Shaping {
  select: SelectItem[];
  onConflict?: string[];
  columns?: string[];
  /** shaping of embedded resources by their path of aliases/names, e.g. `messages` or `channels.messages` */
  embedded: Map<string, Shaping>;
  /** query parameters that are neither PostgREST syntax nor filters: a GET rpc's arguments */
  args?: Map<string, string>;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const OPS: ReadonlySet<string> = new Set<Op>([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);
/** operators taking the (any)/(all) modifier */
const QUANTIFIABLE: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FTS_OPS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const AGGREGATES: ReadonlySet<string> = new Set<Aggregate>(['count', 'sum', 'avg', 'min', 'max']);

/** casts allowed in select lists (`col::text`), short name → SQL type */
export const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'text',
  int: 'integer',
  int4: 'integer',
  integer: 'integer',
  smallint: 'smallint',
  int2: 'smallint',
  bigint: 'bigint',
  int8: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float: 'double precision',
  float8: 'double precision',
  boolean: 'boolean',
  bool: 'boolean',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
};

const parseError = (what: string, input: string, detail?: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${input.slice(0, 200)})"`, detail ?? null);

/** Splits on commas that are outside parentheses, braces and double quotes. */
function splitTop(s: string, what: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) cur += s.charAt(++i);
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      depth--;
      if (depth < 0) throw parseError(what, s, 'unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (depth !== 0 || quoted) throw parseError(what, s, 'unbalanced parentheses or quotes');
  out.push(cur);
  return out;
}

const JSON_KEY = '(?:[A-Za-z_][A-Za-z0-9_]*|-?\\d{1,9})';
const FIELD = new RegExp(`^([A-Za-z_][A-Za-z0-9_]*)((?:->>?${JSON_KEY})*)$`);

/** `col`, `col->a->>b`, `col->0`: the column and its JSON path, or undefined. */
export function parseField(s: string): { name: string; path?: JsonStep[] } | undefined {
  const m = FIELD.exec(s);
  if (!m?.[1]) return undefined;
  const pathText = m[2] ?? '';
  if (!pathText) return { name: m[1] };
  const path: JsonStep[] = [];
  for (const [, arrow, key] of pathText.matchAll(new RegExp(`(->>?)(${JSON_KEY})`, 'g'))) {
    path.push({ arrow: arrow === '->>' ? '->>' : '->', key: key ?? '' });
  }
  return { name: m[1], path };
}

function castOf(name: string | undefined, raw: string): string | undefined {
  if (name === undefined) return undefined;
  // own keys only: `::constructor` must not find Object.prototype.constructor
  const cast = Object.hasOwn(CASTS, name) ? CASTS[name] : undefined;
  if (!cast) throw parseError('select parameter', raw, `cast to "${name}" is not supported`);
  return cast;
}

const COLUMN_ITEM = /^(.+?)(?:::([a-z0-9]+))?(?:\.(count|sum|avg|min|max)\(\))?(?:::([a-z0-9]+))?$/;

export function parseSelect(raw: string, depth = 0): SelectItem[] {
  const s = raw.replace(/\s+/g, '');
  if (s === '') return [{ kind: 'star' }];
  if (depth > 3) throw parseError('select parameter', raw, 'embedding is nested too deeply');
  return splitTop(s, 'select parameter').map((part): SelectItem => {
    if (part === '') throw parseError('select parameter', raw, 'empty select item');
    if (part === '*') return { kind: 'star' };
    let alias: string | undefined;
    let rest = part;
    const [, aliasPart, afterAlias] = /^([A-Za-z_][A-Za-z0-9_]*):(?!:)(.+)$/s.exec(part) ?? [];
    if (aliasPart && afterAlias) {
      alias = aliasPart;
      rest = afterAlias;
    }
    const spread = rest.startsWith('...');
    if (spread) {
      if (alias) throw parseError('select parameter', raw, 'a spread resource takes no alias');
      rest = rest.slice(3);
    }
    const countCall = /^count\(\)(?:::([a-z0-9]+))?$/.exec(rest);
    if (countCall && !spread) {
      const cast = castOf(countCall[1], raw);
      return { kind: 'count', ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
    }
    const isAggregate = /\.(?:count|sum|avg|min|max)\(\)(?:::[a-z0-9]+)?$/.test(rest);
    const open = isAggregate ? -1 : rest.indexOf('(');
    if (open >= 0) {
      if (!rest.endsWith(')')) throw parseError('select parameter', raw, `unexpected text after embedded resource in "${part}"`);
      const head = rest.slice(0, open);
      const inner = rest.slice(open + 1, -1);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:!([A-Za-z_][A-Za-z0-9_]*))?(?:!(inner|left))?$/.exec(head);
      const relation = m?.[1];
      if (!m || !relation) throw parseError('select parameter', raw, `invalid embedded resource "${head}"`);
      let hint = m[2];
      let inner_ = m[3] === 'inner';
      if (hint === 'inner' || hint === 'left') {
        inner_ = hint === 'inner';
        hint = undefined;
      }
      return {
        kind: 'embed',
        relation,
        ...(alias ? { alias } : {}),
        ...(hint ? { hint } : {}),
        inner: inner_,
        ...(spread ? { spread: true as const } : {}),
        select: parseSelect(inner, depth + 1),
      };
    }
    if (spread) throw parseError('select parameter', raw, `"...${rest}" must name an embedded resource`);
    const [, fieldText, inCast, agg, outCast] = COLUMN_ITEM.exec(rest) ?? [];
    const field = fieldText ? parseField(fieldText) : undefined;
    if (!field) throw parseError('select parameter', raw, `invalid column "${rest}"`);
    const path = field.path ? { path: field.path } : {};
    if (agg && AGGREGATES.has(agg)) {
      const aggInputCast = castOf(inCast, raw);
      const cast = castOf(outCast, raw);
      return { kind: 'column', name: field.name, ...path, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}), agg: agg as Aggregate, ...(aggInputCast ? { aggInputCast } : {}) };
    }
    if (inCast && outCast) throw parseError('select parameter', raw, `two casts in "${rest}"`);
    const cast = castOf(inCast ?? outCast, raw);
    return { kind: 'column', name: field.name, ...path, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  });
}

/** `in.(a,b,"c,d")` list items; double quotes group, backslash escapes inside quotes. */
function parseList(s: string, input: string): string[] {
  if (!s.startsWith('(') || !s.endsWith(')')) throw parseError('filter', input, 'in. expects a list in parentheses');
  const body = s.slice(1, -1);
  if (body === '') return [];
  const out: string[] = [];
  let i = 0;
  while (i <= body.length) {
    if (body[i] === '"') {
      let v = '';
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === '\\' && i + 1 < body.length) i++;
        v += body.charAt(i);
        i++;
      }
      if (body[i] !== '"') throw parseError('filter', input, 'unterminated quote');
      i++;
      out.push(v);
      if (i < body.length && body[i] !== ',') throw parseError('filter', input, 'expected a comma after a quoted value');
      i++;
    } else {
      const j = body.indexOf(',', i);
      const end = j < 0 ? body.length : j;
      out.push(body.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

const unquote = (v: string) => (v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v);

/** Parses `[not.]op[(modifier)].value` for a column (or `column->json->>path`). */
export function parseCondition(column: string, expr: string, input = `${column}=${expr}`, inLogic = false): Filter {
  const field = parseField(column);
  if (!field) throw parseError('filter', input, `invalid column "${column}"`);
  let negate = false;
  let rest = expr;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError('filter', input, 'expected operator.value');
  const [, opName, modifier] = /^([a-z]+)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?$/.exec(rest.slice(0, dot)) ?? [];
  if (!opName || !OPS.has(opName)) throw parseError('filter', input, `unknown operator "${rest.slice(0, dot).slice(0, 50)}"`);
  const op = opName as Op;
  const base = { kind: 'cond' as const, column: field.name, ...(field.path ? { path: field.path } : {}), negate, op };
  let value = rest.slice(dot + 1);
  let extra: { quant?: 'any' | 'all'; config?: string } = {};
  if (modifier !== undefined) {
    if (FTS_OPS.has(op)) extra = { config: modifier };
    else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) extra = { quant: modifier };
    else throw parseError('filter', input, `"${op}" takes no modifier "${modifier}"`);
  }
  if (op === 'in') {
    if (modifier !== undefined) throw parseError('filter', input, 'in. takes no modifier');
    return { ...base, value, list: parseList(value, input) };
  }
  if (inLogic) value = unquote(value);
  if ((op === 'is') && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError('filter', input, 'is. accepts null, not_null, true, false or unknown');
  }
  if (extra.quant) {
    if (!value.startsWith('{') || !value.endsWith('}')) throw parseError('filter', input, `${op}(${extra.quant}) expects a list in braces: {a,b}`);
  }
  if (op === 'like' || op === 'ilike') value = value.replace(/\*/g, '%');
  return { ...base, value, ...extra };
}

/** Parses the inside of `or=(…)` / `and=(…)`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): Filter {
  if (depth > 8) throw parseError('logic tree', raw, 'nested too deeply');
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('logic tree', raw, 'expected (…)');
  const items = splitTop(raw.slice(1, -1), 'logic tree').map((part) => {
    const [, not, logicOp, inner] = /^(not\.)?(and|or)(\(.*\))$/s.exec(part) ?? [];
    if (inner) return parseLogic(logicOp === 'and' ? 'and' : 'or', not !== undefined, inner, depth + 1);
    const dot = part.indexOf('.');
    if (dot < 0) throw parseError('logic tree', raw, `invalid condition "${part}"`);
    return parseCondition(part.slice(0, dot), part.slice(dot + 1), raw, true);
  });
  if (!items.length) throw parseError('logic tree', raw, 'empty logic tree');
  return { kind: 'logic', op, negate, items };
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const parts = term.trim().split('.');
    const field = parseField(parts[0] ?? '');
    if (!field) throw parseError('order', raw, `invalid column "${(parts[0] ?? '').slice(0, 50)}"`);
    const t: OrderTerm = { column: field.name, ...(field.path ? { path: field.path } : {}), desc: false };
    for (const p of parts.slice(1)) {
      if (p === 'asc') t.desc = false;
      else if (p === 'desc') t.desc = true;
      else if (p === 'nullsfirst') t.nulls = 'first';
      else if (p === 'nullslast') t.nulls = 'last';
      else throw parseError('order', raw, `unknown modifier "${p.slice(0, 50)}"`);
    }
    return t;
  });
}

function parseNat(name: string, v: string): number {
  if (!/^\d{1,9}$/.test(v)) throw parseError(name, v, `${name} must be a non-negative integer`);
  return Number(v);
}

/** `"a","b"` or `a,b` */
function parseColumnList(name: string, raw: string): string[] {
  return raw.split(',').map((c) => {
    const v = unquote(c.trim());
    if (!IDENT.test(v)) throw parseError(name, raw, `invalid column "${v.slice(0, 50)}"`);
    return v;
  });
}

/** Applies one shaping parameter (`order`, `limit`, `offset`, `or`, `and`, `not.or`, `not.and` or a filter). */
function applyShaping(s: Shaping, key: string, value: string): void {
  switch (key) {
    case 'order':
      s.order = parseOrder(value);
      return;
    case 'limit':
      s.limit = parseNat('limit', value);
      return;
    case 'offset':
      s.offset = parseNat('offset', value);
      return;
    case 'or':
    case 'and':
      s.filters.push(parseLogic(key, false, value));
      return;
    case 'not.or':
    case 'not.and':
      s.filters.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
      return;
    default:
      s.filters.push(parseCondition(key, value));
  }
}

const SHAPING_TAIL = /^(.+?)\.(order|limit|offset|or|and|not\.or|not\.and)$/;
const TOP_LOGIC: ReadonlySet<string> = new Set(['not.or', 'not.and']);
const LOGIC_OR_PAGING: ReadonlySet<string> = new Set(['or', 'and', 'order', 'limit', 'offset']);
/** `op.`, `not.op.`, `op(modifier).`: what makes a GET rpc parameter a filter rather than an argument */
const OPERATOR_PREFIX = /^(?:not\.)?[a-z]+(?:\([A-Za-z_][A-Za-z0-9_]*\))?\./;

/**
 * The query string as PostgREST reads it. `argNames` (a GET/HEAD rpc): parameters with those names are the function's
 * arguments, not filters.
 */
export function parseQuery(params: URLSearchParams, argNames?: ReadonlySet<string>): ParsedQuery {
  const q: ParsedQuery = { select: [{ kind: 'star' }], filters: [], order: [], embedded: new Map() };
  for (const [key, value] of params) {
    if (argNames?.has(key)) {
      (q.args ??= new Map()).set(key, value);
      continue;
    }
    switch (key) {
      case 'select':
        q.select = parseSelect(value);
        break;
      case 'on_conflict':
        q.onConflict = parseColumnList('on_conflict', value);
        break;
      case 'columns':
        q.columns = parseColumnList('columns', value);
        break;
      case 'apikey':
        break; // the key may also come as a query parameter
      default: {
        // a top-level `not.or=(…)` / `not.and=(…)` is a negated logic tree, not `or` of a resource named `not`
        const topLogic = TOP_LOGIC.has(key);
        // GET/HEAD rpc: as in PostgREST, a parameter whose value carries no operator is an argument (an unknown
        // name then makes the function not found, 404 PGRST202), not a malformed filter
        if (argNames && !topLogic && !LOGIC_OR_PAGING.has(key) && !SHAPING_TAIL.test(key) && !OPERATOR_PREFIX.test(value)) {
          (q.args ??= new Map()).set(key, value);
          continue;
        }
        // `messages.order=…`, `channels.messages.limit=…`, `messages.author_id=eq.x`
        const tail = topLogic ? null : SHAPING_TAIL.exec(key);
        const lastDot = key.lastIndexOf('.');
        let path = '';
        let rest = key;
        if (tail?.[1] && tail[2]) {
          path = tail[1];
          rest = tail[2];
        } else if (lastDot > 0 && !topLogic) {
          path = key.slice(0, lastDot);
          rest = key.slice(lastDot + 1);
        }
        if (path && !path.split('.').every((p) => IDENT.test(p))) throw parseError('filter', key, `invalid embedded resource path "${path.slice(0, 100)}"`);
        let target: Shaping = q;
        if (path) {
          let e = q.embedded.get(path);
          if (!e) q.embedded.set(path, (e = { filters: [], order: [] }));
          target = e;
        }
        applyShaping(target, rest, value);
      }
    }
  }
  return q;
}
