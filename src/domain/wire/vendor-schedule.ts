/**
 * The schedule fields of the stored vendor record (issue 32): special days and busy mode, as the listing and the
 * vendor page parse them. Kept apart from the editor's checks (vendor-hours.ts: overlaps, calendar dates, the
 * editor's body), which the first screen does not need; every write goes through those.
 */
import { z } from 'zod';
import { isoTime } from './fields.ts';

export const hhmmSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:MM between 00:00 and 24:00');
export const hoursRangeSchema = z.object({ from: hhmmSchema, to: hhmmSchema });
export const dayRangesSchema = z.array(hoursRangeSchema).max(6, 'has more than 6 ranges');

/** A special day: closed, or open with its own ranges instead of the weekday's. */
export const specialDaySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'), closed: z.boolean(), ranges: dayRangesSchema });
export const specialDaysSchema = z.array(specialDaySchema).max(60, 'has more than 60 days');

export const extraMinutesSchema = z.union([z.literal(0), z.literal(15), z.literal(30)], { error: 'must be 0, 15 or 30' });
/** Busy mode: extra minutes on every estimate and/or delivery paused (pickup stays), until switched off or `until`. */
export const busySchema = z.object({ extraMinutes: extraMinutesSchema, deliveryPaused: z.boolean(), until: isoTime.nullable() });
