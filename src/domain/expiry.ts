/**
 * Order expire time (spec 1 §9): now + 15 minutes when the vendor is open now and no delivery time is set;
 * otherwise 30 minutes after the next opening time on the delivery day; without opening hours now + 30 minutes.
 *
 * Readings: "no opening hours" = an empty list (always open) or no opening within 8 days; undefined hours use the
 * default hours like everywhere else. The "next opening time on the delivery day" is searched from the later of
 * now and the delivery day's local midnight, so a vendor open now with a later delivery today expires now + 30.
 * Special days count (a closed holiday has no opening); busy mode (`extraMinutes`, issue 32) adds its minutes to
 * the result, so a busy kitchen has as much longer to answer.
 */
import type { OpeningHoursEntry } from './types.ts';
import type { SpecialDay } from './wire/vendor-hours.ts';
import { isOpenAt, nextOpeningTime } from './opening-hours.ts';
import { DEFAULT_TIME_ZONE, startOfLocalDay } from './zoned-time.ts';

export const EXPIRE_OPEN_MINUTES = 15;
export const EXPIRE_AFTER_OPENING_MINUTES = 30;

const MIN = 60_000;

export function orderExpireTime(a: {
  openingHours: OpeningHoursEntry[] | undefined;
  specialDays?: SpecialDay[] | null | undefined;
  now: Date;
  deliveryTime?: Date | null;
  timeZone?: string;
  /** busy mode's extra minutes in force now (0 when not busy) */
  extraMinutes?: number;
}): Date {
  const tz = a.timeZone ?? DEFAULT_TIME_ZONE;
  const now = a.now.getTime();
  const extra = Math.max(0, a.extraMinutes ?? 0) * MIN;
  const hours = { openingHours: a.openingHours, specialDays: a.specialDays };
  const delivery = a.deliveryTime && Number.isFinite(a.deliveryTime.getTime()) ? a.deliveryTime : null;
  if (!delivery && isOpenAt(hours, a.now, tz)) return new Date(now + EXPIRE_OPEN_MINUTES * MIN + extra);
  const dayStart = startOfLocalDay(delivery ?? a.now, tz).getTime();
  const next = nextOpeningTime(hours, new Date(Math.max(now, dayStart)), tz);
  if (next === null) return new Date(now + EXPIRE_AFTER_OPENING_MINUTES * MIN + extra);
  return new Date(next.getTime() + EXPIRE_AFTER_OPENING_MINUTES * MIN + extra);
}
