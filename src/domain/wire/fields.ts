/**
 * Building blocks of the wire schemas (src/domain/wire/*): bounded strings, euro amounts and identifiers, each with
 * the message a 400 answer shows after the field's path ("order.delivery.note: must be at most 1000 characters").
 */
import { z } from 'zod';
import { UUID_PATTERN } from './patterns.ts';

/** A string of at most `max` characters. */
export const str = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** A trimmed, non-empty string of at most `max` characters. */
export const nonEmpty = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Euro as a number (the wire keeps euro; the domain rules compute in cents), 0..max. */
export const money = (max: number) => z.number().min(0, 'must not be negative').max(max, `must be at most ${max}`);

/** A whole number in min..max. */
export const whole = (min: number, max: number) =>
  z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const uuid = z.string().regex(UUID_PATTERN, 'must be a uuid');

/** An ISO date-time with a time zone as the server writes it (`2025-06-04T10:00:00.000Z`). */
export const isoTime = z.string().max(40, 'must be at most 40 characters');

/** Relative paths, http(s) URLs or inline images only (the app renders them as image sources). */
export const imageUrl = str(1000).regex(
  /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*|data:image\/(svg\+xml|png|jpeg|webp);[^\s"'<>]+)$/,
  'must be an http(s) URL or a path starting with /',
);
