/**
 * Pre-order time slots (spec 1 §9): every 15 minutes within the opening hours; the first slot of an opening period
 * is its start + 30 minutes, or — when the vendor is open now — the next quarter hour (strictly after now).
 * Slots are instants at which the vendor is open (isOpenAt holds), so the last one lies before closing. `days` counts
 * local days (default 7, today included); a range starting on the last day keeps its slots after midnight.
 * Busy mode (`extraMinutes`, issue 32): no slot before now + the extra minutes — the first is the next quarter hour
 * strictly after that instant (an opening period's own start + 30 minutes holds when it is later).
 * Special days count through the schedule (opening-hours.ts).
 */
import { openIntervals, type HoursInput } from './opening-hours.ts';
import { DEFAULT_TIME_ZONE, addDays, localDateOf, zonedTime } from './zoned-time.ts';

export const SLOT_STEP_MINUTES = 15;
export const SLOT_LEAD_MINUTES = 30;
/** Local days offered by default: today and the next 6. */
export const DEFAULT_SLOT_DAYS = 7;

const MIN = 60_000;

export function preorderSlots(
  hours: HoursInput,
  now: Date,
  opts?: { days?: number; timeZone?: string; extraMinutes?: number },
): Date[] {
  const tz = opts?.timeZone ?? DEFAULT_TIME_ZONE;
  const days = Math.max(1, Math.floor(opts?.days ?? DEFAULT_SLOT_DAYS));
  const today = localDateOf(now, tz);
  const windowEnd = zonedTime(addDays(today, days), 0, tz).getTime();
  const n = now.getTime();
  const intervals = openIntervals(hours, today, days, tz) ?? [
    { start: new Date(zonedTime(today, 0, tz).getTime()), end: new Date(windowEnd) }, // always open
  ];
  const out: Date[] = [];
  for (const iv of intervals) {
    const s = iv.start.getTime();
    // Ranges of the last day keep their overnight tail (openIntervals only holds ranges starting in the window).
    const e = iv.end.getTime();
    if (e <= n) continue;
    const step = SLOT_STEP_MINUTES * MIN;
    const extra = Math.max(0, opts?.extraMinutes ?? 0) * MIN;
    const afterBusy = (Math.floor((n + extra) / step) + 1) * step;
    let slot = s <= n ? afterBusy : extra > 0 ? Math.max(s + SLOT_LEAD_MINUTES * MIN, afterBusy) : s + SLOT_LEAD_MINUTES * MIN;
    for (; slot < e; slot += step) out.push(new Date(slot));
  }
  return out;
}
