import { describe, expect, it } from 'vitest';
import { computeFees } from './fees.ts';
import type { DeliveryZone } from './types.ts';

const zone: DeliveryZone = { label: 'A', postalCode: '1010', minPrice: 15, serviceFee: 2.9, serviceFeeMax: 40 };
const base = { zone, orderType: 'delivery' as const, tags: [] as string[] };

describe('fees and thresholds (spec 1 §9)', () => {
  it('when delivering with a zone below serviceFeeMax, then the delivery fee is the zone serviceFee', () => {
    const f = computeFees({ ...base, subtotal: 2000 });
    expect(f.deliveryFee).toBe(290);
    expect(f.total).toBe(2290);
  });

  it('when the subtotal reaches serviceFeeMax, then the delivery fee is 0', () => {
    expect(computeFees({ ...base, subtotal: 4000 }).deliveryFee).toBe(0);
    expect(computeFees({ ...base, subtotal: 3999 }).deliveryFee).toBe(290);
  });

  it('when serviceFeeMax is 0, then the fee is never waived and no free-delivery threshold exists', () => {
    const f = computeFees({ ...base, zone: { ...zone, serviceFeeMax: 0 }, subtotal: 100_000 });
    expect(f.deliveryFee).toBe(290);
    expect(f.freeDeliveryThreshold).toBeNull();
  });

  it('when serviceFeeMax is above 0 and a fee applies, then the free-delivery threshold is serviceFeeMax', () => {
    expect(computeFees({ ...base, subtotal: 2000 }).freeDeliveryThreshold).toBe(4000);
    expect(computeFees({ ...base, zone: { ...zone, serviceFee: 0 }, subtotal: 2000 }).freeDeliveryThreshold).toBeNull();
  });

  it('when the subtotal is below minPrice, then a minimum-order fee of the difference is charged', () => {
    const f = computeFees({ ...base, subtotal: 1230 });
    expect(f.minOrderFee).toBe(270);
    expect(f.belowMinimum).toBe(true);
    expect(f.minimumBlocks).toBe(false);
    expect(f.total).toBe(1230 + 270 + 290);
  });

  it('when the subtotal equals minPrice, then there is no minimum-order fee', () => {
    const f = computeFees({ ...base, subtotal: 1500 });
    expect(f.minOrderFee).toBe(0);
    expect(f.belowMinimum).toBe(false);
  });

  it('when the vendor carries min-order-required and the subtotal is below minPrice, then no fee is charged and checkout is blocked', () => {
    const f = computeFees({ ...base, tags: ['delivery', 'min-order-required'], subtotal: 1000 });
    expect(f.minOrderFee).toBe(0);
    expect(f.belowMinimum).toBe(true);
    expect(f.minimumBlocks).toBe(true);
    expect(f.total).toBe(1290);
  });

  it('when the order is pickup, then no delivery or minimum-order fee applies', () => {
    const f = computeFees({ ...base, orderType: 'pickup', subtotal: 500, tags: ['min-order-required'] });
    expect(f).toMatchObject({ deliveryFee: 0, minOrderFee: 0, total: 500, minPrice: 0, belowMinimum: false, minimumBlocks: false });
  });

  it('when delivering without a zone, then no fees apply', () => {
    const f = computeFees({ ...base, zone: null, subtotal: 500 });
    expect(f.deliveryFee + f.minOrderFee).toBe(0);
    expect(f.total).toBe(500);
  });

  it('when a tip is given, then it is added to the total; a negative tip counts as none', () => {
    expect(computeFees({ ...base, subtotal: 2000, tip: 150 }).total).toBe(2000 + 290 + 150);
    expect(computeFees({ ...base, subtotal: 2000, tip: -5 }).tip).toBe(0);
  });

  it('when fees are given with euro noise, then they are exact cents', () => {
    const f = computeFees({ ...base, zone: { ...zone, serviceFee: 0.1 + 0.2, minPrice: 10.1 }, subtotal: 1000 });
    expect(f.deliveryFee).toBe(30);
    expect(f.minOrderFee).toBe(10);
  });
});
