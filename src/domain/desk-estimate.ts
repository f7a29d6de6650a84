/**
 * The estimate a restaurant's acceptance sets (vendor desk, issue 14): ready at now + the preparation time chosen on
 * the desk; a delivery arrives the vendor's travel time later — the lower end of its "25-40" delivery time, which
 * is the vendor's own figure for the way to the customer. A pre-order's requested time is never brought forward.
 */

const MINUTE = 60_000;

/** The lower end of a "25-40" style delivery time in minutes (a single "30" is itself), or `fallback`. */
export function travelMinutes(deliveryTime: string | undefined, fallback = 25): number {
  const m = /^\s*(\d{1,3})(?:\s*-\s*\d{1,3})?\s*$/.exec(deliveryTime ?? '');
  return m ? Number(m[1]) : fallback;
}

export interface AcceptEstimate {
  /** fulfillment.packaging.time: when the food is ready */
  packagingTime: string;
  /** fulfillment.delivery.time for a delivery; undefined for pickup (its requested time, if any, stays) */
  deliveryTime: string | undefined;
}

export function acceptEstimate(a: {
  now: Date;
  prepMinutes: number;
  pickUp: boolean;
  /** the vendor's "25-40" */
  vendorDeliveryTime: string | undefined;
  /** the customer's requested time of a pre-order (ISO), else null/undefined */
  requested: string | null | undefined;
}): AcceptEstimate {
  const ready = a.now.getTime() + a.prepMinutes * MINUTE;
  const requested = a.requested ? Date.parse(a.requested) : Number.NaN;
  const iso = (t: number) => new Date(t).toISOString();
  if (a.pickUp) {
    return { packagingTime: iso(Number.isFinite(requested) ? Math.max(ready, requested) : ready), deliveryTime: undefined };
  }
  const travel = travelMinutes(a.vendorDeliveryTime) * MINUTE;
  if (!Number.isFinite(requested)) return { packagingTime: iso(ready), deliveryTime: iso(ready + travel) };
  return { packagingTime: iso(Math.max(ready, requested - travel)), deliveryTime: iso(Math.max(ready + travel, requested)) };
}

export interface DelayedEstimate {
  /** the new fulfillment.packaging.time, or undefined when the order had none (unchanged) */
  packagingTime: string | undefined;
  /** the new fulfillment.delivery.time, or undefined when the order had none (pickup: unchanged) */
  deliveryTime: string | undefined;
}

/**
 * A delay from the desk (issue 28): the restaurant's estimates move by `minutes` — the ready time and, for a delivery,
 * the delivery time. null when the order has neither (nothing to move).
 */
export function delayEstimate(a: {
  packagingTime: string | null | undefined;
  deliveryTime: string | null | undefined;
  minutes: number;
}): DelayedEstimate | null {
  const shift = (iso: string | null | undefined): string | undefined => {
    const t = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(t) ? new Date(t + a.minutes * MINUTE).toISOString() : undefined;
  };
  const packagingTime = shift(a.packagingTime);
  const deliveryTime = shift(a.deliveryTime);
  if (packagingTime === undefined && deliveryTime === undefined) return null;
  return { packagingTime, deliveryTime };
}
