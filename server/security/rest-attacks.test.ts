/**
 * Security review, finding 8 (anonymous bulk inserts) and the REST part of finding 12: each test performs the attack
 * against the whole app and shows it refused, with the database unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let apikey: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '5' });
  apikey = (await t.app.inject({ url: '/config.json' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
});
afterAll(async () => {
  await t.close();
});

const recommendation = (i: number) => ({ vendor_name: `Pizzeria ${i}`, category: 'restaurant', city: 'Wien' });
const count = async (table: string) => (await t.tdb.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]!.n;
const post = (path: string, payload: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/rest/v1/${path}`, headers: { apikey, 'content-type': 'application/json' }, payload, remoteAddress });

describe('finding 8: anonymous inserts into public-form tables', () => {
  it('when one anonymous request inserts 10,000 recommendations, then it is refused and nothing is stored', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => recommendation(i));
    const r = await post('vendor_recommendations', JSON.stringify(rows), '198.51.100.1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'PGRST102', message: 'Anonymous and public-form inserts take exactly one row per request' });
    expect(await count('vendor_recommendations')).toBe(0);
  });

  it('when an array of two rows is sent, then it is refused too; one row (as object or one-element array) is stored', async () => {
    expect((await post('vendor_recommendations', JSON.stringify([recommendation(1), recommendation(2)]), '198.51.100.2')).statusCode).toBe(400);
    expect((await post('vendor_recommendations', JSON.stringify(recommendation(3)), '198.51.100.2')).statusCode).toBe(201);
    expect((await post('vendor_recommendations', JSON.stringify([recommendation(4)]), '198.51.100.2')).statusCode).toBe(201);
    expect(await count('vendor_recommendations')).toBe(2);
  });

  it('when one client submits more than its budget, then 429 with retry-after and only the allowed rows are stored', async () => {
    const before = await count('vendor_recommendations');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post('vendor_recommendations', JSON.stringify(recommendation(100 + i)), '198.51.100.3')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = await post('vendor_recommendations', JSON.stringify(recommendation(200)), '198.51.100.3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await count('vendor_recommendations')).toBe(before + 5);
    // another client is not affected
    expect((await post('vendor_recommendations', JSON.stringify(recommendation(300)), '198.51.100.4')).statusCode).toBe(201);
  });

  it('when an anonymous body is larger than 32 KiB, then 413 and nothing is stored', async () => {
    const before = await count('vendor_recommendations');
    const big = { ...recommendation(400), description: 'x'.repeat(40 * 1024) };
    const r = await post('vendor_recommendations', JSON.stringify(big), '198.51.100.5');
    expect(r.statusCode).toBe(413);
    expect(await count('vendor_recommendations')).toBe(before);
  });
});

describe('finding 12 (REST): bad input answers 400', () => {
  it('when a filter value is not a boolean (is_default=eq.maybe), then 400 on PGlite and PostgreSQL alike', async () => {
    const r = await t.app.inject({ url: '/rest/v1/user_addresses?is_default=eq.maybe', headers: { apikey }, remoteAddress: '198.51.100.6' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: '22P02' });
  });

  it('when a REST insert carries JSON nested 5,000 levels deep, then 400 and nothing is stored', async () => {
    const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const before = await count('vendor_recommendations');
    const r = await post('vendor_recommendations', `${JSON.stringify(recommendation(500)).slice(0, -1)},"description":${deep}}`, '198.51.100.7');
    expect(r.statusCode).toBe(400);
    expect(r.json<{ message: string }>().message).toBe('The request body is nested deeper than 32 levels');
    expect(await count('vendor_recommendations')).toBe(before);
  });

  it('when a filter carries a NUL byte, then 400 naming the parameter', async () => {
    const r = await t.app.inject({ url: '/rest/v1/vendor_recommendations?city=eq.%00', headers: { apikey }, remoteAddress: '198.51.100.8' });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ message: string }>().message).toBe('Invalid query parameter: city contains a NUL character (\\u0000)');
  });
});
