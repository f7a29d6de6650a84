/**
 * The one clock of the server and the app (issue 25): every reading of "now" in opening-hours, countdown, slot and
 * date logic goes through here, never `Date.now()` / `new Date()` scattered. The clock is the machine's, shifted by an
 * offset: 0 in production; a test server starts at a chosen instant (LIEFERZONE_NOW, refused with NODE_ENV=production)
 * and runs on from it. The server hands its offset to its render threads and, in a server-rendered page's state
 * block, to the browser (src/ssr-client.ts), so the server's render and the browser's hydration see the same hour.
 */

let offsetMs = 0;

/** Milliseconds since the epoch, on the shared clock. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The shared clock's current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** How far the shared clock runs ahead of the machine's (negative: behind). */
export function clockOffsetMs(): number {
  return offsetMs;
}

/** Sets the offset (the server from LIEFERZONE_NOW at start; a render thread and the browser from the server's). */
export function setClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new Error(`clock offset must be a finite number of milliseconds, got ${ms}`);
  offsetMs = Math.round(ms);
}

/**
 * The offset that makes the clock read `instant` now: an ISO 8601 date-time with a zone (`2026-11-28T12:00:00+01:00`,
 * `…Z`); null for anything else (a date-time without a zone is ambiguous: which Vienna hour?).
 */
export function offsetForInstant(instant: string, machineNow = Date.now()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(instant)) return null;
  const t = Date.parse(instant);
  return Number.isFinite(t) ? t - machineNow : null;
}
