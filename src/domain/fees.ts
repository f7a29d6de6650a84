/**
 * Fees and thresholds (spec 1 §2 "Cart", §9): delivery (service) fee = the zone's serviceFee, 0 once the subtotal
 * reaches serviceFeeMax (when serviceFeeMax > 0); minimum-order fee = minPrice − subtotal while below minPrice,
 * except for vendors tagged `min-order-required` (then ordering is blocked instead); no fees for pickup or without
 * a zone; total = subtotal + fees + tip. All amounts are integer cents.
 */
import type { Cents } from './money.ts';
import { toCents } from './money.ts';
import type { DeliveryZone, ServiceKind } from './types.ts';

export const MIN_ORDER_REQUIRED_TAG = 'min-order-required';

export interface FeeBreakdown {
  subtotal: Cents;
  deliveryFee: Cents;
  minOrderFee: Cents;
  tip: Cents;
  total: Cents;
  /** the zone's minimum (0 for pickup or without a zone) */
  minPrice: Cents;
  /** delivery with a zone and subtotal below its minPrice */
  belowMinimum: boolean;
  /** below the minimum and the vendor requires it (tag min-order-required): checkout is blocked */
  minimumBlocks: boolean;
  /**
   * Subtotal from which delivery is free: the zone's serviceFeeMax when it is > 0 and the zone charges a fee;
   * null otherwise. The UI shows the free-delivery hint while deliveryFee > 0 and this is not null.
   */
  freeDeliveryThreshold: Cents | null;
}

export function computeFees(a: {
  subtotal: Cents;
  zone: DeliveryZone | null;
  orderType: ServiceKind;
  tags: string[];
  tip?: Cents;
}): FeeBreakdown {
  const subtotal = a.subtotal;
  const tip = a.tip !== undefined && a.tip > 0 ? a.tip : 0;
  const zone = a.orderType === 'delivery' ? a.zone : null;
  if (!zone) {
    return {
      subtotal, deliveryFee: 0, minOrderFee: 0, tip, total: subtotal + tip, minPrice: 0,
      belowMinimum: false, minimumBlocks: false, freeDeliveryThreshold: null,
    };
  }
  const fee = Math.max(0, toCents(zone.serviceFee || 0));
  const feeMax = Math.max(0, toCents(zone.serviceFeeMax || 0));
  const minPrice = Math.max(0, toCents(zone.minPrice || 0));
  const deliveryFee = feeMax > 0 && subtotal >= feeMax ? 0 : fee;
  const belowMinimum = subtotal < minPrice;
  const required = a.tags.includes(MIN_ORDER_REQUIRED_TAG);
  const minOrderFee = belowMinimum && !required ? minPrice - subtotal : 0;
  return {
    subtotal,
    deliveryFee,
    minOrderFee,
    tip,
    total: subtotal + deliveryFee + minOrderFee + tip,
    minPrice,
    belowMinimum,
    minimumBlocks: belowMinimum && required,
    freeDeliveryThreshold: feeMax > 0 && fee > 0 ? feeMax : null,
  };
}
