import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, setConfigSql, type Db } from '../db/index.ts';

describe('Db.txWithSettings (RLS settings of a REST request)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
  });
  afterAll(async () => {
    await db.close();
  });

  it('when the claims contain quotes and backslashes, then the setting reads back byte for byte inside the transaction', async () => {
    const claims = JSON.stringify({ sub: 'u1', email: "o'brien\\x@example.com", note: "'; drop table x; --" });
    const seen = await db.txWithSettings({ 'request.jwt.claims': claims }, (q) =>
      q.query<{ c: string }>(`select current_setting('request.jwt.claims') as c`),
    );
    expect(seen[0]?.c).toBe(claims);
  });

  it('when the transaction has ended, then the setting is gone (transaction-local, never session-level)', async () => {
    await db.txWithSettings({ 'request.jwt.claims': '{"sub":"u2"}' }, () => Promise.resolve(undefined));
    const after = await db.query<{ c: string | null }>(`select current_setting('request.jwt.claims', true) as c`);
    expect(after[0]?.c ?? '').toBe('');
  });

  it('when fn throws, then the transaction rolls back and the error reaches the caller', async () => {
    await expect(db.txWithSettings({ 'request.jwt.claims': '{}' }, (q) => q.query('select 1/0'))).rejects.toThrow(/division by zero/);
    const after = await db.query<{ c: string | null }>(`select current_setting('request.jwt.claims', true) as c`);
    expect(after[0]?.c ?? '').toBe('');
  });

  it('when a setting name is not a plain identifier path, then it is refused before any SQL is built', () => {
    expect(() => setConfigSql({ "role'; drop table x; --": 'anon' })).toThrow(/Invalid setting name/);
  });
});
