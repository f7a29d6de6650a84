/**
 * Applies the numbered SQL files of server/db/migrations in order, once each, recording them in
 * public.schema_migrations. Files named `*.local.sql` are local-only shims (roles, auth schema) that a real
 * Supabase project already provides; they are skipped when `skipLocalShims` is set.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './index.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrate(db: Db, opts: { skipLocalShims?: boolean } = {}): Promise<string[]> {
  await db.exec(`create table if not exists public.schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  // Serialise concurrent starters (several server nodes on one PostgreSQL).
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    if (db.kind === 'postgres') await q.query('select pg_advisory_xact_lock(4242001)');
    const done = new Set((await q.query<{ name: string }>('select name from public.schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      if (opts.skipLocalShims && file.endsWith('.local.sql')) continue;
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await q.exec(sql);
      await q.query('insert into public.schema_migrations(name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

