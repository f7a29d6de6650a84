import { describe, expect, it } from 'vitest';
import { RULE_YEARS, addDays, sameWallTimeNotBefore, weekdayOf, zoneOffsetMs, zonedParts, zonedTime, startOfLocalDay } from './zoned-time.ts';

describe('Vienna wall clock (independent of the process time zone)', () => {
  it('when an instant in winter is read in Vienna, then it is UTC + 1 hour', () => {
    const p = zonedParts(new Date('2026-11-23T10:30:00Z'));
    expect([p.year, p.month, p.day, p.hour, p.minute, p.weekday]).toEqual([2026, 11, 23, 11, 30, 'MONDAY']);
    expect(p.minuteOfDay).toBe(690);
  });

  it('when an instant in summer is read in Vienna, then it is UTC + 2 hours', () => {
    const p = zonedParts(new Date('2026-07-13T22:30:00Z'));
    expect([p.day, p.hour, p.minute, p.weekday]).toEqual([14, 0, 30, 'TUESDAY']);
  });

  it('when the offset is asked around the spring change, then it switches from 1 h to 2 h at 01:00 UTC', () => {
    expect(zoneOffsetMs(new Date('2026-03-29T00:59:00Z'))).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-03-29T01:00:00Z'))).toBe(7_200_000);
  });

  it('when a Vienna wall time is converted, then the instant is right in winter, summer and on change days', () => {
    expect(zonedTime({ year: 2026, month: 11, day: 23 }, 11 * 60).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 13 }, 11 * 60).toISOString()).toBe('2026-07-13T09:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 3, day: 29 }, 12 * 60).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 10, day: 25 }, 12 * 60).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 11, day: 23 }, 1440).toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('when a wall time falls into the spring gap, then it maps one hour later on the clock', () => {
    expect(zonedTime({ year: 2026, month: 3, day: 29 }, 150).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('when a wall time occurs twice in autumn, then the first occurrence is used', () => {
    expect(zonedTime({ year: 2026, month: 10, day: 25 }, 150).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('when the same second is asked for again, then the same fields come back (frozen), and another second or zone is computed anew', () => {
    const p = zonedParts(new Date('2026-11-23T10:30:00.200Z'));
    // the same second, another millisecond: the kept answer
    expect(zonedParts(new Date('2026-11-23T10:30:00.900Z'))).toBe(p);
    expect(Object.isFrozen(p)).toBe(true);
    const next = zonedParts(new Date('2026-11-23T10:30:01Z'));
    expect([next.minute, next.second]).toEqual([30, 1]);
    // the same instant in another zone is not the kept Vienna answer
    expect(zonedParts(new Date('2026-11-23T10:30:01Z'), 'America/New_York').hour).toBe(5);
    expect(zonedParts(new Date('2026-11-23T10:30:01Z')).hour).toBe(11);
  });

  it('when another time zone is given, then it is used instead of Vienna', () => {
    expect(zonedParts(new Date('2026-11-23T10:30:00Z'), 'America/New_York').hour).toBe(5);
    expect(zonedTime({ year: 2026, month: 11, day: 23 }, 0, 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('when days are added across a month end, then the calendar date rolls over', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe('SUNDAY');
  });

  it('when the start of a Vienna day is asked just after local midnight, then it is that local midnight', () => {
    expect(startOfLocalDay(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});

describe('sameWallTimeNotBefore (a past scheduled time moves to the next day)', () => {
  const at = (s: string) => new Date(s);
  it('when the time is in the future, then it stays', () => {
    expect(sameWallTimeNotBefore(at('2026-06-10T16:30:00Z'), at('2026-06-10T10:00:00Z')).toISOString()).toBe('2026-06-10T16:30:00.000Z');
  });
  it('when the time has passed, then it is the same Vienna wall time the next day', () => {
    // 18:30 Vienna summer time (UTC+2) on 10 June → 18:30 on 11 June
    expect(sameWallTimeNotBefore(at('2026-06-10T16:30:00Z'), at('2026-06-10T17:00:00Z')).toISOString()).toBe('2026-06-11T16:30:00.000Z');
  });
  it('when the next day is the spring change (2026-03-29), then 18:30 stays 18:30 (23 hours later, not 24)', () => {
    // 28 March 18:30 CET (UTC+1) = 17:30Z; 29 March 18:30 CEST (UTC+2) = 16:30Z
    expect(sameWallTimeNotBefore(at('2026-03-28T17:30:00Z'), at('2026-03-28T18:00:00Z')).toISOString()).toBe('2026-03-29T16:30:00.000Z');
  });
  it('when the next day is the autumn change (2026-10-25), then 18:30 stays 18:30 (25 hours later)', () => {
    // 24 October 18:30 CEST = 16:30Z; 25 October 18:30 CET = 17:30Z
    expect(sameWallTimeNotBefore(at('2026-10-24T16:30:00Z'), at('2026-10-24T17:00:00Z')).toISOString()).toBe('2026-10-25T17:30:00.000Z');
  });
});

describe('memoised offsets agree with Intl', () => {
  const fieldsViaIntl = (f: Intl.DateTimeFormat, at: Date): number[] => {
    const parts = new Map(f.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    const get = (t: Intl.DateTimeFormatPartTypes): number => parts.get(t) ?? Number.NaN;
    return [get('year'), get('month'), get('day'), get('hour') % 24, get('minute'), get('second')];
  };

  it('when instants around transitions and in odd zones are read twice, then every field is the one Intl gives', () => {
    const zones = ['Europe/Vienna', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
    // two days around each zone's changes in 2026 (Lord Howe moves by 30 min), and around Vienna's 1893 change from
    // local mean time (+1:05:21, off the quarter hours: the bucket holding it must not be memoised)
    const days = [
      '2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '1893-03-31', '1893-04-01',
    ];
    // mismatches are collected and compared once: an expect per instant cost most of this test's CPU (over vitest's
    // 5 s on a busy 2-core machine)
    const wrong: string[] = [];
    let checked = 0;
    for (const timeZone of zones) {
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
        hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let ms = start; ms < start + 2 * 86_400_000; ms += 433_000) {
          const at = new Date(ms);
          const expected = fieldsViaIntl(f, at);
          for (let pass = 0; pass < 2; pass++) {
            const p = zonedParts(at, timeZone);
            const got = [p.year, p.month, p.day, p.hour, p.minute, p.second];
            checked++;
            if (got.some((v, i) => v !== expected[i])) wrong.push(`${timeZone} ${at.toISOString()} pass ${pass}: ${got.join(',')} ≠ ${expected.join(',')}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(zones.length * days.length * 2 * Math.ceil((2 * 86_400_000) / 433_000));
  });
});

describe('Vienna by its rule (no Intl) agrees with Intl', () => {
  it('when instants around every change of the rule’s years and before and after them are read, then the offset is Intl’s', () => {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Vienna', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    const intlOffset = (ms: number): number => {
      const parts = new Map(f.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
      const get = (t: Intl.DateTimeFormatPartTypes): number => parts.get(t) ?? Number.NaN;
      return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second')) - ms;
    };
    const wrong: string[] = [];
    const same = (at: number): void => {
      const got = zoneOffsetMs(new Date(at));
      const expected = intlOffset(at);
      if (got !== expected) wrong.push(`${new Date(at).toISOString()}: ${got} ≠ ${expected}`);
    };
    // Intl finds the changes itself: a day of March or October whose offset differs at its start and its end is
    // checked hour by hour, with the seconds around each hour; every other day at its start and at noon. This keeps
    // the comparison independent of the rule at ~10 % of an hour-by-hour sweep's CPU (that sweep took 2.6 s alone
    // and over vitest's 5 s on a busy 2-core machine)
    let checked = 0;
    let changes = 0;
    for (let year = RULE_YEARS.first - 1; year <= RULE_YEARS.last + 1; year++) {
      for (const month0 of [2, 9]) {
        for (let day = Date.UTC(year, month0, 1); day < Date.UTC(year, month0 + 1, 1); day += 86_400_000) {
          const end = day + 86_400_000 - 1000;
          if (intlOffset(day) === intlOffset(end)) {
            same(day);
            same(day + 43_200_000);
            checked += 2;
            continue;
          }
          if (year >= RULE_YEARS.first && year <= RULE_YEARS.last) changes++;
          for (let ms = day; ms <= end + 1000; ms += 3_600_000) {
            for (const at of [ms, ms - 1000, ms + 1000]) {
              same(at);
              checked++;
            }
          }
        }
      }
      for (const at of [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1, 12), Date.UTC(year, 11, 31, 23, 59, 59)]) same(at);
    }
    expect(wrong).toEqual([]);
    // both changes of every year of the rule were found (1995's autumn change was in September, outside the sweep)
    expect(changes).toBe(2 * (RULE_YEARS.last - RULE_YEARS.first + 1));
    expect(checked).toBeGreaterThan(40 * 2 * 60);
  });
});
