/**
 * Wall-clock helpers for the Europe/Vienna rules of spec 1 §4/§9 (opening hours, slots, expiry). The server runs in
 * UTC, browsers anywhere: every rule converts through Intl with an explicit time zone, never the process zone.
 */
import type { Weekday } from './types.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

export const WEEKDAYS: readonly Weekday[] = [
  'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY',
];

/** A calendar date in some time zone (month 1..12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface ZonedParts extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** minutes since local midnight (0..1439) */
  minuteOfDay: number;
  weekday: Weekday;
}

const HALF_DAY = 12 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Calendar fields read through Intl (the slow path: one formatToParts call). */
function intlParts(at: Date, timeZone: string): Omit<ZonedParts, 'minuteOfDay' | 'weekday'> {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of formatter(timeZone).formatToParts(at)) {
    if (p.type in out) out[p.type as keyof typeof out] = Number(p.value);
  }
  if (out.hour === 24) out.hour = 0; // defensive: some engines render midnight as 24 with h23 missing
  return out;
}

/** Offset at a whole second, read through Intl. */
function intlOffsetMs(wholeSecond: number, timeZone: string): number {
  const p = intlParts(new Date(wholeSecond), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

/**
 * Europe/Vienna without Intl, where the rule is known: since 1996 Austria keeps the EU summer time (UTC+2 from the
 * last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC; UTC+1 otherwise). The first Intl
 * formatter with a time zone costs ~60 ms on a slow phone (ICU loads the zone's data) on every page that shows opening
 * hours, in one long task. Other zones, and years outside RULE_YEARS, go through Intl; the tests compare the rule
 * with Intl around every change of those years.
 */
const RULE_ZONE = 'Europe/Vienna';
export const RULE_YEARS = { first: 1996, last: 2037 } as const;
const DAY_MS = 86_400_000;

/** 01:00 UTC of the last Sunday of a month (month0 0..11). */
function lastSundayOneUtc(year: number, month0: number): number {
  const lastDay = Date.UTC(year, month0 + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + 3_600_000;
}

function ruleOffsetMs(ms: number, timeZone: string): number | null {
  if (timeZone !== RULE_ZONE) return null;
  const year = new Date(ms).getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return null;
  return ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9) ? 7_200_000 : 3_600_000;
}

const BUCKET_MS = 15 * 60_000;
const MAX_BUCKETS = 4096;
/** Per time zone: quarter-hour bucket → the offset that holds for the whole bucket. */
const offsetMemo = new Map<string, Map<number, number>>();

/**
 * Offset of `timeZone` at a whole second, memoised per quarter hour. A bucket is remembered only when the offset is
 * the same at its first and its last second (two Intl reads); a bucket holding a transition is computed every time.
 * The price and slot rules ask for the same few hours dozens of times per order, so almost every call is a Map hit.
 */
function offsetAt(wholeSecond: number, timeZone: string): number {
  const byRule = ruleOffsetMs(wholeSecond, timeZone);
  if (byRule !== null) return byRule;
  const bucket = Math.floor(wholeSecond / BUCKET_MS);
  let memo = offsetMemo.get(timeZone);
  const hit = memo?.get(bucket);
  if (hit !== undefined) return hit;
  const first = intlOffsetMs(bucket * BUCKET_MS, timeZone);
  const last = intlOffsetMs(bucket * BUCKET_MS + BUCKET_MS - 1000, timeZone);
  if (first !== last) return intlOffsetMs(wholeSecond, timeZone);
  if (!memo) offsetMemo.set(timeZone, (memo = new Map<number, number>()));
  if (memo.size >= MAX_BUCKETS) memo.clear();
  memo.set(bucket, first);
  return first;
}

/**
 * The last answer of zonedParts: one instant is asked for again and again (a listing asks whether each of its vendors
 * is open at the same `now`, twice per render), so the last second's fields are kept (frozen: every caller reads the
 * same object).
 */
let lastParts: { whole: number; timeZone: string; parts: ZonedParts } | null = null;

/** Local calendar fields of an instant in `timeZone` (UTC fields of the instant shifted by the zone's offset). */
export function zonedParts(at: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  if (lastParts !== null && lastParts.whole === whole && lastParts.timeZone === timeZone) return lastParts.parts;
  const local = new Date(whole + offsetAt(whole, timeZone));
  const date = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  const hour = local.getUTCHours();
  const minute = local.getUTCMinutes();
  const parts: ZonedParts = Object.freeze({
    ...date,
    hour,
    minute,
    second: local.getUTCSeconds(),
    minuteOfDay: hour * 60 + minute,
    weekday: weekdayOf(date),
  });
  lastParts = { whole, timeZone, parts };
  return parts;
}

/** Weekday of a calendar date (calendar arithmetic, independent of any time zone). */
export function weekdayOf(d: LocalDate): Weekday {
  const js = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7] as Weekday;
}

export function addDays(d: LocalDate, n: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function localDateOf(at: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDate {
  const p = zonedParts(at, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** Offset of `timeZone` from UTC at an instant, in ms (Vienna: +3 600 000 in winter, +7 200 000 in summer). */
export function zoneOffsetMs(at: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  return offsetAt(ms - (((ms % 1000) + 1000) % 1000), timeZone);
}

/**
 * The instant at which the wall clock in `timeZone` shows `minuteOfDay` minutes after midnight of `date`
 * (1440 = next midnight). A wall time that does not exist (spring-forward gap) maps to the instant one hour later
 * on the clock; an ambiguous one (autumn) to its first occurrence.
 */
export function zonedTime(date: LocalDate, minuteOfDay: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const before = zoneOffsetMs(new Date(guess - HALF_DAY), timeZone);
  const after = zoneOffsetMs(new Date(guess + HALF_DAY), timeZone);
  let best: number | null = null;
  for (const o of before === after ? [before] : [before, after]) {
    const c = guess - o;
    if (zoneOffsetMs(new Date(c), timeZone) === o && (best === null || c < best)) best = c;
  }
  return new Date(best ?? guess - before);
}

/** Midnight (start) of the local day containing `at`. */
export function startOfLocalDay(at: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return zonedTime(localDateOf(at, timeZone), 0, timeZone);
}

/**
 * The same wall-clock time as `at`, moved forward by whole local days until it is not before `now` (spec 1 §5: a
 * scheduled time already in the past means that time on the next day). Days, not 24-hour steps: across a
 * daylight-saving change, 18:30 stays 18:30.
 */
export function sameWallTimeNotBefore(at: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { minuteOfDay, second } = zonedParts(at, timeZone);
  const extra = second * 1000 + (((at.getTime() % 1000) + 1000) % 1000);
  let day = localDateOf(at, timeZone);
  let t = at;
  while (t.getTime() < now.getTime()) {
    day = addDays(day, 1);
    t = new Date(zonedTime(day, minuteOfDay, timeZone).getTime() + extra);
  }
  return t;
}
