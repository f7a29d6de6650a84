/**
 * Opening hours, special days and busy mode as the desk and the back office edit them (issue 32 part B): one schema
 * for the editor's form, the server's route and the stored vendor record. Times are "HH:MM" (00:00..24:00). A range
 * whose end is earlier than its start runs past midnight (18:00–02:00) and must end by 06:00 (the rule of
 * opening-hours.ts); an end of 00:00 means midnight (as 24:00).
 * The checks (empty ranges, overlaps, overnight tails, an empty week, duplicate days) live in `hoursProblems`, used by
 * the schema's refinement, so the form and a 400 answer name the same path and message.
 */
import { z } from 'zod';
import { busySchema, dayRangesSchema, extraMinutesSchema, hhmmSchema, hoursRangeSchema, specialDaySchema as storedSpecialDay } from './vendor-schedule.ts';

export { busySchema, hhmmSchema, hoursRangeSchema };

export const HOURS_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type HoursDay = (typeof HOURS_DAYS)[number];

export const MAX_SPECIAL_DAYS = 60;
/** An overnight range must end by this minute of the next day. */
export const OVERNIGHT_END_LIMIT = 6 * 60;

const TIME_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export type HoursRange = z.infer<typeof hoursRangeSchema>;

const dayRanges = dayRangesSchema;

export const weeklyHoursSchema = z.object(
  Object.fromEntries(HOURS_DAYS.map((d) => [d, dayRanges])) as Record<HoursDay, typeof dayRanges>,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDateSchema = z
  .string()
  .regex(DATE_RE, 'must be a date YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const t = new Date(Date.UTC(y, m - 1, d));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
  }, 'is not a calendar date');

/** A special day: closed, or open with its own ranges instead of the weekday's. */
export const specialDaySchema = storedSpecialDay.extend({ date: isoDateSchema });
export type SpecialDay = z.infer<typeof specialDaySchema>;

export const specialDaysSchema = z.array(specialDaySchema).max(MAX_SPECIAL_DAYS, `has more than ${MAX_SPECIAL_DAYS} days`);

export type Busy = z.infer<typeof busySchema>;

/** What is wrong, for the editor's translated message (the `message` is the server's English one). */
export type HoursProblemCode =
  | 'fromEnd' | 'empty' | 'overnightLate' | 'overlap' | 'tailOverlap' | 'noRange' | 'duplicate' | 'closedWithRanges' | 'noRanges';

export interface HoursProblem {
  path: (string | number)[];
  code: HoursProblemCode;
  message: string;
}

/** Minutes of "HH:MM" (24:00 = 1440); NaN when malformed. */
export function minutesOfHhmm(s: string): number {
  if (!TIME_RE.test(s)) return Number.NaN;
  const [h, m] = s.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function hhmmOfMinutes(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A range as minutes of its day: [from, end) where end may exceed 1440 (overnight); null when malformed. */
function span(r: HoursRange): { from: number; end: number } | null {
  const from = minutesOfHhmm(r.from);
  let to = minutesOfHhmm(r.to);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  if (to === 0) to = 1440;
  return { from, end: to <= from ? to + 1440 : to };
}

/** Problems of one day's ranges; `pathOf(i)` names range i. Returns the valid spans for the caller's next-day check. */
function dayProblems(ranges: HoursRange[], pathOf: (i: number) => (string | number)[], out: HoursProblem[]): { from: number; end: number }[] {
  const spans: { from: number; end: number; i: number }[] = [];
  ranges.forEach((r, i) => {
    const from = minutesOfHhmm(r.from);
    const to = minutesOfHhmm(r.to);
    if (!Number.isFinite(from) || !Number.isFinite(to)) return; // the field's own message
    if (from === 1440) {
      out.push({ path: [...pathOf(i), 'from'], code: 'fromEnd', message: 'must be before 24:00' });
      return;
    }
    // 00:00–00:00 is the whole day (as in opening-hours.ts); any other equal pair is empty
    if (from === to && from !== 0) {
      out.push({ path: pathOf(i), code: 'empty', message: `is empty: it opens and closes at ${r.from}` });
      return;
    }
    const s = span(r);
    if (!s) return;
    if (s.end > 1440 + OVERNIGHT_END_LIMIT) {
      out.push({ path: [...pathOf(i), 'to'], code: 'overnightLate', message: 'ends after 06:00 on the next day: end an overnight range by 06:00' });
      return;
    }
    spans.push({ ...s, i });
  });
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1];
    const cur = sorted[k];
    if (prev && cur && cur.from < prev.end) {
      out.push({ path: pathOf(cur.i), code: 'overlap', message: `overlaps ${hhmmOfMinutes(prev.from)}–${hhmmOfMinutes(prev.end % 1440)}` });
    }
  }
  return spans;
}

/** Every problem of a week and its special days (empty = valid). */
export function hoursProblems(body: { weekly: WeeklyHours; specialDays: SpecialDay[] }): HoursProblem[] {
  const out: HoursProblem[] = [];
  const spans = HOURS_DAYS.map((d) => dayProblems(body.weekly[d], (i) => ['weekly', d, i], out));
  HOURS_DAYS.forEach((d, di) => {
    // an overnight tail must not run into the next day's first range
    const next = HOURS_DAYS[(di + 1) % 7] ?? 'MONDAY';
    const nextSpans = spans[(di + 1) % 7] ?? [];
    for (const s of spans[di] ?? []) {
      if (s.end <= 1440) continue;
      const tail = s.end - 1440;
      const hit = nextSpans.find((n) => n.from < tail);
      if (hit) {
        const i = body.weekly[d].findIndex((r) => { const x = span(r); return x?.from === s.from && x.end === s.end; });
        out.push({ path: ['weekly', d, Math.max(0, i), 'to'], code: 'tailOverlap', message: `runs into ${next}'s range from ${hhmmOfMinutes(hit.from)}` });
      }
    }
  });
  if (HOURS_DAYS.every((d) => body.weekly[d].length === 0)) {
    out.push({ path: ['weekly'], code: 'noRange', message: 'has no opening range: open at least one day (close single days as special days)' });
  }
  const seen = new Set<string>();
  body.specialDays.forEach((s, i) => {
    if (seen.has(s.date)) out.push({ path: ['specialDays', i, 'date'], code: 'duplicate', message: `${s.date} is given twice` });
    seen.add(s.date);
    if (s.closed && s.ranges.length > 0) out.push({ path: ['specialDays', i, 'ranges'], code: 'closedWithRanges', message: 'must be empty on a closed day' });
    if (!s.closed && s.ranges.length === 0) out.push({ path: ['specialDays', i, 'ranges'], code: 'noRanges', message: 'needs at least one range (or mark the day closed)' });
    dayProblems(s.ranges, (j) => ['specialDays', i, 'ranges', j], out);
  });
  return out;
}

/** PUT …/hours: the weekly hours and the special days, checked as a whole. */
export const hoursBodySchema = z
  .object({ weekly: weeklyHoursSchema, specialDays: specialDaysSchema })
  .superRefine((b, ctx) => {
    for (const p of hoursProblems(b)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
export type HoursBody = z.infer<typeof hoursBodySchema>;

/** GET/PUT …/hours answer: the editor's shape plus the busy state. */
export const hoursViewSchema = z.object({
  weekly: weeklyHoursSchema,
  specialDays: specialDaysSchema,
  busy: busySchema.nullable(),
});
export type HoursView = z.infer<typeof hoursViewSchema>;

/** PUT …/busy: `minutes` from now until it ends by itself (null = until switched off). */
export const busyBodySchema = z.object({
  extraMinutes: extraMinutesSchema,
  deliveryPaused: z.boolean(),
  forMinutes: z.number().int('must be a whole number').min(15, 'must be at least 15').max(720, 'must be at most 720').nullable(),
});
export type BusyBody = z.infer<typeof busyBodySchema>;
