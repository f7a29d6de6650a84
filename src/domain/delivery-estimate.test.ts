import { describe, expect, it } from 'vitest';
import { estimateRange, fallbackRide, prepMinutes, routedRide } from './delivery-estimate.ts';

describe('delivery estimate (spec 1 §7 fallback: 2.5 min/km under 5 km, else 1.8 min/km)', () => {
  it('when the straight line is 2 km, then the ride is 5 minutes and food shows 20–30', () => {
    // 2 km north: 2 / 111.195 degrees of latitude
    const ride = fallbackRide({ lat: 48, lng: 16 }, { lat: 48 + 2 / 111.195, lng: 16 });
    expect(ride.distanceKm).toBe(2);
    expect(ride.rideMinutes).toBeCloseTo(5, 2); // 2 km × 2.5
    expect(estimateRange(ride, { vendorType: 'food' })).toEqual({ minMinutes: 20, maxMinutes: 30 }); // 15 + 5 = 20
  });

  it('when the straight line is 10 km, then 1.8 min/km and the wider range of a guess', () => {
    const ride = fallbackRide({ lat: 48, lng: 16 }, { lat: 48 + 10 / 111.195, lng: 16 });
    expect(ride.rideMinutes).toBeCloseTo(18, 1); // 10 × 1.8
    expect(estimateRange(ride, { vendorType: 'food' })).toEqual({ minMinutes: 30, maxMinutes: 45 }); // 15 + 18 = 33 → 30
  });

  it('when a routing service answered, then its duration counts and the range is 10 minutes wide', () => {
    const ride = routedRide(3200, 540);
    expect(ride).toEqual({ distanceKm: 3.2, rideMinutes: 9, source: 'routing' });
    expect(estimateRange(ride, { vendorType: 'store' })).toEqual({ minMinutes: 40, maxMinutes: 50 }); // 35 + 9 = 44 → 40
  });

  it('when only the postal code is known, then the range is 15 minutes wide', () => {
    expect(estimateRange(routedRide(1000, 120), { vendorType: 'other', coarse: true })).toEqual({ minMinutes: 20, maxMinutes: 35 }); // 20 + 2
  });

  it('when the vendor type is food, store or other, then preparation is 15, 35 or 20 minutes', () => {
    expect([prepMinutes('food'), prepMinutes('store'), prepMinutes(undefined)]).toEqual([15, 35, 20]);
  });
});
