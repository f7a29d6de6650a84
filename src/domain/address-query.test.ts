import { describe, expect, it } from 'vitest';
import { geocodeAddress, geocodeQueries, parseAddressQuery } from './address-query.ts';

describe('parseAddressQuery', () => {
  it.each([
    ['Mariahilfer Straße 10', { street: 'Mariahilfer Straße', houseNumber: '10' }],
    ['Mariahilfer Straße 10, 1070 Wien', { street: 'Mariahilfer Straße', houseNumber: '10', postalCode: '1070', city: 'Wien' }],
    ['Mariahilfer Straße 10 1070 Wien', { street: 'Mariahilfer Straße', houseNumber: '10', postalCode: '1070', city: 'Wien' }],
    ['Hauptstraße 12a/3', { street: 'Hauptstraße', houseNumber: '12a/3' }],
    ['1070 Wien', { postalCode: '1070', city: 'Wien' }],
    ['1070', { postalCode: '1070' }],
    ['10', { postalPrefix: '10' }],
    ['Graz', { street: 'Graz' }],
    ['', {}],
  ])('when "%s" is typed, then it reads as %o', (text, expected) => {
    expect(parseAddressQuery(text)).toEqual(expected);
  });

  it('when a street has a house number, then the number is never a postal code or prefix', () => {
    for (const n of ['1', '10', '101', '12b']) {
      const q = parseAddressQuery(`Neubaugasse ${n}`);
      expect(q.postalCode).toBeUndefined();
      expect(q.postalPrefix).toBeUndefined();
      expect(q.houseNumber).toBe(n);
    }
  });
});

describe('geocodeQueries (spec 1 §7: four progressively coarser strings)', () => {
  it('when the whole address is known, then street+number, street, postal code+city and city, in that order', () => {
    expect(geocodeQueries({ street: 'Zieglergasse', houseNumber: '12', postalCode: '1070', city: 'Wien' })).toEqual([
      'Zieglergasse 12, 1070 Wien',
      'Zieglergasse, 1070 Wien',
      '1070 Wien',
      'Wien',
    ]);
  });
  it('when parts are missing, then the empty and duplicate strings are left out', () => {
    expect(geocodeQueries({ postalCode: '8010', city: 'Graz' })).toEqual(['8010 Graz', 'Graz']);
    expect(geocodeQueries({ street: 'Hauptplatz', city: 'Linz' })).toEqual(['Hauptplatz, Linz', 'Linz']);
    expect(geocodeQueries({})).toEqual([]);
  });
});

describe('geocodeAddress', () => {
  const address = { street: 'Zieglergasse', houseNumber: '12', postalCode: '1070', city: 'Wien' };
  const centroid = (code: string) => (code === '1070' ? { lat: 48.2, lng: 16.35 } : null);

  it('when the geocoder finds only the third string, then the first two were tried before and its point is used', async () => {
    const asked: string[] = [];
    const hit = await geocodeAddress(address, (q) => (asked.push(q), Promise.resolve(q === '1070 Wien' ? { lat: 48.201, lng: 16.349 } : null)), centroid);
    expect(asked).toEqual(['Zieglergasse 12, 1070 Wien', 'Zieglergasse, 1070 Wien', '1070 Wien']);
    expect(hit).toEqual({ lat: 48.201, lng: 16.349, precision: 'address' });
  });

  it('when the geocoder finds nothing or fails, then the postal code centroid is the last fallback', async () => {
    expect(await geocodeAddress(address, () => Promise.resolve(null), centroid)).toEqual({ lat: 48.2, lng: 16.35, precision: 'postalCode' });
    expect(await geocodeAddress(address, () => Promise.reject(new Error('down')), centroid)).toEqual({ lat: 48.2, lng: 16.35, precision: 'postalCode' });
    expect(await geocodeAddress({ postalCode: '9999' }, () => Promise.resolve(null), centroid)).toBeNull();
  });
});
