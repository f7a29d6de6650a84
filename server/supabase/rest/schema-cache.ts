/**
 * The schema cache: what of schema `public` the API roles may use — tables with their columns, primary keys and
 * whether they are public forms, single-column foreign keys for embedding, and functions callable by named
 * arguments. Loaded once from the catalog, reloaded (at most every 2 s) when a request names something unknown.
 */
import type { Queryable } from '../../db/index.ts';
import { RestError } from '../context.ts';

export interface Column { name: string; type: string }
/** publicForm: anyone (the anon role) may insert, e.g. the courier application: one row per request, rate-limited */
export interface Table { name: string; columns: Map<string, Column>; pk: string[]; publicForm: boolean }
/** foreign key `from.fromCol → to.toCol` (single-column keys) */
export interface Rel { from: string; fromCol: string; to: string; toCol: string; name: string }
export interface Fn {
  name: string;
  args: { name: string; type: string }[];
  required: number;
  retset: boolean;
  composite: boolean;
  void: boolean;
  /** the result's columns when it is a row type (a table's, a composite type's, or RETURNS TABLE's) */
  columns?: Map<string, Column>;
  /** the table whose row type it returns (its relationships then serve embedding on the result) */
  table?: string;
}
export interface SchemaCache { tables: Map<string, Table>; rels: Rel[]; fns: Map<string, Fn[]>; loadedAt: number }

/** A reload for an unknown name happens at most this often. */
const RELOAD_AFTER_MS = 2000;

export async function loadSchema(db: Queryable): Promise<SchemaCache> {
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
  const rels: Rel[] = fks
    .filter((r) => tables.has(r.from_table) && tables.has(r.to_table))
    .map((r) => ({ from: r.from_table, fromCol: r.from_col, to: r.to_table, toCol: r.to_col, name: r.name }));
  rels.push(...viewRels(tables, rels, await db.query<{ view_name: string; table_name: string; column_name: string }>(
    `select view_name::text, table_name::text, column_name::text from information_schema.view_column_usage
      where view_schema = 'public' and table_schema = 'public'`,
  )));
  const fnRows = await db.query<{
    name: string; retset: boolean; typtype: string; rettype: string; argnames: string[] | null; argmodes: string[] | null; argtypes: string[];
    allargtypes: string[] | null; ndefaults: number; reltable: string | null; relcols: { name: string; type: string }[] | null;
  }>(
    `select p.proname as name, p.proretset as retset, t.typtype::text as typtype, format_type(p.prorettype, null) as rettype,
            p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(x, null) from unnest(p.proargtypes::oid[]) with ordinality u(x, i) order by i) as argtypes,
            case when p.proallargtypes is null then null
                 else array(select format_type(x, null) from unnest(p.proallargtypes) with ordinality u(x, i) order by i) end as allargtypes,
            p.pronargdefaults::int as ndefaults,
            (select rc.relname::text from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
              where rc.oid = t.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'p', 'm')) as reltable,
            (select json_agg(json_build_object('name', ra.attname, 'type', format_type(ra.atttypid, ra.atttypmod)) order by ra.attnum)
               from pg_attribute ra where ra.attrelid = t.typrelid and ra.attnum > 0 and not ra.attisdropped) as relcols
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
      args: r.argtypes.map((type, i) => ({ name: inNames[i] ?? '', type })),
      required: r.argtypes.length - r.ndefaults,
      retset: r.retset,
      composite: r.typtype === 'c',
      void: r.rettype === 'void',
    };
    // RETURNS TABLE (…): its columns are the 't' arguments
    const tableCols = modes && r.allargtypes ? names.flatMap((n, i) => (modes[i] === 't' ? [{ name: n, type: r.allargtypes?.[i] ?? 'text' }] : [])) : [];
    const cols = r.typtype === 'c' ? r.relcols ?? [] : tableCols;
    if (cols.length) fn.columns = new Map(cols.map((c) => [c.name, c]));
    if (r.reltable && tables.has(r.reltable)) fn.table = r.reltable;
    const list = fns.get(r.name) ?? [];
    list.push(fn);
    fns.set(r.name, list);
  }
  return { tables, rels, fns, loadedAt: Date.now() };
}

/**
 * Relationships of views, from their base table's foreign keys: for a view over exactly one table, a view column named
 * like a base column it uses is that column (views that join or rename are not followed).
 */
function viewRels(tables: ReadonlyMap<string, Table>, rels: readonly Rel[], usage: { view_name: string; table_name: string; column_name: string }[]): Rel[] {
  const byView = new Map<string, { bases: Set<string>; cols: Set<string> }>();
  for (const u of usage) {
    let v = byView.get(u.view_name);
    if (!v) byView.set(u.view_name, (v = { bases: new Set(), cols: new Set() }));
    v.bases.add(u.table_name);
    v.cols.add(u.column_name);
  }
  const out: Rel[] = [];
  for (const [name, v] of byView) {
    const view = tables.get(name);
    const [base, ...others] = v.bases;
    if (!view || !base || others.length) continue;
    const mapped = (c: string) => v.cols.has(c) && view.columns.has(c);
    for (const r of rels) {
      if (r.from === base && mapped(r.fromCol)) out.push({ ...r, from: name });
      if (r.to === base && mapped(r.toCol)) out.push({ ...r, to: name });
    }
  }
  return out;
}

/** The cache of one app instance. */
export class SchemaStore {
  private cache: SchemaCache | undefined;
  private loading: Promise<SchemaCache> | undefined;

  constructor(private readonly db: Queryable) {}

  /** The cached schema; with `refresh`, reloaded first when the cache is older than RELOAD_AFTER_MS. */
  async get(refresh = false): Promise<SchemaCache> {
    if (this.cache && !(refresh && Date.now() - this.cache.loadedAt > RELOAD_AFTER_MS)) return this.cache;
    this.loading ??= loadSchema(this.db).finally(() => {
      this.loading = undefined;
    });
    this.cache = await this.loading;
    return this.cache;
  }

  /** A table by name (reloading once when unknown), or 404 PGRST205. */
  async table(name: string): Promise<Table> {
    const t = (await this.get()).tables.get(name) ?? (await this.get(true)).tables.get(name);
    if (!t) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    return t;
  }

  /** The overloads of a function by name (reloading once when unknown). */
  async functions(name: string): Promise<Fn[] | undefined> {
    return (await this.get()).fns.get(name) ?? (await this.get(true)).fns.get(name);
  }
}
