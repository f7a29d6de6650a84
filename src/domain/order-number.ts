/**
 * Order numbers when the database cannot generate one (spec 1 §7 "Checkout database calls"): fallback
 * LZ-{year}-{last 4 digits of the time}; a local order number is LZ- plus the time plus a random number below 1000.
 */
import { DEFAULT_TIME_ZONE, zonedParts } from './zoned-time.ts';

/** `LZ-2026-4321`: the Vienna calendar year and the last 4 digits of the epoch milliseconds. */
export function fallbackOrderNumber(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const year = zonedParts(now, timeZone).year;
  const digits = String(Math.floor(now.getTime())).slice(-4).padStart(4, '0');
  return `LZ-${year}-${digits}`;
}

/**
 * `LZ-{epoch ms}{random 000..999}`. `rand` is a number in [0, 1) or a generator of one (default Math.random); the
 * random part is zero-padded to 3 digits so numbers of the same millisecond differ in a fixed position.
 */
export function localOrderNumber(now: Date, rand: number | (() => number) = Math.random): string {
  const r = typeof rand === 'function' ? rand() : rand;
  const n = Math.min(999, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * 1000)));
  return `LZ-${Math.floor(now.getTime())}${String(n).padStart(3, '0')}`;
}
