/**
 * What the desk's switches make :placeOrder refuse, with 409 and `error.details` (orderRefusalDetailsSchema):
 *   - a paused vendor: `Pizzeria Testa is not taking orders until 18:30` (Vienna time), reason VENDOR_PAUSED;
 *   - a sold-out product: `"Wiener Schnitzel" is sold out`, reason PRODUCT_SOLD_OUT with the productId.
 * Called by the vendor API's order checks (order-checks.ts) before pricing.
 */
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import type { OrderRefusalDetails } from '../../src/domain/wire/desk.ts';
import { ApiError } from '../errors.ts';
import { activePause } from './switches.ts';

/** A 409 of :placeOrder whose answer carries `error.details`. */
export class OrderRefusedError extends ApiError {
  constructor(
    message: string,
    readonly details: OrderRefusalDetails,
  ) {
    super(409, message);
  }

  body() {
    return { error: { code: 409, message: this.message, status: this.reason, details: this.details } };
  }
}

const viennaTime = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' });

/** 409 VENDOR_PAUSED while the vendor's pause lies ahead. */
export function refuseIfPaused(v: Vendor, now: Date): void {
  const until = activePause(v.pausedUntil, now);
  if (!until) return;
  throw new OrderRefusedError(`${v.label} is not taking orders until ${viennaTime.format(new Date(until))}`, {
    reason: 'VENDOR_PAUSED',
    pausedUntil: until,
  });
}

/** 409 PRODUCT_SOLD_OUT for the first ordered product the catalog marks sold out. */
export function refuseIfSoldOut(catalog: Catalog, productIds: readonly string[]): void {
  const wanted = new Set(productIds);
  for (const g of catalog.productGroups) {
    for (const p of g.products) {
      if (p.soldOut === true && wanted.has(p.id)) {
        throw new OrderRefusedError(`"${p.label}" is sold out`, { reason: 'PRODUCT_SOLD_OUT', productId: p.id, label: p.label });
      }
    }
  }
}
