/**
 * The opening-hours editor's week (issue 32) and the vendor record's `openingHours` list: one entry per day and range
 * on the way in, and back per weekday. Stored hours without entries (always open) show as 00:00–24:00 every day;
 * holiday entries (ignored by the rules) are dropped.
 */
import { DEFAULT_OPENING_HOURS } from './opening-hours.ts';
import type { OpeningHoursEntry, TimeOfDay } from './types.ts';
import { HOURS_DAYS, hhmmOfMinutes, minutesOfHhmm, type HoursDay, type WeeklyHours } from './wire/vendor-hours.ts';

function timeOf(s: string): TimeOfDay {
  const m = minutesOfHhmm(s);
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}

const hhmmOf = (t: TimeOfDay): string => hhmmOfMinutes(Math.min(1440, t.hours * 60 + t.minutes));

/** The editor's week as stored entries (an end of 00:00 is stored as 24:00). */
export function entriesOfWeek(week: WeeklyHours): OpeningHoursEntry[] {
  return HOURS_DAYS.flatMap((day) =>
    week[day].map((r) => ({ days: [day], fromTime: timeOf(r.from), toTime: timeOf(r.to === '00:00' ? '24:00' : r.to) })),
  );
}

/** Stored entries as the editor's week, each day's ranges sorted by their start. */
export function weekOfEntries(entries: OpeningHoursEntry[] | undefined): WeeklyHours {
  const list = (entries ?? DEFAULT_OPENING_HOURS).filter((e) => !e.holiday);
  const week = Object.fromEntries(HOURS_DAYS.map((d) => [d, [] as { from: string; to: string }[]])) as WeeklyHours;
  if (list.length === 0) {
    for (const d of HOURS_DAYS) week[d].push({ from: '00:00', to: '24:00' });
    return week;
  }
  for (const e of list) {
    const days: readonly HoursDay[] = e.days.length === 0 ? HOURS_DAYS : e.days;
    const from = hhmmOf(e.fromTime);
    const to = hhmmOf(e.toTime);
    for (const d of days) {
      if (!week[d].some((r) => r.from === from && r.to === to)) week[d].push({ from, to });
    }
  }
  for (const d of HOURS_DAYS) week[d].sort((a, b) => minutesOfHhmm(a.from) - minutesOfHhmm(b.from));
  return week;
}
