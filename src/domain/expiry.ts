/**
 * Order expire time (spec 1 §9): now + 15 minutes when the vendor is open now and no delivery time is set;
 * otherwise 30 minutes after the next opening time on the delivery day; without opening hours now + 30 minutes.
 *
 * Readings: "no opening hours" = an empty list (always open) or no opening within 8 days; undefined hours use the
 * default hours like everywhere else. The "next opening time on the delivery day" is searched from the later of
 * now and the delivery day's local midnight, so a vendor open now with a later delivery today expires now + 30.
 */
import type { OpeningHoursEntry } from './types.ts';
import { isOpenAt, nextOpeningTime } from './opening-hours.ts';
import { DEFAULT_TIME_ZONE, startOfLocalDay } from './zoned-time.ts';

export const EXPIRE_OPEN_MINUTES = 15;
export const EXPIRE_AFTER_OPENING_MINUTES = 30;

const MIN = 60_000;

export function orderExpireTime(a: {
  openingHours: OpeningHoursEntry[] | undefined;
  now: Date;
  deliveryTime?: Date | null;
  timeZone?: string;
}): Date {
  const tz = a.timeZone ?? DEFAULT_TIME_ZONE;
  const now = a.now.getTime();
  const delivery = a.deliveryTime && Number.isFinite(a.deliveryTime.getTime()) ? a.deliveryTime : null;
  if (!delivery && isOpenAt(a.openingHours, a.now, tz)) return new Date(now + EXPIRE_OPEN_MINUTES * MIN);
  const dayStart = startOfLocalDay(delivery ?? a.now, tz).getTime();
  const next = nextOpeningTime(a.openingHours, new Date(Math.max(now, dayStart)), tz);
  if (next === null) return new Date(now + EXPIRE_AFTER_OPENING_MINUTES * MIN);
  return new Date(next.getTime() + EXPIRE_AFTER_OPENING_MINUTES * MIN);
}
