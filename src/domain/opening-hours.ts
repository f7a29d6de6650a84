/**
 * Opening hours and restaurant availability (spec 1 §3 "Opening-hours entry", §4 "Restaurant availability").
 * Evaluated on the Europe/Vienna wall clock (optional timeZone parameter), whatever the process time zone.
 *
 * - No hours given (undefined) → DEFAULT_OPENING_HOURS; an empty list → always open.
 * - Holiday entries are ignored (a list of only holiday entries counts as empty, i.e. no restriction).
 * - An entry applies on its weekdays (empty `days` = every day).
 * - A range whose end is earlier than (or equal to) its start wraps midnight: open from its start onward that day;
 *   before 06:00 on the next day the previous day's overnight ranges still count (until their end, at most 06:00 —
 *   the spec's rule taken literally, so 20:00–07:00 closes at 06:00). 00:00–00:00 is open all day; 24:00 = midnight.
 */
import type { OpeningHoursEntry, TimeOfDay, Vendor, Weekday } from './types.ts';
import type { LocalDate } from './zoned-time.ts';
import { DEFAULT_TIME_ZONE, addDays, localDateOf, weekdayOf, zonedParts, zonedTime } from './zoned-time.ts';

/** Until this minute of the next day a previous day's overnight range still counts. */
export const OVERNIGHT_CUTOFF_MINUTES = 6 * 60;

const t = (hours: number, minutes = 0): TimeOfDay => ({ hours, minutes });

/** 11:00–22:00 Monday to Thursday, Friday and Saturday to 23:00, Sunday 12:00–22:00. */
export const DEFAULT_OPENING_HOURS: OpeningHoursEntry[] = [
  { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], fromTime: t(11), toTime: t(22) },
  { days: ['FRIDAY', 'SATURDAY'], fromTime: t(11), toTime: t(23) },
  { days: ['SUNDAY'], fromTime: t(12), toTime: t(22) },
];

function minutesOf(x: TimeOfDay | undefined): number {
  const h = x?.hours ?? 0;
  const m = x?.minutes ?? 0;
  const v = (Number.isFinite(h) ? h : 0) * 60 + (Number.isFinite(m) ? m : 0);
  return Math.min(1440, Math.max(0, Math.round(v)));
}

/** A regular (non-holiday) entry reduced to minutes. */
export interface DayRange {
  days: Weekday[];
  from: number;
  to: number;
  overnight: boolean;
}

/** Regular ranges of a list, or null when the vendor is always open (empty list after dropping holidays). */
export function regularRanges(hours: OpeningHoursEntry[] | undefined): DayRange[] | null {
  const list = (hours ?? DEFAULT_OPENING_HOURS).filter((e) => !e.holiday);
  if (list.length === 0) return null;
  return list.map((e) => {
    const from = minutesOf(e.fromTime);
    const to = minutesOf(e.toTime);
    return { days: Array.isArray(e.days) ? e.days : [], from, to, overnight: to <= from };
  });
}

function appliesOn(r: DayRange, day: Weekday): boolean {
  return r.days.length === 0 || r.days.includes(day);
}

/** Whether the local wall-clock minute `minute` of a day with weekday `day` is inside the ranges. */
function openAtLocal(ranges: DayRange[], day: Weekday, prevDay: Weekday, minute: number): boolean {
  for (const r of ranges) {
    if (appliesOn(r, day)) {
      if (r.overnight ? minute >= r.from : minute >= r.from && minute < r.to) return true;
    }
    if (r.overnight && minute < OVERNIGHT_CUTOFF_MINUTES && appliesOn(r, prevDay) && minute < r.to) return true;
  }
  return false;
}

export function isOpenAt(hours: OpeningHoursEntry[] | undefined, at: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const ranges = regularRanges(hours);
  if (ranges === null) return true;
  const p = zonedParts(at, timeZone);
  const prev = weekdayOf(addDays(p, -1));
  return openAtLocal(ranges, p.weekday, prev, p.minuteOfDay);
}

/** An open period as instants, [start, end). */
export interface OpenInterval {
  start: Date;
  end: Date;
}

/**
 * Open periods of the local days firstDay .. firstDay + days − 1 (plus the overnight tail of the day before),
 * as absolute instants, sorted and merged where they touch. Null when always open.
 */
export function openIntervals(
  hours: OpeningHoursEntry[] | undefined,
  firstDay: LocalDate,
  days: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenInterval[] | null {
  const ranges = regularRanges(hours);
  if (ranges === null) return null;
  const raw: [number, number][] = [];
  for (let i = -1; i < days; i++) {
    const d = addDays(firstDay, i);
    const wd = weekdayOf(d);
    for (const r of ranges) {
      if (!appliesOn(r, wd)) continue;
      const start = zonedTime(d, r.from, timeZone).getTime();
      const end = r.overnight
        ? zonedTime(addDays(d, 1), Math.min(r.to, OVERNIGHT_CUTOFF_MINUTES), timeZone).getTime()
        : zonedTime(d, r.to, timeZone).getTime();
      if (end > start) raw.push([start, end]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of raw) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged.map(([s, e]) => ({ start: new Date(s), end: new Date(e) }));
}

/** Days searched ahead by nextOpeningTime. */
export const NEXT_OPENING_SEARCH_DAYS = 8;

/**
 * The earliest instant at or after `from` at which the vendor is open (`from` itself when open now); null when it
 * is always open (empty list) or does not open within 8 days.
 */
export function nextOpeningTime(
  hours: OpeningHoursEntry[] | undefined,
  from: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  const intervals = openIntervals(hours, localDateOf(from, timeZone), NEXT_OPENING_SEARCH_DAYS + 1, timeZone);
  if (intervals === null) return null;
  const f = from.getTime();
  const limit = f + NEXT_OPENING_SEARCH_DAYS * 86_400_000;
  for (const iv of intervals) {
    if (iv.end.getTime() <= f) continue;
    const s = Math.max(iv.start.getTime(), f);
    return s <= limit ? new Date(s) : null;
  }
  return null;
}

export type Availability = 'open' | 'preorder' | 'closed';

export const CLOSED_TAG = 'closed';

/** Closed: tag `closed` or isOpen false (ordering blocked). Otherwise open now, or pre-order only outside hours. */
export function availability(
  vendor: Pick<Vendor, 'tags' | 'isOpen' | 'openingHours'>,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Availability {
  if (vendor.tags.includes(CLOSED_TAG) || !vendor.isOpen) return 'closed';
  return isOpenAt(vendor.openingHours, at, timeZone) ? 'open' : 'preorder';
}
