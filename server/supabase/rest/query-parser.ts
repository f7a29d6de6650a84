/**
 * Parser of the PostgREST query language subset supabase-js produces: select lists with aliases, casts and
 * embedding; horizontal filters (eq, neq, gt, gte, lt, lte, like, ilike, in, is, with not.) and the logic trees
 * or=(…)/and=(…); order; limit/offset. Identifiers are only syntax-checked here; the SQL builder validates them against the
 * schema. Values are returned as strings and are always bound as parameters, never spliced into SQL.
 */
import { RestError } from '../context.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

export type Op = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is';

export type Filter =
  | { kind: 'cond'; column: string; negate: boolean; op: Op; value: string; list?: string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; items: Filter[] };

export interface OrderTerm {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const OPS = new Set<Op>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is']);
/** casts allowed in select lists (`col::text`) */
export const CASTS: Record<string, string> = {
  text: 'text',
  int: 'integer',
  int4: 'integer',
  integer: 'integer',
  bigint: 'bigint',
  int8: 'bigint',
  numeric: 'numeric',
  float: 'double precision',
  float8: 'double precision',
  boolean: 'boolean',
  bool: 'boolean',
  date: 'date',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
};

const parseError = (what: string, input: string, detail?: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${input.slice(0, 200)})"`, detail ?? null);

/** Splits on commas that are outside parentheses and double quotes. */
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
    else if (ch === '(') depth++;
    else if (ch === ')') {
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

export function parseSelect(raw: string, depth = 0): SelectItem[] {
  const s = raw.replace(/\s+/g, '');
  if (s === '') return [{ kind: 'star' }];
  if (depth > 3) throw parseError('select parameter', raw, 'embedding is nested too deeply');
  return splitTop(s, 'select parameter').map((part) => {
    if (part === '') throw parseError('select parameter', raw, 'empty select item');
    if (part === '*') return { kind: 'star' } as const;
    let alias: string | undefined;
    let rest = part;
    const [, aliasPart, afterAlias] = /^([A-Za-z_][A-Za-z0-9_]*):(?!:)(.+)$/s.exec(part) ?? [];
    if (aliasPart && afterAlias) {
      alias = aliasPart;
      rest = afterAlias;
    }
    const open = rest.indexOf('(');
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
        select: parseSelect(inner, depth + 1),
      } as const;
    }
    const [, name, castName] = /^([A-Za-z_][A-Za-z0-9_]*)(?:::([a-z0-9]+))?$/.exec(rest) ?? [];
    if (!name) throw parseError('select parameter', raw, `invalid column "${rest}"`);
    // own keys only: `::constructor` must not find Object.prototype.constructor
    const cast = castName && Object.hasOwn(CASTS, castName) ? CASTS[castName] : undefined;
    if (castName && !cast) throw parseError('select parameter', raw, `cast to "${castName}" is not supported`);
    return { kind: 'column', name, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) } as const;
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

/** Parses `[not.]op.value` for column. */
export function parseCondition(column: string, expr: string, input = `${column}=${expr}`, inLogic = false): Filter {
  if (!IDENT.test(column)) throw parseError('filter', input, `invalid column "${column}"`);
  let negate = false;
  let rest = expr;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError('filter', input, 'expected operator.value');
  const op = rest.slice(0, dot) as Op;
  if (!OPS.has(op)) throw parseError('filter', input, `unknown operator "${rest.slice(0, dot)}"`);
  let value = rest.slice(dot + 1);
  if (op === 'in') return { kind: 'cond', column, negate, op, value, list: parseList(value, input) };
  if (inLogic) value = unquote(value);
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError('filter', input, 'is. accepts null, not_null, true, false or unknown');
  }
  if (op === 'like' || op === 'ilike') value = value.replace(/\*/g, '%');
  return { kind: 'cond', column, negate, op, value };
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
    const column = parts[0] ?? '';
    if (!IDENT.test(column)) throw parseError('order', raw, `invalid column "${column}"`);
    const t: OrderTerm = { column, desc: false };
    for (const p of parts.slice(1)) {
      if (p === 'asc') t.desc = false;
      else if (p === 'desc') t.desc = true;
      else if (p === 'nullsfirst') t.nulls = 'first';
      else if (p === 'nullslast') t.nulls = 'last';
      else throw parseError('order', raw, `unknown modifier "${p}"`);
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
    if (!IDENT.test(v)) throw parseError(name, raw, `invalid column "${v}"`);
    return v;
  });
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const q: ParsedQuery = { select: [{ kind: 'star' }], filters: [], order: [] };
  for (const [key, value] of params) {
    switch (key) {
      case 'select':
        q.select = parseSelect(value);
        break;
      case 'order':
        q.order = parseOrder(value);
        break;
      case 'limit':
        q.limit = parseNat('limit', value);
        break;
      case 'offset':
        q.offset = parseNat('offset', value);
        break;
      case 'on_conflict':
        q.onConflict = parseColumnList('on_conflict', value);
        break;
      case 'columns':
        q.columns = parseColumnList('columns', value);
        break;
      case 'or':
      case 'and':
        q.filters.push(parseLogic(key, false, value));
        break;
      case 'not.or':
      case 'not.and':
        q.filters.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
        break;
      case 'apikey':
        break; // the key may also come as a query parameter
      default:
        if (key.includes('.')) {
          throw new RestError(400, 'PGRST100', `"failed to parse filter (${key.slice(0, 100)})"`, 'filters, order or limits on embedded resources are not supported');
        }
        q.filters.push(parseCondition(key, value));
    }
  }
  return q;
}
