/**
 * The schema cache: what of schema `public` the API roles may use — tables with their columns, primary keys and
 * whether they are public forms, single-column foreign keys for embedding, and functions callable by named
 * arguments. Loaded once from the catalog, reloaded (at most every 2 s) when a request names something unknown.
 */
import type { Queryable } from '../../db/index.ts';
import { RestError } from '../context.ts';
import { apiTableColumns, primaryKeyColumns, publicFormTables, publicFunctions, singleColumnForeignKeys, viewColumnUsage } from './repositories/schema-catalog.ts';

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
  const cols = await apiTableColumns(db);
  const tables = new Map<string, Table>();
  for (const r of cols) {
    let t = tables.get(r.table_name);
    if (!t) tables.set(r.table_name, (t = { name: r.table_name, columns: new Map(), pk: [], publicForm: false }));
    t.columns.set(r.column_name, { name: r.column_name, type: r.type });
  }
  // public forms: tables whose row-level security lets the anon role insert (every table is granted to anon, as on
  // Supabase, so the policies, not the grants, tell)
  const forms = await publicFormTables(db);
  for (const r of forms) {
    const t = tables.get(r.table_name);
    if (t) t.publicForm = true;
  }
  const pks = await primaryKeyColumns(db);
  for (const r of pks) tables.get(r.table_name)?.pk.push(r.column_name);
  const fks = await singleColumnForeignKeys(db);
  const rels: Rel[] = fks
    .filter((r) => tables.has(r.from_table) && tables.has(r.to_table))
    .map((r) => ({ from: r.from_table, fromCol: r.from_col, to: r.to_table, toCol: r.to_col, name: r.name }));
  rels.push(...viewRels(tables, rels, await viewColumnUsage(db)));
  const fnRows = await publicFunctions(db);
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
