/**
 * GET /api/geo/reverse ("use my location") and the default (no geocoder) street suggestions on a real database (PGlite; PostgreSQL in CI). The ten places were each
 * checked by hand against the shipped table (src/domain/postal-table.gen.ts, GeoNames): the nearest place of the
 * expected code is the one given in the comment, and no place of another code is nearer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type TestApi } from '../vendor-api/test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi(); // the test vendors: two in a Favoritenstraße (1070 and 1100)
});
afterAll(async () => {
  await api.close();
});

const reverse = (query: string) => api.app.inject({ method: 'GET', url: `/api/geo/reverse?${query}` });

const KNOWN: readonly [string, number, number, string, string][] = [
  // name, lat, lng, expected code, city — nearest table point (km)
  ['Wien-Neubau, Siebensterngasse', 48.2016, 16.349, '1070', 'Wien'], // 1070 at 48.200,16.350 (0.2)
  ['Graz, Universität', 47.0777, 15.4497, '8010', 'Graz'], // 8010 at 47.083,15.517 (5.1; GeoNames puts Graz east of its centre)
  ['Linz, Hauptplatz', 48.3059, 14.2862, '4020', 'Linz'], // 4020 at 48.306,14.286 (0.02)
  ['Salzburg, Residenzplatz', 47.8, 13.044, '5020', 'Salzburg'], // 5020 at 47.799,13.044 (0.1)
  ['Innsbruck, Goldenes Dachl', 47.2683, 11.3933, '6020', 'Innsbruck'], // 6020 (0.6)
  ['Klagenfurt, Flughafen', 46.6425, 14.3377, '9020', 'Klagenfurt'], // 9020 at 46.651,14.354 (1.6)
  ['Bregenz, Kornmarktplatz', 47.5031, 9.7471, '6900', 'Bregenz'], // 6900 (0.0)
  ['Eisenstadt, Schloss Esterházy', 47.8457, 16.5233, '7000', 'Eisenstadt'], // 7000 (0.0)
  ['St. Pölten, Rathausplatz', 48.2047, 15.6256, '3100', 'St. Pölten'], // 3100 at 48.200,15.633 (0.8)
  ['Villach, Hauptplatz', 46.6141, 13.8461, '9500', 'Villach'], // 9500 (0.4)
];

describe('GET /api/geo/reverse', () => {
  it.each(KNOWN)('when the point is %s, then the postal code is the right one', async (_name, lat, lng, code, city) => {
    const res = await reverse(`lat=${lat}&lng=${lng}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postalCode: code, city });
    expect(res.json<{ distanceKm: number }>().distanceKm).toBeLessThan(6);
  });

  it.each([
    ['München', 48.137, 11.575],
    ['Bratislava', 48.1486, 17.1077],
    ['Zürich', 47.37, 8.54],
    ['Ljubljana', 46.05, 14.5],
    ['Sopron (3 km from the border)', 47.685, 16.59],
    ['the Atlantic', 40, -30],
  ])('when the point is in %s, then 404 says Lieferzone delivers in Austria only', async (_name, lat, lng) => {
    const res = await reverse(`lat=${lat}&lng=${lng}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('This location is outside Austria: Lieferzone delivers in Austria only');
  });

  it.each([
    ['lat=abc&lng=16.3', 'Query parameter lat must be a number'],
    ['lat=48.2', 'Query parameter lng must be a number'],
    ['lat=91&lng=16.3', 'Query parameter lat must be between -90 and 90'],
    ['lat=48.2&lng=-181', 'Query parameter lng must be between -180 and 180'],
  ])('when the query is "%s", then 400 names the parameter', async (query, message) => {
    const res = await reverse(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
  });
});

describe('GET /api/geo/search without a geocoder', () => {
  const search = async (q: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` })).json<{ results: { label: string; postalCode: string; street?: string; houseNumber?: string }[] }>().results;

  it('when a street with a house number is typed, then the 10 is a house number, never a postal-code prefix', async () => {
    const results = await search('Favoritenstraße 10');
    expect(results.map((r) => r.label)).toEqual(['Favoritenstraße 10, 1070 Wien', 'Favoritenstraße 10, 1100 Wien']);
    expect(results.every((r) => r.street === 'Favoritenstraße' && r.houseNumber === '10')).toBe(true);
    expect((await search('Mariahilfer Straße 10')).some((r) => r.postalCode.startsWith('10'))).toBe(false);
  });

  it('when a street, number and postal code are typed, then only that postal code\'s street is suggested', async () => {
    expect((await search('Favoritenstr. 3, 1100 Wien')).map((r) => r.label)).toEqual(['Favoritenstraße 3, 1100 Wien']);
  });

  it('when a place and its postal code are typed, then the postal code still filters the places', async () => {
    expect((await search('Wien 1070'))[0]).toMatchObject({ postalCode: '1070', label: '1070 Wien, Neubau' });
    expect((await search('10'))[0]?.postalCode).toBe('1010');
  });
});
