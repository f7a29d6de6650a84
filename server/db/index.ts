/**
 * One small database interface over two drivers: embedded PGlite (default, a data folder) and node-postgres
 * (DATABASE_URL). Repositories take a `Queryable` so they run the same inside or outside a transaction.
 * PGlite has a single connection: never call the outer handle inside `tx()` — pass the transaction handle down.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a multi-statement SQL script (migrations, seeding). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
}

export async function openDb(opts: OpenOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PGlite = dataDir.startsWith('memory://')
    ? await PGlite.create()
    : await PGlite.create({ dataDir, relaxedDurability: false });
  const wrap = (h: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await h.query<T>(sql, params ? [...params] : undefined);
      return res.rows;
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
    close: () => db.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Db> {
  const pg = await import('pg');
  // int8 → number is safe for our ids/counters (< 2^53); numeric stays text and is cast in SQL where needed.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool: Pool = new pg.default.Pool({ connectionString: url, max });
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
  return {
    kind: 'postgres',
    query: outer.query,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: outer.exec,
    close: () => pool.end(),
  };
}
