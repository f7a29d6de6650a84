import { describe, expect, it } from 'vitest';
import { activeBusy, busyExtraMinutes } from './busy.ts';
import { offeredDeliveryTypes } from './delivery-types.ts';
import { deliveryRange } from './delivery-estimate.ts';
import { orderExpireTime } from './expiry.ts';
import { entriesOfWeek, weekOfEntries } from './hours-edit.ts';
import { isOpenAt, nextOpeningTime } from './opening-hours.ts';
import { preorderSlots } from './time-slots.ts';
import { hoursBodySchema, hoursProblems, type WeeklyHours } from './wire/vendor-hours.ts';

const none = (): WeeklyHours => ({ MONDAY: [], TUESDAY: [], WEDNESDAY: [], THURSDAY: [], FRIDAY: [], SATURDAY: [], SUNDAY: [] });

describe('the editor week and the stored entries', () => {
  it('when a week with an overnight range is stored and read back, then it is the same week', () => {
    const week = { ...none(), FRIDAY: [{ from: '11:00', to: '14:00' }, { from: '18:00', to: '02:00' }], SUNDAY: [{ from: '12:00', to: '00:00' }] };
    const entries = entriesOfWeek(week);
    expect(entries).toEqual([
      { days: ['FRIDAY'], fromTime: { hours: 11, minutes: 0 }, toTime: { hours: 14, minutes: 0 } },
      { days: ['FRIDAY'], fromTime: { hours: 18, minutes: 0 }, toTime: { hours: 2, minutes: 0 } },
      { days: ['SUNDAY'], fromTime: { hours: 12, minutes: 0 }, toTime: { hours: 24, minutes: 0 } },
    ]);
    expect(weekOfEntries(entries)).toEqual({ ...week, SUNDAY: [{ from: '12:00', to: '24:00' }] });
  });

  it('when the stored list is empty (always open), then every day shows 00:00–24:00', () => {
    expect(weekOfEntries([]).MONDAY).toEqual([{ from: '00:00', to: '24:00' }]);
  });
});

describe('hoursProblems (the one check of app and server)', () => {
  it('when two ranges touch (11–14, 14–22), then it is valid', () => {
    expect(hoursProblems({ weekly: { ...none(), MONDAY: [{ from: '11:00', to: '14:00' }, { from: '14:00', to: '22:00' }] }, specialDays: [] })).toEqual([]);
  });

  it('when the schema parses an overlap, then the issue names the range', () => {
    const r = hoursBodySchema.safeParse({ weekly: { ...none(), MONDAY: [{ from: '11:00', to: '15:00' }, { from: '12:00', to: '13:00' }] }, specialDays: [] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['weekly.MONDAY.1: overlaps 11:00–15:00']);
  });
});

describe('special days in the rules (winter, Vienna = UTC+1)', () => {
  const hours = { openingHours: entriesOfWeek({ ...none(), THURSDAY: [{ from: '18:00', to: '02:00' }], FRIDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2026-12-24', closed: true, ranges: [] }] };

  it('when Thursday 24 December is closed, then its overnight tail is gone too and the next opening is Friday 11:00', () => {
    expect(isOpenAt(hours, new Date('2026-12-24T19:00:00+01:00'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-12-25T01:00:00+01:00'))).toBe(false);
    expect(isOpenAt(hours.openingHours, new Date('2026-12-25T01:00:00+01:00'))).toBe(true);
    expect(nextOpeningTime(hours, new Date('2026-12-24T12:00:00+01:00'))?.toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });

  it('when the expiry of a Friday pre-order is computed, then it counts from Friday 11:00 (+30 min), and busy adds its minutes', () => {
    const a = { ...hours, now: new Date('2026-12-24T12:00:00+01:00'), deliveryTime: new Date('2026-12-25T12:00:00+01:00') };
    expect(orderExpireTime(a).toISOString()).toBe('2026-12-25T10:30:00.000Z');
    expect(orderExpireTime({ ...a, extraMinutes: 15 }).toISOString()).toBe('2026-12-25T10:45:00.000Z');
  });
});

describe('busy mode', () => {
  const v = { lat: 48.2, lng: 16.37, type: 'food', deliveryTime: '25-40', tags: ['delivery', 'pickup'], busy: { extraMinutes: 15 as const, deliveryPaused: true, until: '2026-11-27T22:00:00.000Z' } };

  it('when it runs until 23:00 Vienna, then +15 and pickup only before, nothing after', () => {
    const before = new Date('2026-11-27T21:59:00Z');
    const after = new Date('2026-11-27T22:00:00Z');
    expect(deliveryRange(v, null, before)).toMatchObject({ minMinutes: 40, maxMinutes: 55 });
    expect(deliveryRange(v, null, after)).toMatchObject({ minMinutes: 25, maxMinutes: 40 });
    expect(offeredDeliveryTypes(v, before)).toEqual(['pickup']);
    expect(offeredDeliveryTypes(v, after)).toEqual(['delivery', 'pickup']);
    expect(busyExtraMinutes(v, after)).toBe(0);
    expect(activeBusy({ extraMinutes: 0, deliveryPaused: false, until: null }, before)).toBeNull();
  });

  it('when busy +30 at 20:07 on an always-open vendor, then the first slot is 20:45 (the quarter after 20:37)', () => {
    const now = new Date('2026-11-27T20:07:00+01:00');
    expect(preorderSlots([], now, { days: 1 })[0]?.toISOString()).toBe('2026-11-27T19:15:00.000Z');
    expect(preorderSlots([], now, { days: 1, extraMinutes: 30 })[0]?.toISOString()).toBe('2026-11-27T19:45:00.000Z');
  });
});
