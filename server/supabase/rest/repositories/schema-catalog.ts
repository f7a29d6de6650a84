/**
 * The schema cache's catalog queries (pg_catalog, information_schema): raw rows, put together by schema-cache.ts.
 */
import type { Queryable } from '../../../db/index.ts';

export type CatalogColumn = { table_name: string; column_name: string; type: string };

/** Tables (and views) of schema public that the API roles may touch at all (privileges), with their columns in order. */
export const apiTableColumns = (db: Queryable): Promise<CatalogColumn[]> =>
  db.query<CatalogColumn>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'p', 'm')
        and (has_table_privilege('anon', c.oid, 'select,insert,update,delete')
          or has_table_privilege('authenticated', c.oid, 'select,insert,update,delete'))
      order by c.relname, a.attnum`,
  );

export type CatalogTable = { table_name: string };

/** Public forms: tables whose row-level security lets the anon role insert (every table is granted to anon, as on Supabase, so the policies, not the grants, tell). */
export const publicFormTables = (db: Queryable): Promise<CatalogTable[]> =>
  db.query<CatalogTable>(
    `select distinct tablename as table_name from pg_policies
      where schemaname = 'public' and cmd in ('INSERT', 'ALL') and roles && array['anon', 'public']::name[]`,
  );

export type CatalogPrimaryKey = { table_name: string; column_name: string };

/** The primary-key columns of schema public's tables. */
export const primaryKeyColumns = (db: Queryable): Promise<CatalogPrimaryKey[]> =>
  db.query<CatalogPrimaryKey>(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary`,
  );

export type CatalogForeignKey = { name: string; from_table: string; from_col: string; to_table: string; to_col: string };

/** Single-column foreign keys between tables of schema public. */
export const singleColumnForeignKeys = (db: Queryable): Promise<CatalogForeignKey[]> =>
  db.query<CatalogForeignKey>(
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

export type CatalogViewUsage = { view_name: string; table_name: string; column_name: string };

/** Which base-table columns the views of schema public use. */
export const viewColumnUsage = (db: Queryable): Promise<CatalogViewUsage[]> =>
  db.query<CatalogViewUsage>(
    `select view_name::text, table_name::text, column_name::text from information_schema.view_column_usage
      where view_schema = 'public' and table_schema = 'public'`,
  );

export type CatalogFunction = { name: string; retset: boolean; typtype: string; rettype: string; argnames: string[] | null; argmodes: string[] | null; argtypes: string[]; allargtypes: string[] | null; ndefaults: number; reltable: string | null; relcols: { name: string; type: string }[] | null; };

/** The plain functions of schema public (no trigger, event-trigger or internal ones), with arguments and result type. */
export const publicFunctions = (db: Queryable): Promise<CatalogFunction[]> =>
  db.query<CatalogFunction>(
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
