import { describe, expect, it } from 'vitest';
import { bikeMinutes, fallbackDriveMinutes, haversineKm } from './geo.ts';

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
});
