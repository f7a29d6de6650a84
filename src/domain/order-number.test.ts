import { describe, expect, it } from 'vitest';
import { fallbackOrderNumber, localOrderNumber } from './order-number.ts';

describe('order numbers (spec 1 §7)', () => {
  it('when the database cannot number an order, then the fallback is LZ-{year}-{last 4 digits of time}', () => {
    const now = new Date(1_795_000_004_321); // 2026-11-18
    expect(fallbackOrderNumber(now)).toBe('LZ-2026-4321');
  });
  it('when New Year has begun in Vienna but not in UTC, then the Vienna year is used', () => {
    expect(fallbackOrderNumber(new Date('2026-12-31T23:30:00.0123Z'))).toMatch(/^LZ-2027-\d{4}$/);
  });
  it('when a local number is made, then it is LZ- plus the time plus a random number below 1000', () => {
    const now = new Date(1_795_000_004_321);
    expect(localOrderNumber(now, 0.4567)).toBe('LZ-1795000004321456');
    expect(localOrderNumber(now, () => 0.0019)).toBe('LZ-1795000004321001');
    expect(localOrderNumber(now, 0.99999)).toBe('LZ-1795000004321999');
  });
});
