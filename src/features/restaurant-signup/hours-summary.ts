/**
 * The opening hours of the sign-up as the confirmation step lists them: consecutive days with the same hours (or
 * all closed) form one run, Monday to Sunday — "Montag – Donnerstag 11:00–22:00, Freitag – Samstag 11:00–23:00".
 */
import { WEEKDAY_KEYS, type DayHours, type WeekdayKey } from '../../domain/forms/constants.ts';

export interface HoursRun {
  first: WeekdayKey;
  /** the run's last day (the same as `first` for a single day) */
  last: WeekdayKey;
  /** null: closed on these days */
  hours: { open: string; close: string } | null;
}

const sameHours = (a: HoursRun['hours'], b: HoursRun['hours']) =>
  a === null || b === null ? a === b : a.open === b.open && a.close === b.close;

/** One day as the form holds it (the closed flag may be absent: open). */
type DayInput = Pick<DayHours, 'open' | 'close'> & { closed?: boolean | undefined };

export function summarizeOpeningHours(week: Readonly<Record<WeekdayKey, DayInput>>): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEKDAY_KEYS) {
    const { open, close, closed = false } = week[day];
    const hours = closed ? null : { open, close };
    const prev = runs.at(-1);
    if (prev && sameHours(prev.hours, hours)) prev.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs;
}
