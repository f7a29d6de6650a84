/**
 * Once per server test run (vitest globalSetup), not once per test file: the migrated database every test database
 * starts from. Each file used to build it again (vitest isolates the files' modules): on PGlite a fresh cluster and the
 * migrations took about 5 s per file (88 files, a third of the suite's time); on PostgreSQL each file ran the migrations.
 * - PGlite: the migrated cluster's dump, written to a temporary file; `createTestDb` loads it.
 * - PostgreSQL (DATABASE_URL): a migrated template database; `createTestDb` copies it (`create database … template`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated cluster's dump. PostgreSQL: name of the migrated template database. */
    migratedTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    if (!db.dumpDataDir) throw new Error('PGlite without dumpDataDir');
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    await db.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'lz-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, dump);
    project.provide('migratedTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `lz_template_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: base, poolSize: 1 });
  await admin.query(`create database ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: u.toString(), poolSize: 1 });
  await migrate(db);
  await db.close();
  project.provide('migratedTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  };
}
