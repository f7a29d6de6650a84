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
 * - Special days (issue 32): on a listed local date its own ranges (none when closed) replace the weekday's; its
 *   overnight ranges run into the next morning like the weekday's. Every function takes either the weekly list or a
 *   schedule `{ openingHours, specialDays }` (a vendor record is one), so the listing, the vendor page, the slots and
 *   the expiry follow the same days.
 */
import type { OpeningHoursEntry, TimeOfDay, Vendor, Weekday } from './types.ts';
import type { SpecialDay } from './wire/vendor-hours.ts';
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

/** Weekly hours with special days: what every function here takes (a vendor record is one). */
export interface Schedule {
  openingHours: OpeningHoursEntry[] | undefined;
  specialDays?: SpecialDay[] | null | undefined;
}
export type HoursInput = OpeningHoursEntry[] | undefined | Schedule;

interface Resolved {
  /** null = always open on regular days */
  weekly: DayRange[] | null;
  special: Map<string, DayRange[]>;
}

const ALL_DAY: DayRange[] = [{ days: [], from: 0, to: 1440, overnight: false }];

function hhmm(s: string): number {
  const [h, m] = s.split(':').map(Number);
  return Math.min(1440, Math.max(0, (h ?? 0) * 60 + (m ?? 0)));
}

function resolve(input: HoursInput): Resolved {
  const sched: Schedule = Array.isArray(input) || input === undefined ? { openingHours: input } : input;
  const special = new Map<string, DayRange[]>();
  for (const d of sched.specialDays ?? []) {
    special.set(d.date, d.closed ? [] : d.ranges.map((r) => {
      const from = hhmm(r.from);
      const to = hhmm(r.to);
      return { days: [], from, to, overnight: to <= from };
    }));
  }
  return { weekly: regularRanges(sched.openingHours), special };
}

export function isoDateOf(d: LocalDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The ranges that start on a local date: the special day's, else the weekday's (all day when always open). */
function rangesOn(s: Resolved, d: LocalDate): DayRange[] {
  if (s.special.size > 0) {
    const sp = s.special.get(isoDateOf(d));
    if (sp) return sp;
  }
  if (s.weekly === null) return ALL_DAY;
  const wd = weekdayOf(d);
  return s.weekly.filter((r) => appliesOn(r, wd));
}

export function isOpenAt(hours: HoursInput, at: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const s = resolve(hours);
  if (s.weekly === null && s.special.size === 0) return true;
  const p = zonedParts(at, timeZone);
  const minute = p.minuteOfDay;
  for (const r of rangesOn(s, p)) {
    if (r.overnight ? minute >= r.from : minute >= r.from && minute < r.to) return true;
  }
  if (minute < OVERNIGHT_CUTOFF_MINUTES) {
    for (const r of rangesOn(s, addDays(p, -1))) {
      if (r.overnight && minute < r.to) return true;
    }
  }
  return false;
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
  hours: HoursInput,
  firstDay: LocalDate,
  days: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenInterval[] | null {
  const s = resolve(hours);
  if (s.weekly === null && s.special.size === 0) return null;
  const raw: [number, number][] = [];
  for (let i = -1; i < days; i++) {
    const d = addDays(firstDay, i);
    for (const r of rangesOn(s, d)) {
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
  hours: HoursInput,
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
  vendor: Pick<Vendor, 'tags' | 'isOpen' | 'openingHours' | 'specialDays'>,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Availability {
  if (vendor.tags.includes(CLOSED_TAG) || !vendor.isOpen) return 'closed';
  return isOpenAt(vendor, at, timeZone) ? 'open' : 'preorder';
}
