import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, availability, isOpenAt, nextOpeningTime, openIntervals } from './opening-hours.ts';
import type { OpeningHoursEntry, TimeOfDay, Weekday } from './types.ts';

// 2026-11-23 is a Monday (winter, Vienna = UTC+1); 2026-07-13 is a Monday (summer, UTC+2).
const w = (local: string) => new Date(`${local}+01:00`); // winter Vienna wall time
const instant = (iso: string) => new Date(iso); // a time with its offset
const tm = (hours: number, minutes = 0): TimeOfDay => ({ hours, minutes });
const entry = (days: Weekday[], from: TimeOfDay, to: TimeOfDay, holiday?: boolean): OpeningHoursEntry =>
  holiday === undefined ? { days, fromTime: from, toTime: to } : { days, fromTime: from, toTime: to, holiday };

/** Whether the vendor with `hours` is open at each time of the table (winter Vienna wall times unless `at` says). */
function expectOpenAt(hours: OpeningHoursEntry[] | undefined, expected: Record<string, boolean>, at = w): void {
  for (const [time, open] of Object.entries(expected)) expect(isOpenAt(hours, at(time)), time).toBe(open);
}

describe('default opening hours (spec 1 §4: 11–22 daily, Fri/Sat to 23, Sun 12–22)', () => {
  it('when no hours are given on a weekday, then open from 11:00 until before 22:00', () => {
    expectOpenAt(undefined, {
      '2026-11-23T10:59:00': false,
      '2026-11-23T11:00:00': true,
      '2026-11-23T21:59:00': true,
      '2026-11-23T22:00:00': false,
    });
  });

  it('when no hours are given on Friday and Saturday, then open until 23:00', () => {
    expectOpenAt(undefined, { '2026-11-27T22:30:00': true, '2026-11-28T22:59:00': true, '2026-11-28T23:00:00': false });
  });

  it('when no hours are given on Sunday, then open 12:00 to 22:00', () => {
    expectOpenAt(undefined, { '2026-11-29T11:30:00': false, '2026-11-29T12:00:00': true, '2026-11-29T22:30:00': false });
  });

  it('when the defaults are listed, then they are exactly the spec hours', () => {
    expect(isOpenAt(DEFAULT_OPENING_HOURS, w('2026-11-27T22:30:00'))).toBe(true);
    expect(DEFAULT_OPENING_HOURS.every((e) => !e.holiday)).toBe(true);
  });
});

describe('opening-hours check (spec 1 §4)', () => {
  it('when the list is empty, then the vendor is always open', () => {
    expectOpenAt([], { '2026-11-23T03:00:00': true });
  });

  it('when an entry has no days, then it applies every day', () => {
    const h = [entry([], tm(9), tm(17))];
    expectOpenAt(h, { '2026-11-29T09:30:00': true, '2026-11-25T17:00:00': false });
  });

  it('when an entry names weekdays, then it applies only on those days', () => {
    const h = [entry(['TUESDAY'], tm(9), tm(17))];
    expectOpenAt(h, { '2026-11-23T10:00:00': false, '2026-11-24T10:00:00': true });
  });

  it('when holiday entries exist, then they are ignored', () => {
    const h = [entry([], tm(11), tm(22)), entry([], tm(0), tm(24), true)];
    expectOpenAt(h, { '2026-11-23T23:00:00': false, '2026-11-23T12:00:00': true });
  });

  it('when only holiday entries exist, then nothing restricts the hours and the vendor counts as open', () => {
    expectOpenAt([entry([], tm(11), tm(12), true)], { '2026-11-23T03:00:00': true });
  });

  it('when a range wraps midnight, then it is open from its start onward on that day', () => {
    const h = [entry(['FRIDAY'], tm(18), tm(2))];
    expectOpenAt(h, { '2026-11-27T17:59:00': false, '2026-11-27T18:00:00': true, '2026-11-27T23:59:00': true });
  });

  it("when it is before 06:00, then the previous day's overnight range still counts until its end", () => {
    const h = [entry(['FRIDAY'], tm(18), tm(2))];
    expectOpenAt(h, { '2026-11-28T00:00:00': true, '2026-11-28T01:59:00': true, '2026-11-28T02:00:00': false });
  });

  it("when the previous day has no overnight range, then the early morning is closed", () => {
    const h = [entry(['FRIDAY'], tm(18), tm(2))];
    expectOpenAt(h, { '2026-11-27T01:00:00': false }); // Thursday night has no range
  });

  it("when an overnight range ends after 06:00, then the previous day's range counts only before 06:00", () => {
    const h = [entry([], tm(20), tm(7))];
    expectOpenAt(h, { '2026-11-24T05:59:00': true, '2026-11-24T06:00:00': false, '2026-11-24T06:30:00': false });
  });

  it('when a range ends at 24:00, then it is open until midnight and closed after it', () => {
    const h = [entry(['MONDAY'], tm(18), tm(24))];
    expectOpenAt(h, { '2026-11-23T23:59:00': true, '2026-11-24T00:00:00': false });
  });

  it('when a range is 00:00–00:00, then it is open around the clock on that day', () => {
    const h = [entry(['MONDAY'], tm(0), tm(0))];
    expectOpenAt(h, { '2026-11-23T00:00:00': true, '2026-11-23T23:59:00': true, '2026-11-24T00:30:00': false });
  });

  it('when the check runs, then it uses Vienna time whatever the process time zone (winter: UTC+1)', () => {
    expectOpenAt(undefined, {
      '2026-11-23T10:30:00Z': true, // 11:30 Vienna
      '2026-11-23T09:30:00Z': false, // 10:30 Vienna
      '2026-11-23T21:30:00Z': false, // 22:30 Vienna
    }, instant);
  });

  it('when it is summer time, then Vienna is UTC+2', () => {
    expectOpenAt(undefined, {
      '2026-07-13T09:30:00Z': true, // 11:30 CEST
      '2026-07-13T10:59:00+02:00': false,
      '2026-07-13T20:30:00Z': false, // 22:30 CEST
    }, instant);
  });

  it('when the clocks spring forward, then Sunday 12:00 Vienna is 10:00 UTC', () => {
    expectOpenAt(undefined, {
      '2026-03-29T09:59:00Z': false,
      '2026-03-29T10:00:00Z': true,
      '2026-03-29T19:59:00Z': true,
      '2026-03-29T20:00:00Z': false,
    }, instant);
  });

  it('when the clocks fall back, then Sunday 12:00 Vienna is 11:00 UTC', () => {
    expectOpenAt(undefined, { '2026-10-25T10:59:00Z': false, '2026-10-25T11:00:00Z': true }, instant);
  });

  it('when another time zone is passed, then its wall clock is used', () => {
    const at = new Date('2026-11-23T10:30:00Z');
    expect(isOpenAt(undefined, at, 'Europe/London')).toBe(false); // 10:30 in London
    expect(isOpenAt(undefined, at, 'Europe/Vienna')).toBe(true);
  });
});

describe('restaurant availability (spec 1 §4)', () => {
  const open = w('2026-11-23T12:00:00');
  const night = w('2026-11-23T23:00:00');
  it('when the vendor carries the closed tag, then it is closed even within opening hours', () => {
    expect(availability({ tags: ['closed'], isOpen: true, openingHours: [] }, open)).toBe('closed');
  });
  it('when isOpen is false, then it is closed', () => {
    expect(availability({ tags: [], isOpen: false, openingHours: [] }, open)).toBe('closed');
  });
  it('when it is within opening hours, then it is open', () => {
    expect(availability({ tags: [], isOpen: true, openingHours: DEFAULT_OPENING_HOURS }, open)).toBe('open');
  });
  it('when it is outside opening hours, then it is pre-order only', () => {
    expect(availability({ tags: [], isOpen: true, openingHours: DEFAULT_OPENING_HOURS }, night)).toBe('preorder');
  });
});

describe('next opening time', () => {
  it('when closed in the morning, then the next opening is today at the start of the hours', () => {
    expect(nextOpeningTime(undefined, w('2026-11-23T08:00:00'))?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });
  it('when closed at night, then the next opening is the next day', () => {
    expect(nextOpeningTime(undefined, w('2026-11-23T22:30:00'))?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
  it('when open now, then the next opening time is now', () => {
    const now = w('2026-11-23T12:34:00');
    expect(nextOpeningTime(undefined, now)?.getTime()).toBe(now.getTime());
  });
  it('when the list is empty (always open), then there is no next opening time', () => {
    expect(nextOpeningTime([], w('2026-11-23T08:00:00'))).toBeNull();
  });
  it('when the vendor opens only on one weekday, then the next opening can be days ahead', () => {
    const h = [entry(['SUNDAY'], tm(12), tm(14))];
    expect(nextOpeningTime(h, w('2026-11-23T08:00:00'))?.toISOString()).toBe('2026-11-29T11:00:00.000Z');
  });
  it('when no entry ever applies, then there is no next opening time within 8 days', () => {
    const h = [entry(['FUNDAY' as Weekday], tm(12), tm(14))];
    expect(nextOpeningTime(h, w('2026-11-23T08:00:00'))).toBeNull();
  });
  it('when the next opening lies after the spring change, then it is on the summer clock', () => {
    expect(nextOpeningTime(undefined, w('2026-03-28T23:30:00'))?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
  it("when it is early morning within the previous day's overnight range, then it is open now", () => {
    const h = [entry(['MONDAY'], tm(20), tm(3))];
    const now = w('2026-11-24T01:00:00');
    expect(nextOpeningTime(h, now)?.getTime()).toBe(now.getTime());
  });
});

describe('open intervals agree with isOpenAt', () => {
  it('when sampled every 10 minutes over a week incl. overnight ranges, then both give the same answer', () => {
    const h = [
      entry(['MONDAY', 'TUESDAY'], tm(11), tm(14, 30)),
      entry(['MONDAY', 'TUESDAY'], tm(17), tm(23)),
      entry(['FRIDAY', 'SATURDAY'], tm(18), tm(3)),
      entry(['SUNDAY'], tm(20), tm(7)),
    ];
    const start = w('2026-11-23T00:00:00');
    const iv = openIntervals(h, { year: 2026, month: 11, day: 23 }, 7) ?? [];
    let mismatches = 0;
    let opens = 0;
    for (let t = start.getTime(); t < start.getTime() + 7 * 86_400_000; t += 600_000) {
      const a = isOpenAt(h, new Date(t));
      const b = iv.some((i) => i.start.getTime() <= t && t < i.end.getTime());
      if (a) opens++;
      if (a !== b) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(opens).toBeGreaterThan(100);
  });
});
