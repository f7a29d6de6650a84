/**
 * Display defaults (spec 1 §9): price range 1..3 from the minimum price (above 15 → 2, above 25 → 3), rating =
 * value ÷ count on a 0..5 scale with one decimal, delivery-time estimates per vendor type, default minimum order.
 */
import type { VendorRating } from './types.ts';

export const DEFAULT_MIN_ORDER = 15;
export const DEFAULT_DELIVERY_TIME_TEXT = '25-40';

export function priceRange(minPriceEuro: number): 1 | 2 | 3 {
  if (minPriceEuro > 25) return 3;
  if (minPriceEuro > 15) return 2;
  return 1;
}

/** Average rating on the 0..5 scale with one decimal; 0 when there are no ratings. */
export function ratingValue(r: VendorRating): number {
  if (!r || !(r.count > 0) || !Number.isFinite(r.value)) return 0;
  const avg = Math.min(5, Math.max(0, r.value / r.count));
  return Math.round(avg * 10) / 10;
}

export function defaultDeliveryTime(type: string): string {
  if (type === 'food') return '25-40';
  if (type === 'store') return '45-60';
  return '30-45';
}
