import { describe, expect, it } from 'vitest';
import { courierArrival, isOnTheWay, metresBetween, sendDelay } from './courier-position.ts';
import { courierPositionRequestSchema } from './wire/courier-position.ts';

// one degree of latitude is 6371 km × π / 180 = 111.19 km on the haversine sphere (same longitude: no other term)
const at = (lat: number, lng = 16.37) => ({ lat, lng });

describe('courier position rules', () => {
  it('when the order is on the way, then positions are shared; before pickup and after delivery or cancellation not', () => {
    expect(['SHIPPING', 'SHIPPED', 'DELIVERING'].map(isOnTheWay)).toEqual([true, true, true]);
    expect(['RECEIVED', 'ACCEPTED', 'PROCESSED', 'DELIVERED', 'COMPLETED', 'CANCELED', '', null].map(isOnTheWay))
      .toEqual([false, false, false, false, false, false, false, false]);
  });

  it('when a point lies in the box around Austria, then the wire schema takes it; Null Island, Berlin and NaN not', () => {
    const ok = (lat: number, lng: number) => courierPositionRequestSchema.safeParse({ seq: 1, lat, lng }).success;
    expect(ok(48.2082, 16.3738)).toBe(true); // Stephansplatz
    expect(ok(47.5031, 9.7471)).toBe(true); // Bregenz
    expect(ok(48.1351, 11.582)).toBe(true); // Munich lies inside the box's latitude and longitude …
    expect(ok(48.1486, 17.1077)).toBe(true); // … as does Bratislava: the box is a coarse check
    expect(ok(0, 0)).toBe(false);
    expect(ok(52.52, 13.405)).toBe(false); // Berlin
    expect(ok(Number.NaN, 16)).toBe(false);
  });

  it('when 0.0005° of latitude lie between two points, then they are 55.6 m apart (111.19 km × 0.0005)', () => {
    expect(metresBetween(at(48.2), at(48.2005))).toBeCloseTo(55.6, 1);
    expect(metresBetween(at(48.2), at(48.2004))).toBeCloseTo(44.5, 1);
  });

  it('when nothing was sent yet, then the first point goes out at once', () => {
    expect(sendDelay(null, at(48.2), 1_000)).toBe(0);
  });

  it('when the courier moved 55.6 m, then the point goes out at once, but not sooner than 2 s after the last', () => {
    const last = { ...at(48.2), sentAt: 100_000 };
    expect(sendDelay(last, at(48.2005), 103_000)).toBe(0);
    expect(sendDelay(last, at(48.2005), 100_500)).toBe(1_500);
  });

  it('when the courier moved only 44.5 m, then the point waits until 10 s have passed since the last send', () => {
    const last = { ...at(48.2), sentAt: 100_000 };
    expect(sendDelay(last, at(48.2004), 104_000)).toBe(6_000);
    expect(sendDelay(last, at(48.2004), 110_000)).toBe(0);
    expect(sendDelay(last, at(48.2), 125_000)).toBe(0);
  });

  it('when the courier is 0.01° of latitude (1.11 km) away, then 1.1 km and 3 minutes (1.11 × 2.5 = 2.78, rounded up)', () => {
    expect(courierArrival(at(48.2), at(48.21))).toEqual({ distanceKm: 1.1, minutes: 3, source: 'fallback' });
  });

  it('when the courier is 0.1° (11.12 km) away, then 11.1 km at 1.8 min/km: 20.02, rounded up to 21 minutes', () => {
    expect(courierArrival(at(48.2), at(48.3))).toEqual({ distanceKm: 11.1, minutes: 21, source: 'fallback' });
  });

  it('when the courier is at the door, then 0 km and still 1 minute', () => {
    expect(courierArrival(at(48.2), at(48.2))).toEqual({ distanceKm: 0, minutes: 1, source: 'fallback' });
  });

  it('when a routing service answered 2345 m and 401 s, then 2.3 km and 7 minutes (6.68 rounded up)', () => {
    expect(courierArrival(at(48.2), at(48.21), { metres: 2345, seconds: 401 })).toEqual({ distanceKm: 2.3, minutes: 7, source: 'routing' });
  });

  it('when the routing answer is not a number, then the straight line is used', () => {
    expect(courierArrival(at(48.2), at(48.21), { metres: Number.NaN, seconds: 10 }).source).toBe('fallback');
  });
});
