import { describe, expect, it } from 'vitest';
import { orderExpireTime } from './expiry.ts';
import type { OpeningHoursEntry } from './types.ts';

const w = (local: string) => new Date(`${local}+01:00`); // winter Vienna wall time
const MIN = 60_000;

describe('order expire time (spec 1 §9)', () => {
  it('when the vendor is open now and no delivery time is set, then it expires in 15 minutes', () => {
    const now = w('2026-11-23T12:00:00');
    expect(orderExpireTime({ openingHours: undefined, now }).getTime()).toBe(now.getTime() + 15 * MIN);
  });

  it('when the vendor is closed now, then it expires 30 minutes after the next opening', () => {
    const now = w('2026-11-23T08:00:00');
    expect(orderExpireTime({ openingHours: undefined, now }).toISOString()).toBe(w('2026-11-23T11:30:00').toISOString());
  });

  it('when the vendor is closed at night, then it expires 30 minutes after the next day opening', () => {
    const now = w('2026-11-28T23:30:00'); // Saturday night; Sunday opens 12:00
    expect(orderExpireTime({ openingHours: undefined, now }).toISOString()).toBe(w('2026-11-29T12:30:00').toISOString());
  });

  it('when a delivery time on a later day is set, then it expires 30 minutes after the opening on the delivery day', () => {
    const now = w('2026-11-23T12:00:00');
    const deliveryTime = w('2026-11-25T19:00:00');
    expect(orderExpireTime({ openingHours: undefined, now, deliveryTime }).toISOString()).toBe(w('2026-11-25T11:30:00').toISOString());
  });

  it('when a delivery time later today is set and the vendor is open, then it expires 30 minutes from now', () => {
    const now = w('2026-11-23T12:00:00');
    const deliveryTime = w('2026-11-23T19:00:00');
    expect(orderExpireTime({ openingHours: undefined, now, deliveryTime }).getTime()).toBe(now.getTime() + 30 * MIN);
  });

  it('when there are no opening hours (empty list) and a delivery time, then it expires in 30 minutes', () => {
    const now = w('2026-11-23T03:00:00');
    const deliveryTime = w('2026-11-24T19:00:00');
    expect(orderExpireTime({ openingHours: [], now, deliveryTime }).getTime()).toBe(now.getTime() + 30 * MIN);
  });

  it('when the list is empty and no delivery time is set, then the vendor is open and it expires in 15 minutes', () => {
    const now = w('2026-11-23T03:00:00');
    expect(orderExpireTime({ openingHours: [], now }).getTime()).toBe(now.getTime() + 15 * MIN);
  });

  it('when the vendor never opens, then it expires in 30 minutes', () => {
    const h = [{ days: ['FUNDAY'], fromTime: { hours: 1, minutes: 0 }, toTime: { hours: 2, minutes: 0 } }] as unknown as OpeningHoursEntry[];
    const now = w('2026-11-23T12:00:00');
    expect(orderExpireTime({ openingHours: h, now }).getTime()).toBe(now.getTime() + 30 * MIN);
  });

  it('when only holiday entries would be open now, then they are ignored', () => {
    const h: OpeningHoursEntry[] = [
      { days: [], fromTime: { hours: 11, minutes: 0 }, toTime: { hours: 22, minutes: 0 } },
      { days: [], fromTime: { hours: 0, minutes: 0 }, toTime: { hours: 24, minutes: 0 }, holiday: true },
    ];
    const now = w('2026-11-23T08:00:00');
    expect(orderExpireTime({ openingHours: h, now }).toISOString()).toBe(w('2026-11-23T11:30:00').toISOString());
  });

  it('when the server clock is UTC, then the Vienna opening is still used (10:00 UTC = 11:00 Vienna)', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    expect(orderExpireTime({ openingHours: undefined, now }).toISOString()).toBe('2026-11-23T10:30:00.000Z');
  });
});
