import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { testConfig } from '../test-helpers.ts';
import { HOME_CITIES } from './home-cities.ts';
import { postalIndex } from './postal.ts';

interface Suggestion { postalCode: string; city: string; place: string; state: string; lat: number; lng: number; label: string }

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  app = await buildApp({ config: testConfig(), db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function search(q: string) {
  const res = await app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` });
  return { res, body: res.json<{ results: Suggestion[] }>() };
}

describe('GET /api/geo/search', () => {
  it('when a postal-code prefix is typed, then up to 5 codes starting with it are suggested, cacheable for a day', async () => {
    const { res, body } = await search('11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(body.results).toHaveLength(5);
    for (const r of body.results) expect(r.postalCode.startsWith('11')).toBe(true);
    expect(body.results[0]).toMatchObject({ postalCode: '1100', city: 'Wien', place: 'Favoriten', state: 'Wien', label: '1100 Wien, Favoriten' });
    expect(body.results[0]!.lat).toBeGreaterThan(48);
  });

  it('when a full postal code is typed, then exactly that code is suggested once', async () => {
    const { body } = await search('8010');
    expect(body.results.map((r) => r.postalCode)).toEqual(['8010']);
    expect(body.results[0]!.city).toBe('Graz');
  });

  it.each(['st. pölten', 'sankt pölten', 'st-polten', 'ST. PÖLTEN', 'St. Polten'])(
    'when "%s" is typed, then St. Pölten is the first suggestion',
    async (q) => {
      const { body } = await search(q);
      expect(body.results[0]).toMatchObject({ postalCode: '3100', city: 'St. Pölten' });
    },
  );

  it('when a place-name prefix is typed, then places starting with it are suggested, the city first', async () => {
    const { body } = await search('innsb');
    expect(body.results.map((r) => r.postalCode)).toEqual(['6020', '6080']);
    const linz = await search('Linz');
    expect(linz.body.results.slice(0, 3).map((r) => r.city)).toEqual(['Linz', 'Linz', 'Linz']);
    expect(linz.body.results.length).toBeLessThanOrEqual(5);
  });

  it('when a Vienna district or a village is typed, then its postal code is suggested', async () => {
    expect((await search('favoriten')).body.results[0]).toMatchObject({ postalCode: '1100', place: 'Favoriten' });
    expect((await search('hötting')).body.results[0]).toMatchObject({ postalCode: '6020', city: 'Innsbruck', place: 'Hötting' });
  });

  it('when nothing matches, then the result list is empty', async () => {
    const { res, body } = await search('xyzzy');
    expect(res.statusCode).toBe(200);
    expect(body.results).toEqual([]);
  });

  it('when q is shorter than 2 characters or missing, then 400 with an error body', async () => {
    for (const url of ['/api/geo/search?q=a', '/api/geo/search?q=%20%20', '/api/geo/search']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 400, message: 'Query parameter q must have at least 2 characters', status: 'INVALID_ARGUMENT' } });
    }
  });

  it('when q is absurdly long, then 400', async () => {
    const { res } = await search('a'.repeat(101));
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/geo/postal/{code}', () => {
  it('when a known code is asked, then its city, state, coordinates and places are answered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geo/postal/4400' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json<{ postalCode: string; city: string; state: string; lat: number; lng: number; places: string[] }>();
    expect(body).toMatchObject({ postalCode: '4400', city: 'Steyr', state: 'Oberösterreich' });
    expect(body.places[0]).toBe('Steyr');
    expect(body.places).toContain('Garsten');
    expect(body.lat).toBeCloseTo(48.04, 1);
  });

  it('when a Vienna code is asked, then the city is Wien with its district', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geo/postal/1140' });
    expect(res.json()).toMatchObject({ postalCode: '1140', city: 'Wien', state: 'Wien', district: 'Penzing' });
  });

  it('when an unknown code is asked, then 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/geo/postal/0000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Unknown postal code 0000');
  });

  it('when a malformed code is asked, then 400', async () => {
    for (const code of ['123', '12345', 'abcd', '10%2010']) {
      const res = await app.inject({ method: 'GET', url: `/api/geo/postal/${code}` });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code).toBe(400);
    }
  });
});

describe('postal data and home cities', () => {
  it('when the derived data is loaded, then it holds every Austrian postal code once with the GeoNames credit', async () => {
    const { entries, byCode } = postalIndex();
    expect(entries).toHaveLength(2217);
    expect(byCode.size).toBe(2217);
    const { readFileSync } = await import('node:fs');
    const { POSTAL_DATA_FILE } = await import('./postal.ts');
    expect(readFileSync(POSTAL_DATA_FILE, 'utf8')).toMatch(/GeoNames.*CC BY 4\.0/);
  });

  it('when the home-city table is compared with the data, then each city lists exactly the codes of that city', () => {
    const { entries } = postalIndex();
    expect(HOME_CITIES.map((c) => c.slug)).toEqual(['wien', 'graz', 'linz', 'salzburg', 'innsbruck', 'klagenfurt', 'st-polten', 'villach', 'wels', 'dornbirn', 'steyr', 'wiener-neustadt']);
    for (const city of HOME_CITIES) {
      const codes = entries.filter((e) => e.city === city.name).map((e) => e.postalCode);
      expect(codes, city.slug).toEqual(city.postalCodes);
      for (const e of entries.filter((x) => x.city === city.name)) expect(e.citySlug).toBe(city.slug);
    }
    const wien = HOME_CITIES[0]!.postalCodes;
    expect(wien).toEqual(Array.from({ length: 23 }, (_, i) => String(1010 + i * 10)));
  });
});
