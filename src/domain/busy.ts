/**
 * Busy mode (issue 32): while it lasts (no end, or before its `until`), every estimate a customer sees — listing,
 * vendor page, checkout, tracking — grows by `extraMinutes` (15 or 30), the earliest pre-order slot moves as far, an
 * order's expiry grows by as much (the kitchen answers later on a busy evening), and with `deliveryPaused` only
 * pickup is offered (delivery stays off while pickup is taken; offeredDeliveryTypes in delivery-types.ts).
 */
import type { Busy } from './wire/vendor-hours.ts';

/** The busy state in force at `at`, or null (none, nothing switched on, or over). */
export function activeBusy(busy: Busy | null | undefined, at: Date): Busy | null {
  if (!busy) return null;
  if (busy.extraMinutes === 0 && !busy.deliveryPaused) return null;
  if (busy.until !== null) {
    const end = Date.parse(busy.until);
    if (!Number.isFinite(end) || end <= at.getTime()) return null;
  }
  return busy;
}

/** Extra minutes on the estimates at `at` (0 when not busy). */
export function busyExtraMinutes(vendor: { busy?: Busy | null | undefined }, at: Date): number {
  return activeBusy(vendor.busy, at)?.extraMinutes ?? 0;
}
