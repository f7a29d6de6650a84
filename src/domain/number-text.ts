/**
 * Numbers as text in the app's three locales (de-AT, en-GB, tr-TR; chosen by the language as localeOf does) without
 * Intl (issue 27): the page's first `Intl.NumberFormat` loads the browser's number formatting data, a 150-230 ms task
 * on a phone (Chromium, 4x CPU slowdown) in the middle of the listing's and the vendor page's first render. These are
 * the texts Intl writes for those locales (number-text.test.ts compares them with Intl over a range of values).
 * Rounding is half away from zero on the decimal value, as Intl's (0.15 → 0.2, 12.345 → 12.35).
 */

/** [decimal separator, grouping of plain numbers, grouping of amounts, euro sign with its space] */
type Symbols = readonly [string, string, string, string];
const DE: Symbols = [',', '\u00a0', '.', '€\u00a0'];
const EN: Symbols = ['.', ',', ',', '€'];
const TR: Symbols = [',', '.', '.', '€'];
const symbolsOf = (locale: string): Symbols => (locale.startsWith('en') ? EN : locale.startsWith('tr') ? TR : DE);

/**
 * `value` with exactly `digits` decimals, grouped by thousands; a minus for negative values (also -0 and what rounds
 * to 0, as Intl). `String(value)` for NaN, ±Infinity and values beyond 2^53 at that precision.
 */
export function fixedText(value: number, digits: number, decimal: string, group: string): string {
  // binary noise off first (1.15 * 10 = 11.499999999999998), then half away from zero
  const scaled = Math.round(Number((Math.abs(value) * 10 ** digits).toPrecision(15)));
  if (!Number.isSafeInteger(scaled)) return String(value);
  const all = String(scaled).padStart(digits + 1, '0');
  const cut = all.length - digits;
  const text = all.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, group) + (digits > 0 ? decimal + all.slice(cut) : '');
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** A number with one decimal, e.g. `4,6` (de, tr) or `4.6` (en). */
export const oneDecimalText = (value: number, locale: string): string => {
  const [decimal, group] = symbolsOf(locale);
  return fixedText(value, 1, decimal, group);
};

/** A euro amount, e.g. `€ 8,90` (de-AT), `€8.90` (en-GB), `€8,90` (tr-TR); a minus before the sign. */
export const euroText = (euro: number, locale: string): string => {
  const [decimal, , group, sign] = symbolsOf(locale);
  const text = fixedText(euro, 2, decimal, group);
  return text.startsWith('-') ? `-${sign}${text.slice(1)}` : sign + text;
};
