/**
 * Street suggestions and delivery estimates against local fakes of Photon and OSRM, on a real database (PGlite;
 * PostgreSQL in CI): Austria only, the answer cached in public.geocode_cache (the second call asks nobody), the cache
 * and then the vendor addresses when the geocoder is down; the cache table closed to REST clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../supabase/test-kit.ts';
import { seedVendors } from '../vendor-api/test-fixtures.ts';
import { fakeOsrm, fakePhoton, type FakeService } from './fake-services.ts';

interface Suggestion { postalCode: string; city: string; label: string; street?: string; houseNumber?: string; lat: number; lng: number }

let photon: FakeService;
let osrm: FakeService;
let s: TestServer;
beforeAll(async () => {
  photon = await fakePhoton();
  osrm = await fakeOsrm();
  s = await startServer({ GEOCODER_URL: photon.url, GEOCODER_KIND: 'photon', ROUTING_URL: osrm.url });
  await seedVendors({ db: s.db, close: async () => {} });
});
afterAll(async () => {
  await s.close();
  await photon.close();
  await osrm.close();
});

const search = async (q: string) => {
  const res = await s.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Suggestion[] }>().results;
};

describe('GET /api/geo/search with a Photon geocoder', () => {
  it('when a street with a house number is typed, then Austrian streets come first with coordinates, cached for the second call', async () => {
    photon.requests.length = 0;
    const first = await search('Zieglergasse 12');
    expect(first[0]).toMatchObject({ street: 'Zieglergasse', houseNumber: '12', postalCode: '1070', city: 'Wien', label: 'Zieglergasse 12, 1070 Wien' });
    expect(first[0]!.lat).toBeCloseTo(48.2003, 4);
    expect(first.some((r) => r.city === 'München')).toBe(false);
    expect(photon.requests).toHaveLength(1);
    expect(photon.requests[0]).toMatch(/^\/api\?q=Zieglergasse\+12&limit=10&lang=de&bbox=/);

    const second = await search('  zieglergasse   12 ');
    expect(second[0]).toEqual(first[0]);
    expect(photon.requests).toHaveLength(1); // the cache answered
    const [row] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.geocode_cache where query = 'zieglergasse 12'`);
    expect(row!.n).toBe(1);
  });

  it('when the geocoder is down, then a cached answer still serves and an uncached street comes from vendor addresses', async () => {
    photon.down = true;
    try {
      await s.db.query(`update public.geocode_cache set fetched_at = now() - interval '400 days'`);
      const cached = await search('Zieglergasse 12');
      expect(cached[0]?.label).toBe('Zieglergasse 12, 1070 Wien');
      const before = photon.requests.length;
      const local = await search('Favoritenstr 7');
      expect(photon.requests.length).toBe(before + 1); // asked, failed
      // two test vendors are in a Favoritenstraße: one in 1100, one in 1070
      expect(local.map((r) => r.label)).toEqual(['Favoritenstraße 7, 1070 Wien', 'Favoritenstraße 7, 1100 Wien']);
      expect(local[1]).toMatchObject({ street: 'Favoritenstraße', houseNumber: '7', postalCode: '1100', lat: 48.18, lng: 16.37 });
    } finally {
      photon.down = false;
    }
  });
});

describe('public.geocode_cache under row-level security', () => {
  it('when a visitor reads or writes it through REST, then no row comes back and nothing is written', async () => {
    const [before] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.geocode_cache`);
    expect(before!.n).toBeGreaterThan(0);
    const c = s.client();
    const read = await c.from('geocode_cache').select('*');
    expect(read.data ?? []).toEqual([]);
    const ins = await c.from('geocode_cache').insert({ provider: 'photon', query: 'forged', results: [] });
    expect(ins.error).not.toBeNull();
    await c.from('geocode_cache').delete().neq('query', '');
    const [after] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.geocode_cache`);
    expect(after!.n).toBe(before!.n);
  });
});

describe('GET /api/geo/estimate', () => {
  const estimate = (q: string) => s.app.inject({ method: 'GET', url: `/api/geo/estimate?${q}` });

  it('when a routing service is set, then its distance and duration give the range (food: 15 min + 9 min ride)', async () => {
    osrm.requests.length = 0;
    const res = await estimate('vendor=pizzeria-testa&postalCode=1070&street=Zieglergasse&houseNumber=12&city=Wien');
    expect(res.statusCode).toBe(200);
    // 15 + 9 = 24 → 20, 10 wide (the address was found by the geocoder)
    expect(res.json()).toEqual({ distanceKm: 3.2, minMinutes: 20, maxMinutes: 30, source: 'routing', precision: 'address' });
    // vendor at 48.18,16.37 → the geocoded Zieglergasse at 48.2003,16.3465
    expect(osrm.requests[0]).toBe('/route/v1/driving/16.37,48.18;16.3465,48.2003?overview=false');
  });

  it('when the routing service is down, then the straight-line fallback from the postal-code centre is used', async () => {
    osrm.down = true; // and the geocoder only knows a street in 1070: not the address's 8010

    try {
      const res = await estimate('vendor=pizzeria-testa&postalCode=8010');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ distanceKm: number; minMinutes: number; maxMinutes: number; source: string; precision: string }>();
      // Wien-Favoriten (48.18, 16.37) → Graz 8010 (47.0833, 15.5417): ~137 km, 1.8 min/km ≈ 247 min + 15
      expect(body.source).toBe('fallback');
      expect(body.distanceKm).toBeGreaterThan(130);
      expect(body.distanceKm).toBeLessThan(145);
      expect(body.maxMinutes - body.minMinutes).toBe(15);
      const total = 15 + body.distanceKm * 1.8; // distanceKm is rounded to 0.1 km: allow a minute either way
      expect(body.minMinutes).toBeGreaterThanOrEqual(Math.floor((total - 1) / 5) * 5);
      expect(body.minMinutes).toBeLessThanOrEqual(total + 1);
    } finally {
      osrm.down = false;
    }
  });

  it.each([
    ['vendor=unknown-vendor&postalCode=1070', 404],
    ['vendor=pizzeria-testa&postalCode=107', 400],
    ['postalCode=1070', 400],
  ])('when the query is "%s", then %i', async (q, status) => {
    expect((await estimate(q)).statusCode).toBe(status);
  });
});
