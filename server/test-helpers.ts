/**
 * Test databases: an in-memory PGlite by default, or — when DATABASE_URL is set (CI runs the server suite a second
 * time against a real PostgreSQL) — a fresh database created for this test file and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from './db/index.ts';
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';

export interface TestDb {
  db: Db;
  /** connection string of the fresh database (PostgreSQL mode only) */
  url?: string;
  close(): Promise<void>;
}

/**
 * Every test database starts from the migrated template that server/test-global-setup.ts made once for the run:
 * PGlite loads its dump (about 1 s instead of 5 s for a fresh cluster plus the migrations), PostgreSQL copies the
 * template database instead of running the migrations again.
 */
let pgliteTemplate: Promise<Blob> | null = null;
function pgliteDump(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('migratedTemplate')).then((b) => new Blob([b]));
  return pgliteTemplate;
}

export async function createTestDb(): Promise<TestDb> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const db = await openDb({ dataDir: 'memory://', loadDataDir: await pgliteDump() });
    return { db, close: () => db.close() };
  }
  const name = `lz_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDb({ databaseUrl: base, poolSize: 1 });
  await admin.query(`create database ${name} template ${inject('migratedTemplate')}`);
  await admin.close();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await openDb({ databaseUrl: url, poolSize: 8 });
  return {
    db,
    url,
    async close() {
      await db.close();
      const a = await openDb({ databaseUrl: base, poolSize: 1 });
      await a.query(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

/** Test configuration: quiet logs, demo kitchen and the order expiry job off unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DEMO_KITCHEN: '0', DEMO_SEED: '0', ORDER_EXPIRY_INTERVAL_MS: '0', DIST_DIR: './dist', ...overrides });
}

/** Builds the whole app in-process on a fresh test database. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<{ app: FastifyInstance; tdb: TestDb; config: Config; close(): Promise<void> }> {
  const tdb = await createTestDb();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: tdb.db });
  await app.ready();
  return {
    app,
    tdb,
    config,
    async close() {
      await app.close();
      await tdb.close();
    },
  };
}
