/** The db layer returns the same JavaScript values from both drivers (PGlite by default, PostgreSQL with DATABASE_URL). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './index.ts';

const JSON_SQL = `select '{"a": 1, "b": [true, null]}'::jsonb as jb, '[1, "x"]'::json as j, '"text"'::jsonb as s,
  null::jsonb as n, $1::jsonb as param, jsonb_build_object('k', 'v') as built, 42::int8 as big`;

describe('openDb: json, jsonb and int8 values', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
  });
  afterAll(async () => {
    await db.close();
  });

  const expected = {
    jb: { a: 1, b: [true, null] },
    j: [1, 'x'],
    s: 'text',
    n: null,
    param: { meta: { first_name: 'Anna' } },
    built: { k: 'v' },
    big: 42,
  };

  it('when a query returns json and jsonb, then they arrive parsed (objects, arrays, a JSON string as a string)', async () => {
    const [row] = await db.query(JSON_SQL, [JSON.stringify({ meta: { first_name: 'Anna' } })]);
    expect(row).toEqual(expected);
  });

  it('when the same query runs inside a transaction, then the values are the same', async () => {
    const rows = await db.tx((q) => q.query(JSON_SQL, [JSON.stringify({ meta: { first_name: 'Anna' } })]));
    expect(rows[0]).toEqual(expected);
    const withSettings = await db.txWithSettings({ 'request.jwt.claims': '{}' }, (q) =>
      q.query(JSON_SQL, [JSON.stringify({ meta: { first_name: 'Anna' } })]),
    );
    expect(withSettings[0]).toEqual(expected);
  });
});

describe('openDb: the embedded PGlite', () => {
  it('when PGlite opens a data folder, then it runs with 16 MB of shared buffers (its memory is the process RSS) and leaves postgresql.conf as it was', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lz-pglite-'));
    try {
      const db = await openDb({ dataDir: path.join(dir, 'data') });
      const conf = readFileSync(path.join(dir, 'data', 'postgresql.conf'), 'utf8');
      expect(await db.query<{ shared_buffers: string }>('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      await db.close();
      // opened again: the same setting, the file untouched (the setting is a start option, not written into the folder)
      const again = await openDb({ dataDir: path.join(dir, 'data') });
      expect(await again.query<{ shared_buffers: string }>('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      await again.close();
      expect(readFileSync(path.join(dir, 'data', 'postgresql.conf'), 'utf8')).toBe(conf);
      expect(conf).not.toMatch(/^shared_buffers\s*=\s*16MB/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
