import { describe, expect, it } from 'vitest';
import { deliveryRange, estimateRange, fallbackRide, prepMinutes, routedRide, travelTimes } from './delivery-estimate.ts';

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

describe('deliveryRange: the one range of card, vendor page, checkout and confirmation (issue 25 item 3)', () => {
  // 1 km of latitude = 1 / 111.195 degrees (haversine, earth radius 6371 km)
  const north = (km: number) => ({ lat: 48.2 + km / 111.195, lng: 16.35 });
  const vendor = { lat: 48.2, lng: 16.35, type: 'food', deliveryTime: '25-40' };

  it('when the postal code centre is 2.2 km away, then food shows 20–35 (15 prep + 5.5 ride = 20.5 → 20, 15 wide)', () => {
    expect(deliveryRange(vendor, { ...north(2.2), precision: 'postalCode' })).toEqual({ minMinutes: 20, maxMinutes: 35, distanceKm: 2.2 });
  });

  it('when another postal code is 6 km away, then 1.8 min/km: 15 + 10.8 = 25.8 → 25–40 at 6 km', () => {
    expect(deliveryRange(vendor, { ...north(6), precision: 'postalCode' })).toEqual({ minMinutes: 25, maxMinutes: 40, distanceKm: 6 });
  });

  it('when the device position is 3 km from a store, then 35 + 7.5 = 42.5 → 40, 10 minutes wide', () => {
    expect(deliveryRange({ ...vendor, type: 'store' }, { ...north(3), precision: 'position' })).toEqual({ minMinutes: 40, maxMinutes: 50, distanceKm: 3 });
  });

  it('when the customer is at the vendor\'s door, then the preparation alone: 15–30 at 0 km', () => {
    expect(deliveryRange(vendor, { lat: 48.2, lng: 16.35, precision: 'postalCode' })).toEqual({ minMinutes: 15, maxMinutes: 30, distanceKm: 0 });
  });

  it('when the customer\'s point is unknown, then the vendor\'s own figure without a distance', () => {
    expect(deliveryRange(vendor, null)).toEqual({ minMinutes: 25, maxMinutes: 40, distanceKm: null });
    expect(deliveryRange({ ...vendor, deliveryTime: '30' }, undefined)).toEqual({ minMinutes: 30, maxMinutes: 45, distanceKm: null });
  });

  it('when neither point nor figure is known, then the type\'s default of spec 1 §9 (store 45–60)', () => {
    expect(deliveryRange({ lat: 48.2, lng: 16.35, type: 'store', deliveryTime: '' }, null)).toEqual({ minMinutes: 45, maxMinutes: 60, distanceKm: null });
  });
});

describe('travelTimes (spec 1 §7: bike duration 12 min per km; car by the straight-line fallback)', () => {
  const north = (km: number) => ({ lat: 48 + km / 111.195, lng: 16, precision: 'postalCode' as const });

  it('when the customer is 1.8 km away, then the bike takes 22 minutes (1.8 × 12 = 21.6) and the car 5 (1.8 × 2.5 = 4.5)', () => {
    expect(travelTimes({ lat: 48, lng: 16 }, north(1.8))).toEqual({ distanceKm: 1.8, carMinutes: 5, bikeMinutes: 22 });
  });

  it('when the customer is 6 km away, then the bike takes 72 minutes and the car 11 (6 × 1.8 = 10.8)', () => {
    expect(travelTimes({ lat: 48, lng: 16 }, north(6))).toEqual({ distanceKm: 6, carMinutes: 11, bikeMinutes: 72 });
  });

  it('when the customer is at the vendor\'s door, then each time is at least one minute', () => {
    expect(travelTimes({ lat: 48, lng: 16 }, north(0))).toEqual({ distanceKm: 0, carMinutes: 1, bikeMinutes: 1 });
  });

  it('when the customer\'s point or the vendor\'s coordinates are unknown, then there is nothing to show', () => {
    expect(travelTimes({ lat: 48, lng: 16 }, null)).toBeNull();
    expect(travelTimes({ lat: Number.NaN, lng: 16 }, north(1))).toBeNull();
  });
});
