/**
 * One small database interface over two drivers: embedded PGlite (default, a data folder) and node-postgres
 * (DATABASE_URL). Repositories take a `Queryable` so they run the same inside or outside a transaction.
 * PGlite has a single connection: never call the outer handle inside `tx()` — pass the transaction handle down.
 *
 * Values come back the same from both drivers: json and jsonb as parsed JavaScript values (objects, arrays, strings,
 * numbers, booleans, null) — callers never see the JSON text and never parse it again; int8 as a number.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { CustomTypesConfig, Pool, PoolClient } from 'pg';

export interface Queryable {
  query: <T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<T[]>;
  /** Runs a multi-statement SQL script (migrations, seeding). No parameters. */
  exec: (sql: string) => Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Like `tx`, with transaction-local settings (`set_config(name, value, true)`, e.g. `role` and
   * `request.jwt.claims` for row-level security) applied before fn runs — sent together with BEGIN where the
   * driver allows, so it costs no extra round trip. The settings end with the transaction (never session-level).
   */
  txWithSettings<T>(settings: Readonly<Record<string, string>>, fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball (for `loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
  /** An in-memory PGlite started from this dump instead of an empty cluster (tests: one migrated template). */
  loadDataDir?: Blob | undefined;
}

const INT8_OID = 20;
const JSON_OID = 114;
const JSONB_OID = 3802;
const parseJson = (text: string): unknown => JSON.parse(text);
/**
 * json and jsonb, parsed by the db layer for both drivers (set explicitly rather than trusting each driver's
 * defaults), so no caller ever needs a "may arrive as a string" fallback.
 */
const JSON_PARSERS: Readonly<Record<number, (text: string) => unknown>> = { [JSON_OID]: parseJson, [JSONB_OID]: parseJson };

const SETTING_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/;

/** A standard-conforming SQL string literal (standard_conforming_strings is on in PostgreSQL ≥ 9.1 and PGlite). */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('NUL character in a SQL literal');
  return `'${value.replace(/'/g, "''")}'`;
}

/** `select set_config('a', '1', true), …` with literal values: one simple-protocol statement, no parameters. */
export function setConfigSql(settings: Readonly<Record<string, string>>): string {
  const parts = Object.entries(settings).map(([k, v]) => {
    if (!SETTING_NAME.test(k)) throw new Error(`Invalid setting name "${k.slice(0, 60)}"`);
    return `set_config(${sqlLiteral(k)}, ${sqlLiteral(v)}, true)`;
  });
  return parts.length ? `select ${parts.join(', ')}` : '';
}

export async function openDb(opts: OpenOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? './data', opts.loadDataDir);
}

/**
 * PGlite converts some parameters in JavaScript (boolean, date, bytea) and throws a plain Error for a bad value, where
 * PostgreSQL answers SQLSTATE 22P02 (invalid_text_representation). Both drivers report it the same way.
 */
function asPgError(err: unknown): unknown {
  if (err instanceof Error && !('code' in err) && /^Invalid input for \w+ type$/.test(err.message)) {
    return Object.assign(new Error(`invalid input syntax for type ${err.message.split(' ')[3]}`), { code: '22P02' });
  }
  return err;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates the data folder itself but not its parents (e.g. LIEFERZONE_DATA_DIR=.tmp/e2e-data)
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const parsers = { ...JSON_PARSERS };
  // shared_buffers 16 MB instead of PostgreSQL's 128 MB: PGlite's buffers are the server process' own memory (RSS
  // 290 → 180 MB measured on the demo data; the data files stay in the OS's page cache). A start option, not
  // `postgresqlconf`, which would overwrite the data folder's postgresql.conf.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const db: PGlite = inMemory
    ? await PGlite.create({ parsers, startParams, ...(loadDataDir ? { loadDataDir } : {}) })
    : await PGlite.create({ dataDir, relaxedDurability: false, parsers, startParams });
  const wrap = (h: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      try {
        const res = await h.query<T>(sql, params ? [...params] : undefined);
        return res.rows;
      } catch (err) {
        throw asPgError(err);
      }
    },
    async exec(sql: string) {
      await h.exec(sql);
    },
  });
  const outer = wrap(db);
  return {
    kind: 'pglite',
    query: outer.query,
    exec: outer.exec,
    tx: (fn) => db.transaction((t) => fn(wrap(t))),
    txWithSettings: (settings, fn) =>
      db.transaction(async (t) => {
        const sql = setConfigSql(settings);
        // simple protocol: no parse/describe/bind round trips through the wasm module for the settings
        if (sql) await t.exec(sql);
        return fn(wrap(t));
      }),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Db> {
  const pg = await import('pg');
  const builtin = pg.default.types;
  // int8 → number is safe for our ids/counters (< 2^53); numeric stays text and is cast in SQL where needed
  const ours: Readonly<Record<number, (text: string) => unknown>> = { ...JSON_PARSERS, [INT8_OID]: Number };
  // this pool's own parsers (no process-wide setTypeParser): ours for text results, the driver's for the rest
  const driverParser = builtin.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown;
  const types: CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
      ((format ?? 'text') === 'text' ? ours[oid] : undefined) ?? driverParser(oid, format)) as typeof builtin.getTypeParser,
  };
  const pool: Pool = new pg.default.Pool({ connectionString: url, max, types });
  // an idle client whose connection drops (server restart, dropped test database) must not crash the process
  pool.on('error', () => undefined);
  const wrap = (h: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await h.query(sql, params ? [...params] : undefined);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await h.query(sql);
    },
  });
  const outer = wrap(pool);
  const run = async <T>(begin: string, fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // BEGIN and any set_config travel in one simple-protocol message: one round trip
      await client.query(begin);
      const out = await fn(wrap(client));
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    query: outer.query,
    tx: (fn) => run('BEGIN', fn),
    txWithSettings: (settings, fn) => {
      const sql = setConfigSql(settings);
      return run(sql ? `BEGIN; ${sql}` : 'BEGIN', fn);
    },
    exec: outer.exec,
    close: () => pool.end(),
  };
}
