/**
 * Numbers as text in the app's three locales (de-AT, en-GB, tr-TR) without Intl (issue 27): the page's first
 * `Intl.NumberFormat` loads the browser's number formatting data, a ~150-230 ms task on a phone (Chromium, 4x CPU
 * slowdown) in the middle of the listing's and the vendor page's hydration. The rules here are what Intl writes for
 * these locales (number-text.test.ts compares them with Intl over a range of values); any other locale goes through
 * Intl. Rounding is half away from zero on the decimal value (as Intl: 0.15 → 0.2, 12.345 → 12.35).
 */

interface Symbols {
  decimal: string;
  /** grouping separator of plain numbers and of amounts */
  group: string;
  moneyGroup: string;
  /** the euro amount around the number: prefix and suffix */
  euro: [string, string];
}

const NBSP = '\u00a0';

const SYMBOLS: Record<string, Symbols> = {
  'de-AT': { decimal: ',', group: NBSP, moneyGroup: '.', euro: [`€${NBSP}`, ''] },
  'en-GB': { decimal: '.', group: ',', moneyGroup: ',', euro: ['€', ''] },
  'tr-TR': { decimal: ',', group: '.', moneyGroup: '.', euro: ['€', ''] },
};

/** The symbols of a locale this module writes itself; undefined: use Intl. */
export function numberSymbols(locale: string): Symbols | undefined {
  return SYMBOLS[locale];
}

/**
 * `value` with exactly `digits` decimals, grouped by thousands with `group`; a sign for negative values (also -0 and
 * what rounds to 0, as Intl). Null for NaN and ±Infinity (the caller uses Intl).
 */
export function fixedText(value: number, digits: number, decimal: string, group: string): { negative: boolean; text: string } | null {
  if (!Number.isFinite(value)) return null;
  const negative = value < 0 || Object.is(value, -0);
  // binary noise off first (1.15 * 10 = 11.499999999999998), then half away from zero
  const scaled = Math.round(Number((Math.abs(value) * 10 ** digits).toPrecision(15)));
  if (!Number.isSafeInteger(scaled)) return null;
  const all = String(scaled).padStart(digits + 1, '0');
  const whole = all.slice(0, all.length - digits);
  const frac = all.slice(all.length - digits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return { negative, text: digits > 0 ? `${grouped}${decimal}${frac}` : grouped };
}
