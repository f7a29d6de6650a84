/**
 * Delivery countdown (spec 1 §4 "Countdown"): remaining = its end − now, shown as mm:ss with percent progress. The end
 * is the restaurant's time once it accepted, a pre-order's planned time, else the upper end of the delivery range the
 * customer was shown (deliveryRange, issue 25 item 3); the spec's 35 minutes only when that range is unknown.
 */

export const DEFAULT_ESTIMATE_MINUTES = 35;

/**
 * Countdown end: the delivery time (the restaurant's on acceptance, or a pre-order's planned time as the server
 * records it), else the packaging time (pickup), else the requested time of a pre-order, else order time + the upper
 * end of the delivery range shown to the customer, else order time + 35 minutes.
 */
export function countdownEnd(a: {
  orderTime: Date;
  deliveryTime?: Date | null;
  packagingTime?: Date | null;
  /** the customer's requested time of a pre-order (order.delivery.time) */
  scheduledTime?: Date | null;
  /** deliveryRange(...).maxMinutes for the order's vendor and postal code */
  estimateMinutes?: number | null;
}): Date {
  const valid = (d: Date | null | undefined): d is Date => d instanceof Date && Number.isFinite(d.getTime());
  if (valid(a.deliveryTime)) return a.deliveryTime;
  if (valid(a.packagingTime)) return a.packagingTime;
  if (valid(a.scheduledTime)) return a.scheduledTime;
  const minutes = typeof a.estimateMinutes === 'number' && a.estimateMinutes > 0 ? a.estimateMinutes : DEFAULT_ESTIMATE_MINUTES;
  return new Date(a.orderTime.getTime() + minutes * 60_000);
}

/** A countdown is shown only this close to its end (issue 25): a pre-order for tomorrow shows its time, not "732:00". */
export const COUNTDOWN_WINDOW_MS = 60 * 60_000;

/** Whether the countdown runs (less than an hour left) or the planned time is shown instead. */
export function countdownShown(end: Date, now: Date): boolean {
  return end.getTime() - now.getTime() < COUNTDOWN_WINDOW_MS;
}

/** Milliseconds left, never negative. */
export function remainingMs(end: Date, now: Date): number {
  return Math.max(0, end.getTime() - now.getTime());
}

/** "mm:ss" (minutes may exceed 59); partial seconds round up so the display reaches 00:00 exactly at the end. */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Elapsed share of start..end in whole percent, clamped to 0..100 (100 when the span is empty). */
export function progressPercent(start: Date, end: Date, now: Date): number {
  const span = end.getTime() - start.getTime();
  if (!(span > 0)) return 100;
  const p = ((now.getTime() - start.getTime()) / span) * 100;
  return Math.round(Math.min(100, Math.max(0, p)));
}
