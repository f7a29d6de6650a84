import { describe, expect, it } from 'vitest';
import { FALLBACK_PLACES, bikeMinutes, fallbackDriveMinutes, formatDistanceKm, haversineKm, regionForPostalCode } from './geo.ts';

describe('region from postal code (spec 1 §9)', () => {
  it('when the code is a Vienna district, then the region is Wien', () => {
    expect(regionForPostalCode('1010')).toBe('Wien');
    expect(regionForPostalCode('1230')).toBe('Wien');
  });
  it('when the code is in another range, then the matching federal state is given', () => {
    expect(regionForPostalCode('3100')).toBe('Niederösterreich');
    expect(regionForPostalCode('4020')).toBe('Oberösterreich');
    expect(regionForPostalCode('5020')).toBe('Salzburg');
    expect(regionForPostalCode('6020')).toBe('Tirol');
    expect(regionForPostalCode('6850')).toBe('Vorarlberg');
    expect(regionForPostalCode('7000')).toBe('Burgenland');
    expect(regionForPostalCode('8010')).toBe('Steiermark');
    expect(regionForPostalCode('9020')).toBe('Kärnten');
    expect(regionForPostalCode('9900')).toBe('Tirol');
  });
  it('when the code is not 4 digits, then there is no region', () => {
    expect(regionForPostalCode('101')).toBeNull();
    expect(regionForPostalCode('abcd')).toBeNull();
  });
  it('when the fallback table is read, then it has the Vienna districts 1010–1090 and five capitals', () => {
    expect(FALLBACK_PLACES['1090']).toBe('Wien');
    expect(FALLBACK_PLACES['9020']).toBe('Klagenfurt');
    expect(Object.keys(FALLBACK_PLACES)).toHaveLength(14);
  });
});

describe('routing fallback (spec 1 §7)', () => {
  it('when the straight-line distance Stephansplatz–Schönbrunn is computed, then it is about 5 km', () => {
    const km = haversineKm({ lat: 48.2085, lng: 16.3731 }, { lat: 48.1845, lng: 16.3122 });
    expect(km).toBeGreaterThan(4.9);
    expect(km).toBeLessThan(5.3);
  });
  it('when the distance is under 5 km, then driving takes 2.5 min per km, else 1.8 min per km', () => {
    expect(fallbackDriveMinutes(4)).toBe(10);
    expect(fallbackDriveMinutes(10)).toBe(18);
  });
  it('when cycling, then it takes 12 min per km', () => {
    expect(bikeMinutes(2)).toBe(24);
  });
  it('when a distance is shown, then it has one decimal and km', () => {
    expect(formatDistanceKm(1.234)).toBe('1.2 km');
    expect(formatDistanceKm(0)).toBe('0.0 km');
  });
});
