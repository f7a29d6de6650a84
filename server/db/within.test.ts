/** within(db, q): a use case that takes a Db runs inside the caller's transaction (PGlite; PostgreSQL with DATABASE_URL). */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './index.ts';
import { within } from './within.ts';

/** A use case written against Db that opens its own transaction. */
const addNote = (db: Db, table: string, note: string) => db.tx((q) => q.query(`insert into ${table} (note) values ($1)`, [note]));

describe('within: a transaction handle as a Db', () => {
  let db: Db;
  const table = `within_test_${randomBytes(6).toString('hex')}`;
  const notes = async () => (await db.query<{ note: string }>(`select note from ${table} order by note`)).map((r) => r.note);

  beforeAll(async () => {
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
    await db.exec(`create table ${table} (note text not null)`);
  });
  afterAll(async () => {
    await db.exec(`drop table if exists ${table}`);
    await db.close();
  });

  it('when the outer transaction throws after a write through within, then the write is rolled back with it', async () => {
    await expect(
      db.tx(async (q) => {
        await addNote(within(db, q), table, 'lost');
        const seen = await within(db, q).query<{ note: string }>(`select note from ${table}`);
        expect(seen.map((r) => r.note)).toEqual(['lost']);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await notes()).toEqual([]);
  });

  it('when the outer transaction commits, then the write through within is kept once', async () => {
    await db.tx(async (q) => {
      await addNote(within(db, q), table, 'kept');
    });
    expect(await notes()).toEqual(['kept']);
  });

  it('when transaction settings are asked for through within, then it refuses and runs nothing', async () => {
    let ran = false;
    await db.tx(async (q) => {
      await expect(
        within(db, q).txWithSettings({ 'request.jwt.claims': '{}' }, () => {
          ran = true;
          return Promise.resolve();
        }),
      ).rejects.toThrow('No transaction settings inside an enclosing transaction');
    });
    expect(ran).toBe(false);
  });
});
