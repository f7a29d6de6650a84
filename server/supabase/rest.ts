/**
 * PostgREST-compatible REST (/rest/v1) over the `public` schema. Each request runs in its own transaction as the
 * role of its JWT (anon | authenticated | service_role, whitelisted) with `request.jwt.claims` set for the
 * transaction only — exactly as Supabase does — so row-level security decides what it sees. Table, column and
 * function names are validated against the catalog (cached); every value is a bound parameter. Response JSON is
 * built in SQL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { RestError, type SupabaseContext } from './context.ts';
import { JwtError, verifyJwt, type JwtClaims } from './jwt.ts';
import { parseQuery, type Filter, type ParsedQuery, type SelectItem } from './rest-parser.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

// ---------------------------------------------------------------------------------------------------------------
// schema cache

interface Column { name: string; type: string }
/** publicForm: anyone (the anon role) may insert, e.g. the courier application: one row per request, rate-limited */
interface Table { name: string; columns: Map<string, Column>; pk: string[]; publicForm: boolean }
/** foreign key `from.fromCol → to.toCol` (single-column keys) */
interface Rel { from: string; fromCol: string; to: string; toCol: string; name: string }
interface Fn {
  name: string;
  args: { name: string; type: string }[];
  required: number;
  retset: boolean;
  composite: boolean;
  void: boolean;
}
interface SchemaCache { tables: Map<string, Table>; rels: Rel[]; fns: Map<string, Fn[]>; loadedAt: number }

const q_ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function loadSchema(db: Queryable): Promise<SchemaCache> {
  // tables the API roles may touch at all (privileges), with their columns
  const cols = await db.query<{ table_name: string; column_name: string; type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p', 'm')
        and (has_table_privilege('anon', c.oid, 'select,insert,update,delete')
          or has_table_privilege('authenticated', c.oid, 'select,insert,update,delete'))
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Table>();
  for (const r of cols) {
    let t = tables.get(r.table_name);
    if (!t) tables.set(r.table_name, (t = { name: r.table_name, columns: new Map(), pk: [], publicForm: false }));
    t.columns.set(r.column_name, { name: r.column_name, type: r.type });
  }
  // public forms: tables whose row-level security lets the anon role insert (every table is granted to anon, as on
  // Supabase, so the policies, not the grants, tell)
  const forms = await db.query<{ table_name: string }>(
    `select distinct tablename as table_name from pg_policies
      where schemaname = 'public' and cmd in ('INSERT', 'ALL') and roles && array['anon', 'public']::name[]`,
  );
  for (const r of forms) {
    const t = tables.get(r.table_name);
    if (t) t.publicForm = true;
  }
  const pks = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary`,
  );
  for (const r of pks) tables.get(r.table_name)?.pk.push(r.column_name);
  const fks = await db.query<{ name: string; from_table: string; from_col: string; to_table: string; to_col: string }>(
    `select con.conname as name, fc.relname as from_table, fa.attname as from_col, tc.relname as to_table, ta.attname as to_col
       from pg_constraint con
       join pg_class fc on fc.oid = con.conrelid
       join pg_namespace fn on fn.oid = fc.relnamespace
       join pg_class tc on tc.oid = con.confrelid
       join pg_namespace tn on tn.oid = tc.relnamespace
       join pg_attribute fa on fa.attrelid = fc.oid and fa.attnum = con.conkey[1]
       join pg_attribute ta on ta.attrelid = tc.oid and ta.attnum = con.confkey[1]
      where con.contype = 'f' and fn.nspname = 'public' and tn.nspname = 'public' and array_length(con.conkey, 1) = 1`,
  );
  const rels = fks
    .filter((r) => tables.has(r.from_table) && tables.has(r.to_table))
    .map((r) => ({ from: r.from_table, fromCol: r.from_col, to: r.to_table, toCol: r.to_col, name: r.name }));
  const fnRows = await db.query<{ name: string; retset: boolean; typtype: string; rettype: string; argnames: string[] | null; argmodes: string[] | null; argtypes: string[]; ndefaults: number }>(
    `select p.proname as name, p.proretset as retset, t.typtype::text as typtype, format_type(p.prorettype, null) as rettype,
            p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(x, null) from unnest(p.proargtypes::oid[]) with ordinality u(x, i) order by i) as argtypes,
            p.pronargdefaults::int as ndefaults
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)`,
  );
  const fns = new Map<string, Fn[]>();
  for (const r of fnRows) {
    const names = r.argnames ?? [];
    const modes = r.argmodes;
    const inNames = modes ? names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i')) : names.slice(0, r.argtypes.length);
    if (inNames.length !== r.argtypes.length || inNames.some((n) => !n)) continue; // unnamed arguments are not callable by name
    const fn: Fn = {
      name: r.name,
      args: inNames.map((n, i) => ({ name: n, type: r.argtypes[i]! })),
      required: r.argtypes.length - r.ndefaults,
      retset: r.retset,
      composite: r.typtype === 'c',
      void: r.rettype === 'void',
    };
    const list = fns.get(r.name) ?? [];
    list.push(fn);
    fns.set(r.name, list);
  }
  return { tables, rels, fns, loadedAt: Date.now() };
}

// ---------------------------------------------------------------------------------------------------------------
// request identity

interface Identity { role: string; claims: JwtClaims }

function identity(ctx: SupabaseContext, req: FastifyRequest): Identity {
  const h = req.headers.authorization;
  let token: string | undefined;
  if (typeof h === 'string' && h.trim() !== '') {
    const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
    if (!m) throw new RestError(401, 'PGRST301', 'Authorization header must be: Bearer <token>', null, null, { 'www-authenticate': 'Bearer' });
    token = m[1];
  } else {
    const k = req.headers.apikey;
    token = typeof k === 'string' ? k : undefined;
  }
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, ctx.secret, Math.floor(ctx.now().getTime() / 1000));
  } catch (err) {
    const e = err as JwtError;
    if (e.reason === 'expired') {
      throw new RestError(401, 'PGRST303', 'JWT expired', null, null, { 'www-authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' });
    }
    throw new RestError(401, 'PGRST301', e.reason === 'malformed' ? 'JWSError (CompactDecodeError Invalid number of parts)' : 'JWSError JWSInvalidSignature', null, null, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role.slice(0, 50)}" is not allowed`);
  return { role, claims };
}

// ---------------------------------------------------------------------------------------------------------------
// SQL building

class Sql {
  params: unknown[] = [];
  private aliasN = 0;
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  alias(): string {
    return `t${this.aliasN++}`;
  }
}

const notFoundTable = (name: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

function column(table: Table, name: string): Column {
  const c = table.columns.get(name);
  if (!c) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return c;
}

function condSql(sql: Sql, table: Table, alias: string, f: Filter): string {
  if (f.kind === 'logic') {
    const inner = f.items.map((i) => condSql(sql, table, alias, i)).join(f.op === 'and' ? ' and ' : ' or ');
    return f.negate ? `not (${inner})` : `(${inner})`;
  }
  column(table, f.column);
  const c = `${q_ident(alias)}.${q_ident(f.column)}`;
  let s: string;
  switch (f.op) {
    case 'eq': s = `${c} = ${sql.p(f.value)}`; break;
    case 'neq': s = `${c} <> ${sql.p(f.value)}`; break;
    case 'gt': s = `${c} > ${sql.p(f.value)}`; break;
    case 'gte': s = `${c} >= ${sql.p(f.value)}`; break;
    case 'lt': s = `${c} < ${sql.p(f.value)}`; break;
    case 'lte': s = `${c} <= ${sql.p(f.value)}`; break;
    case 'like': s = `${c}::text like ${sql.p(f.value)}::text`; break;
    case 'ilike': s = `${c}::text ilike ${sql.p(f.value)}::text`; break;
    case 'in': s = f.list && f.list.length ? `${c} in (${f.list.map((v) => sql.p(v)).join(', ')})` : 'false'; break;
    case 'is': {
      const v = f.value.toLowerCase();
      s = v === 'null' ? `${c} is null` : v === 'not_null' ? `${c} is not null` : `${c} is ${v}`;
      break;
    }
  }
  return f.negate ? `not (${s})` : s;
}

interface Embedding { rel: Rel; many: boolean; target: Table }

function resolveEmbed(cache: SchemaCache, from: Table, item: Extract<SelectItem, { kind: 'embed' }>): Embedding {
  const target = cache.tables.get(item.relation);
  if (!target) {
    throw new RestError(400, 'PGRST200', `Could not find a relationship between '${from.name}' and '${item.relation}' in the schema cache`);
  }
  // target rows point at us (one-to-many) or we point at the target (many-to-one)
  let cands: Embedding[] = [
    ...cache.rels.filter((r) => r.from === target.name && r.to === from.name).map((rel) => ({ rel, many: true, target })),
    ...cache.rels.filter((r) => r.from === from.name && r.to === target.name).map((rel) => ({ rel, many: false, target })),
  ];
  if (item.hint) cands = cands.filter((c) => c.rel.name === item.hint || c.rel.fromCol === item.hint);
  if (cands.length === 0) {
    throw new RestError(400, 'PGRST200', `Could not find a relationship between '${from.name}' and '${item.relation}' in the schema cache`);
  }
  if (cands.length > 1) {
    throw new RestError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${from.name}' and '${item.relation}'`, null, `Try changing '${item.relation}' to one of: ${cands.map((c) => `'${item.relation}!${c.rel.name}'`).join(', ')}`);
  }
  return cands[0]!;
}

function joinCond(e: Embedding, parentAlias: string, childAlias: string): string {
  return e.many
    ? `${q_ident(childAlias)}.${q_ident(e.rel.fromCol)} = ${q_ident(parentAlias)}.${q_ident(e.rel.toCol)}`
    : `${q_ident(childAlias)}.${q_ident(e.rel.toCol)} = ${q_ident(parentAlias)}.${q_ident(e.rel.fromCol)}`;
}

/** A json expression of one row of `table` aliased `alias`, shaped by the select list. */
function projection(sql: Sql, cache: SchemaCache, table: Table, alias: string, items: SelectItem[], innerConds: string[]): string {
  const parts: string[] = [];
  const pairs: string[] = [];
  for (const it of items) {
    if (it.kind === 'star') parts.push(`to_jsonb(${q_ident(alias)}.*)`);
    else if (it.kind === 'column') {
      column(table, it.name);
      const expr = `${q_ident(alias)}.${q_ident(it.name)}${it.cast ? `::${it.cast}` : ''}`;
      pairs.push(`${sql.p(it.alias ?? it.name)}::text, ${expr}`);
    } else {
      const e = resolveEmbed(cache, table, it);
      const ca = sql.alias();
      const childProj = projection(sql, cache, e.target, ca, it.select, []);
      const from = `from public.${q_ident(e.target.name)} as ${q_ident(ca)} where ${joinCond(e, alias, ca)}`;
      const expr = e.many
        ? `coalesce((select json_agg(${childProj}) ${from}), '[]'::json)`
        : `(select ${childProj} ${from} limit 1)`;
      pairs.push(`${sql.p(it.alias ?? it.relation)}::text, ${expr}`);
      if (it.inner) innerConds.push(`exists (select 1 ${from})`);
    }
  }
  // the common case `select=*`: the row as json, in column order, without a jsonb round trip
  if (parts.length === 1 && pairs.length === 0) return `to_json(${q_ident(alias)}.*)`;
  // jsonb_build_object takes at most 100 arguments
  for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return parts.length ? `(${parts.join(' || ')})::json` : `'{}'::json`;
}

function whereSql(sql: Sql, table: Table, alias: string, filters: Filter[], extra: string[] = []): string {
  const conds = [...filters.map((f) => condSql(sql, table, alias, f)), ...extra];
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

function orderSql(table: Table, alias: string, q: ParsedQuery): string {
  if (!q.order.length) return '';
  return `order by ${q.order
    .map((o) => {
      column(table, o.column);
      return `${q_ident(alias)}.${q_ident(o.column)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
    })
    .join(', ')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// request plumbing

interface Prefs { ret: 'minimal' | 'representation' | 'headers-only'; count?: 'exact'; missingDefault: boolean; resolution?: 'merge' | 'ignore' }

function prefs(req: FastifyRequest): Prefs {
  const raw = req.headers.prefer;
  const list = (Array.isArray(raw) ? raw.join(',') : raw ?? '').split(',').map((s) => s.trim().toLowerCase());
  const p: Prefs = { ret: 'minimal', missingDefault: false };
  for (const item of list) {
    if (item === 'return=representation') p.ret = 'representation';
    else if (item === 'return=headers-only') p.ret = 'headers-only';
    else if (item === 'count=exact' || item === 'count=planned' || item === 'count=estimated') p.count = 'exact';
    else if (item === 'missing=default') p.missingDefault = true;
    else if (item === 'resolution=merge-duplicates') p.resolution = 'merge';
    else if (item === 'resolution=ignore-duplicates') p.resolution = 'ignore';
  }
  return p;
}

function wantsSingle(req: FastifyRequest): boolean {
  const a = req.headers.accept;
  return typeof a === 'string' && a.includes('application/vnd.pgrst.object+json');
}

function checkProfile(req: FastifyRequest): void {
  for (const h of ['accept-profile', 'content-profile'] as const) {
    const v = req.headers[h];
    if (v !== undefined && v !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

function rawParams(req: FastifyRequest): URLSearchParams {
  const i = req.url.indexOf('?');
  return new URLSearchParams(i >= 0 ? req.url.slice(i + 1) : '');
}

function parseBody(req: FastifyRequest): unknown {
  const b = req.body;
  if (b === undefined || b === null || b === '') return undefined;
  if (typeof b !== 'string') return b;
  try {
    return JSON.parse(b) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** Largest body an anonymous write may carry (a public form's text included). */
export const ANON_BODY_MAX_BYTES = 32 * 1024;

/**
 * Every anonymous write, and every insert into a public-form table, is size-limited and rate-limited per client IP
 * (PUBLIC_WRITE_RATE_LIMIT per AUTH_RATE_WINDOW_S); an insert of that kind takes exactly one row.
 */
function guardPublicWrite(ctx: SupabaseContext, req: FastifyRequest, id: Identity, t: Table | null, rows: number | null): void {
  const publicInsert = rows !== null && t?.publicForm === true && id.role !== 'service_role';
  if (id.role !== 'anon' && !publicInsert) return;
  if (rows !== null && rows !== 1) {
    throw new RestError(400, 'PGRST102', 'Anonymous and public-form inserts take exactly one row per request', `The request has ${rows} rows`);
  }
  if (typeof req.body === 'string' ? Buffer.byteLength(req.body) > ANON_BODY_MAX_BYTES : Buffer.byteLength(JSON.stringify(req.body ?? null)) > ANON_BODY_MAX_BYTES) {
    throw new RestError(413, 'PGRST413', `The request body is too large (at most ${ANON_BODY_MAX_BYTES / 1024} KiB without signing in)`);
  }
  const key = `public-write:ip:${req.ip}`;
  const wait = ctx.limiter.blockedFor(key, ctx.config.PUBLIC_WRITE_RATE_LIMIT);
  if (wait) {
    throw new RestError(429, 'PGRST429', `Too many submissions from this address: please try again in ${wait} s`, null, null, { 'retry-after': String(wait) });
  }
  ctx.limiter.hit(key);
}

const singleError = (n: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);

/** PostgreSQL error → PostgREST status (see the wire contract). */
export function pgErrorToRest(err: unknown, role: string): RestError | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const code = e.code;
  const cls = code.slice(0, 2);
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23503' || code === '23505') status = 409;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '25006') status = 405;
  else if (code === 'P0001') status = 400;
  else if (cls === '08' || cls === '53') status = 503;
  else if (['09', '0L', '0P', '28'].includes(cls)) status = 403;
  else if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) status = 500;
  if (status >= 500) return null;
  return new RestError(
    status,
    code,
    typeof e.message === 'string' ? e.message : 'Database error',
    typeof e.detail === 'string' ? e.detail : null,
    typeof e.hint === 'string' ? e.hint : null,
  );
}

async function asRole<T>(ctx: SupabaseContext, id: Identity, fn: (q: Queryable) => Promise<T>): Promise<T> {
  try {
    // BEGIN + transaction-local role and claims in one go (never session-level: the connection is pooled)
    return await ctx.db.txWithSettings({ role: id.role, 'request.jwt.claims': JSON.stringify(id.claims) }, fn);
  } catch (err) {
    if (err instanceof RestError) throw err;
    throw pgErrorToRest(err, id.role) ?? err;
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function registerRestRoutes(app: FastifyInstance, ctx: SupabaseContext): Promise<void> {
  let cache: SchemaCache | undefined;
  let loading: Promise<SchemaCache> | undefined;
  const schema = async (refresh = false): Promise<SchemaCache> => {
    if (cache && !(refresh && Date.now() - cache.loadedAt > 2000)) return cache;
    loading ??= loadSchema(ctx.db).finally(() => {
      loading = undefined;
    });
    cache = await loading;
    return cache;
  };
  const table = async (name: string): Promise<Table> => {
    let t = (await schema()).tables.get(name);
    if (!t) t = (await schema(true)).tables.get(name);
    if (!t) throw notFoundTable(name);
    return t;
  };

  const read = async (req: FastifyRequest, reply: FastifyReply, name: string, head: boolean) => {
    checkProfile(req);
    const id = identity(ctx, req);
    const t = await table(name);
    const c = await schema();
    const q = parseQuery(rawParams(req));
    const p = prefs(req);
    const single = wantsSingle(req);
    const sql = new Sql();
    const a = sql.alias();
    const inner: string[] = [];
    const proj = projection(sql, c, t, a, q.select, inner);
    const where = whereSql(sql, t, a, q.filters, inner);
    const order = orderSql(t, a, q);
    const limit = q.limit !== undefined ? `limit ${q.limit}` : '';
    const offset = q.offset ? `offset ${q.offset}` : '';
    const text = `select coalesce(json_agg(_s.j), '[]'::json)::text as body, count(*)::int as n,
        ${single ? `case when count(*) = 1 then (json_agg(_s.j) -> 0)::text end` : 'null::text'} as one
      from (select ${proj} as j from public.${q_ident(t.name)} as ${q_ident(a)} ${where} ${order} ${limit} ${offset}) _s`;
    const res = await asRole(ctx, id, async (db) => {
      const [r] = await db.query<{ body: string; n: number; one: string | null }>(text, sql.params);
      let total: number | undefined;
      if (p.count) {
        // the !inner conditions carry no parameters; build them with a throw-away parameter list
        const tmp = new Sql();
        tmp.alias();
        const ci: string[] = [];
        projection(tmp, c, t, a, q.select, ci);
        const cs = new Sql();
        const cw = whereSql(cs, t, a, q.filters, ci);
        const [cr] = await db.query<{ c: number }>(`select count(*)::int as c from public.${q_ident(t.name)} as ${q_ident(a)} ${cw}`, cs.params);
        total = cr!.c;
      }
      return { ...r!, total };
    });
    const from = q.offset ?? 0;
    const range = res.n > 0 ? `${from}-${from + res.n - 1}/${res.total ?? '*'}` : `*/${res.total ?? '*'}`;
    reply.header('content-range', range);
    if (single && res.n !== 1) throw singleError(res.n);
    const partial = res.total !== undefined && res.n < res.total && !single;
    reply.status(partial ? 206 : 200);
    reply.type(single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8');
    return head ? reply.send() : reply.send(single ? res.one : res.body);
  };

  /** Rows written (+ representation) → the reply. */
  const writeReply = (reply: FastifyReply, p: Prefs, single: boolean, created: boolean, out: { body: string; n: number; one: string | null } | null) => {
    if (p.ret === 'representation' && out) {
      reply.header('content-range', out.n > 0 ? `0-${out.n - 1}/*` : '*/*');
      reply.status(created ? 201 : 200);
      reply.type(single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8');
      return reply.send(single ? out.one : out.body);
    }
    reply.header('content-range', '*/*');
    return reply.status(created ? 201 : 204).send();
  };

  const representation = (sql: Sql, c: SchemaCache, t: Table, q: ParsedQuery) => {
    const a = sql.alias();
    const proj = projection(sql, c, t, a, q.select, []);
    return (cte: string) => `select coalesce(json_agg(${proj}), '[]'::json)::text as body, count(*)::int as n,
        case when count(*) = 1 then (json_agg(${proj}) -> 0)::text end as one from ${cte} as ${q_ident(a)}`;
  };

  const insert = async (req: FastifyRequest, reply: FastifyReply, name: string) => {
    checkProfile(req);
    const id = identity(ctx, req);
    const t = await table(name);
    const c = await schema();
    const q = parseQuery(rawParams(req));
    if (q.filters.length) throw new RestError(400, 'PGRST100', 'Filters are not allowed on insert');
    const p = prefs(req);
    const single = wantsSingle(req);
    const body = parseBody(req);
    const rows = Array.isArray(body) ? body : body !== undefined ? [body] : null;
    if (!rows || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    guardPublicWrite(ctx, req, id, t, rows.length);
    const objs = rows as Record<string, unknown>[];
    const cols = q.columns ?? [...new Set(objs.flatMap((o) => Object.keys(o)))];
    for (const k of cols) {
      if (!t.columns.has(k)) throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${t.name}' in the schema cache`);
    }
    let conflict = '';
    if (p.resolution) {
      const target = q.onConflict ?? t.pk;
      if (!target.length) throw new RestError(400, 'PGRST100', 'on_conflict is required: the table has no primary key');
      for (const k of target) column(t, k);
      const sets = cols.filter((k) => !target.includes(k)).map((k) => `${q_ident(k)} = excluded.${q_ident(k)}`);
      conflict = p.resolution === 'ignore' || sets.length === 0
        ? `on conflict (${target.map(q_ident).join(', ')}) do nothing`
        : `on conflict (${target.map(q_ident).join(', ')}) do update set ${sets.join(', ')}`;
    }
    // rows that lack some columns take the column default with Prefer: missing=default (one statement per key set)
    const groups: { cols: string[]; rows: Record<string, unknown>[] }[] = [];
    if (p.missingDefault) {
      const byKey = new Map<string, { cols: string[]; rows: Record<string, unknown>[] }>();
      for (const o of objs) {
        const own = cols.filter((k) => k in o);
        const key = own.join(',');
        let g = byKey.get(key);
        if (!g) byKey.set(key, (g = { cols: own, rows: [] }));
        g.rows.push(o);
      }
      groups.push(...byKey.values());
    } else if (objs.length) groups.push({ cols, rows: objs });

    const out = await asRole(ctx, id, async (db) => {
      const parts: { body: string; n: number; one: string | null }[] = [];
      for (const g of groups) {
        const sql = new Sql();
        const payload = sql.p(JSON.stringify(g.rows));
        const target = `public.${q_ident(t.name)}`;
        const ins = g.cols.length
          ? `insert into ${target} (${g.cols.map(q_ident).join(', ')})
               select ${g.cols.map(q_ident).join(', ')} from json_populate_recordset(null::${target}, ${payload}::json) ${conflict}`
          : null;
        if (p.ret === 'representation') {
          const rep = representation(sql, c, t, q);
          if (ins) {
            const [r] = await db.query<{ body: string; n: number; one: string | null }>(`with _w as (${ins} returning *) ${rep('_w')}`, sql.params);
            parts.push(r!);
          } else {
            for (let i = 0; i < g.rows.length; i++) {
              const s2 = new Sql();
              const rep2 = representation(s2, c, t, q);
              const [r] = await db.query<{ body: string; n: number; one: string | null }>(`with _w as (insert into ${target} default values returning *) ${rep2('_w')}`, s2.params);
              parts.push(r!);
            }
          }
        } else if (ins) {
          await db.query(ins, sql.params);
        } else {
          for (let i = 0; i < g.rows.length; i++) await db.query(`insert into ${target} default values`);
        }
      }
      if (p.ret !== 'representation') return null;
      const all = parts.flatMap((r) => JSON.parse(r.body) as unknown[]);
      const merged = { body: JSON.stringify(all), n: all.length, one: all.length === 1 ? JSON.stringify(all[0]) : null };
      if (single && merged.n !== 1) throw singleError(merged.n); // rolls the insert back, as PostgREST does
      return merged;
    });
    return writeReply(reply, p, single, true, out);
  };

  const updateOrDelete = async (req: FastifyRequest, reply: FastifyReply, name: string, kind: 'update' | 'delete') => {
    checkProfile(req);
    const id = identity(ctx, req);
    const t = await table(name);
    const c = await schema();
    const q = parseQuery(rawParams(req));
    const p = prefs(req);
    const single = wantsSingle(req);
    if (q.limit !== undefined || q.offset !== undefined) throw new RestError(400, 'PGRST100', `limit/offset are not supported on ${kind}`);
    guardPublicWrite(ctx, req, id, null, null);
    if (!q.filters.length) {
      // as Supabase (pg-safeupdate): no accidental whole-table writes
      throw new RestError(400, '21000', `${kind.toUpperCase()} requires a WHERE clause`);
    }
    const sql = new Sql();
    const a = sql.alias();
    const target = `public.${q_ident(t.name)}`;
    let stmt: string;
    if (kind === 'update') {
      const body = parseBody(req);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      const cols = Object.keys(body);
      for (const k of cols) {
        if (!t.columns.has(k)) throw new RestError(400, 'PGRST204', `Could not find the '${k}' column of '${t.name}' in the schema cache`);
      }
      if (!cols.length) return writeReply(reply, p, single, false, p.ret === 'representation' ? { body: '[]', n: 0, one: null } : null);
      const payload = sql.p(JSON.stringify(body));
      const where = whereSql(sql, t, a, q.filters);
      stmt = `update ${target} as ${q_ident(a)} set ${cols.map((k) => `${q_ident(k)} = _r.${q_ident(k)}`).join(', ')}
                from json_populate_record(null::${target}, ${payload}::json) as _r ${where}`;
    } else {
      stmt = `delete from ${target} as ${q_ident(a)} ${whereSql(sql, t, a, q.filters)}`;
    }
    const out = await asRole(ctx, id, async (db) => {
      if (p.ret !== 'representation') {
        await db.query(stmt, sql.params);
        return null;
      }
      const rep = representation(sql, c, t, q);
      const [r] = await db.query<{ body: string; n: number; one: string | null }>(`with _w as (${stmt} returning ${q_ident(a)}.*) ${rep('_w')}`, sql.params);
      if (single && r!.n !== 1) throw singleError(r!.n);
      return r!;
    });
    return writeReply(reply, p, single, false, out);
  };

  const rpc = async (req: FastifyRequest, reply: FastifyReply, name: string) => {
    checkProfile(req);
    const id = identity(ctx, req);
    const body = parseBody(req) ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || body === null) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    guardPublicWrite(ctx, req, id, null, null);
    const args = body as Record<string, unknown>;
    const keys = Object.keys(args);
    let cands = (await schema()).fns.get(name);
    if (!cands) cands = (await schema(true)).fns.get(name);
    const fn = cands?.find((f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.slice(0, f.required).every((a) => keys.includes(a.name)));
    if (!fn) {
      throw new RestError(404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`, null,
        'Perhaps you meant to call a function with other arguments');
    }
    const sql = new Sql();
    const argSql = fn.args
      .filter((a) => keys.includes(a.name))
      .map((a) => {
        const v = args[a.name];
        const text = v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);
        return `${q_ident(a.name)} := ${sql.p(text)}::${a.type}`;
      })
      .join(', ');
    const call = `public.${q_ident(fn.name)}(${argSql})`;
    const text = fn.retset || fn.composite
      ? `select coalesce(json_agg(_f), '[]'::json)::text as body, count(*)::int as n from ${call} as _f`
      : `select to_json(${call})::text as body, 1 as n`;
    const out = await asRole(ctx, id, async (db) => {
      const r = (await db.query<{ body: string | null; n: number }>(text, sql.params))[0]!;
      if (fn.retset && wantsSingle(req) && r.n !== 1) throw singleError(r.n); // rolls the call back
      return r;
    });
    if (fn.void) return reply.status(204).send();
    reply.type('application/json; charset=utf-8');
    if (fn.composite && !fn.retset) {
      const arr = JSON.parse(out.body ?? '[]') as unknown[];
      return reply.send(JSON.stringify(arr[0] ?? null));
    }
    if (fn.retset && wantsSingle(req)) {
      // .single() on a set-returning function: exactly one row (checked above), as an object
      const arr = JSON.parse(out.body ?? '[]') as unknown[];
      reply.type('application/vnd.pgrst.object+json; charset=utf-8');
      return reply.send(JSON.stringify(arr[0]));
    }
    return reply.send(out.body ?? 'null');
  };

  app.post('/rpc/:fn', async (req, reply) => rpc(req, reply, (req.params as { fn: string }).fn));
  app.route({
    method: ['GET', 'HEAD'],
    url: '/rpc/:fn',
    exposeHeadRoute: false,
    handler: async () => {
      throw new RestError(405, 'PGRST101', 'Only POST is supported for functions here');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:table',
    exposeHeadRoute: false,
    handler: async (req, reply) => read(req, reply, (req.params as { table: string }).table, req.method === 'HEAD'),
  });
  app.post('/:table', async (req, reply) => insert(req, reply, (req.params as { table: string }).table));
  app.patch('/:table', async (req, reply) => updateOrDelete(req, reply, (req.params as { table: string }).table, 'update'));
  app.delete('/:table', async (req, reply) => updateOrDelete(req, reply, (req.params as { table: string }).table, 'delete'));
}
