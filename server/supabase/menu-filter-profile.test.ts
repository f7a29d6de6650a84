/**
 * The careful eaters' filter in the profile (issue 29, migration 0023: user_profiles.menu_filter), through the
 * unmodified supabase-js: the owner writes and reads it; user B and anonymous visitors neither read nor change it;
 * the column takes only a small JSON object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from './test-kit.ts';

let s: TestServer;
let a: { client: Client; id: string };
let b: { client: Client; id: string };
const FILTER = { without: ['G'], diet: 'vegan', mode: 'hide' };

const stored = async () =>
  (await s.db.query<{ f: unknown }>('select menu_filter as f from public.user_profiles where user_id = $1', [a.id]))[0]?.f;

beforeAll(async () => {
  s = await startServer();
  const ua = await s.signUpVerified({ first_name: 'Alice', last_name: 'A' });
  const ub = await s.signUpVerified({ first_name: 'Bob', last_name: 'B' });
  a = { client: ua.client, id: ua.user.id };
  b = { client: ub.client, id: ub.user.id };
});
afterAll(async () => {
  await s.close();
});

describe('user_profiles.menu_filter', () => {
  it('when the owner saves the filter, then it is stored and read back', async () => {
    const w = await a.client.from('user_profiles').update({ menu_filter: FILTER }).eq('user_id', a.id).select('menu_filter');
    expect(w.error).toBeNull();
    expect(w.data).toEqual([{ menu_filter: FILTER }]);
    const r = await a.client.from('user_profiles').select('menu_filter').eq('user_id', a.id).single();
    expect(r.data?.menu_filter).toEqual(FILTER);
  });

  it('when B or an anonymous visitor reads or changes A\'s filter, then nothing is seen and nothing changes', async () => {
    const read = await b.client.from('user_profiles').select('menu_filter').eq('user_id', a.id);
    expect(read.data).toEqual([]);
    const change = await b.client.from('user_profiles').update({ menu_filter: { without: [], diet: 'all', mode: 'mark' } }).eq('user_id', a.id).select('id');
    expect(change.data ?? []).toEqual([]);
    const anon = s.client();
    expect((await anon.from('user_profiles').select('menu_filter')).data ?? []).toEqual([]);
    await anon.from('user_profiles').update({ menu_filter: {} }).eq('user_id', a.id);
    expect(await stored()).toEqual(FILTER);
  });

  it('when the value is not an object or is too big, then the database refuses it', async () => {
    const list = await a.client.from('user_profiles').update({ menu_filter: ['G'] }).eq('user_id', a.id).select('id');
    expect(list.error?.code).toBe('23514');
    const big = await a.client.from('user_profiles').update({ menu_filter: { pad: 'x'.repeat(2000) } }).eq('user_id', a.id).select('id');
    expect(big.error?.code).toBe('23514');
    expect(await stored()).toEqual(FILTER);
  });
});
