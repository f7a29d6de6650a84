/**
 * Display defaults (spec 1 §9): price range 1..3 from the minimum price (above 15 → 2, above 25 → 3), rating =
 * value ÷ count on a 0..5 scale with one decimal, delivery-time estimates per vendor type, default minimum order.
 */
import type { VendorRating } from './types.ts';
import type { Cents } from './money.ts';
import { euroText, oneDecimalText } from './number-text.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

export function priceRange(minPriceEuro: number): 1 | 2 | 3 {
  if (minPriceEuro > 25) return 3;
  if (minPriceEuro > 15) return 2;
  return 1;
}

/** Average rating on the 0..5 scale with one decimal; 0 when there are no ratings. */
export function ratingValue(r: VendorRating | undefined): number {
  if (!r || !(r.count > 0) || !Number.isFinite(r.value)) return 0;
  const avg = Math.min(5, Math.max(0, r.value / r.count));
  return Math.round(avg * 10) / 10;
}

export function defaultDeliveryTime(type: string): string {
  if (type === 'food') return '25-40';
  if (type === 'store') return '45-60';
  return '30-45';
}

// Localised rating and date texts, each Intl formatter built once per locale: building one costs far more than
// using it, and lists (time slots, cards) format many values per render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function cached<T extends Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A distance with one decimal in the locale's digits, e.g. `1,8 km` in German, `1.8 km` in English (no Intl:
 * number-text.ts). */
export function formatDistance(km: number, locale: string): string {
  return `${oneDecimalText(km, locale)} km`;
}

/** A rating with one decimal, e.g. `4,6` in German. */
export const formatRating = oneDecimalText;

/** Localised euro text, e.g. `€ 8,90` for de-AT (here and not in money.ts, which the entry loads: the formatting
 * loads with the screens that show amounts). */
export function formatEuro(c: Cents, locale = 'de-AT'): string {
  return euroText(Math.round(c) / 100, locale);
}

const DATE_STYLES = {
  /** a pre-order slot or a time later this week: weekday, day, month, time */
  slot: { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** when an order was placed or is due: full date and time */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** a day in words, e.g. when a reviewed order was placed: "28. November 2026" */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date and time on Vienna's wall clock (wherever the device is), in one of the app's styles. */
export function formatViennaDate(d: Date, locale: string, style: keyof typeof DATE_STYLES): string {
  return cached(`${style}|${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: DEFAULT_TIME_ZONE })).format(d);
}
