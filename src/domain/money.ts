/**
 * Money (spec 1 §9: currency EUR, locale de-AT). Inside the domain every amount is an integer number of cents;
 * the wire keeps the spec's euro numbers (8.9), converted only at the edges with toCents/toEuro.
 */

export type Cents = number;

/**
 * Euro → integer cents. Rounds half away from zero after removing binary noise (1.005 € → 101 ct, 0.285 € → 29 ct),
 * which is what `Math.round(euro * 100)` is meant to do. Throws RangeError for NaN/Infinity.
 */
export function toCents(euro: number): Cents {
  if (typeof euro !== 'number' || !Number.isFinite(euro)) {
    throw new RangeError(`Not a finite euro amount: ${String(euro)}`);
  }
  const scaled = Number((euro * 100).toPrecision(12));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Integer cents → euro number for the wire (890 → 8.9). */
export function toEuro(c: Cents): number {
  return Math.round(c) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Localised euro text, e.g. `€ 8,90` for de-AT, through Intl: for the server (receipts, push texts) and the browser
 * tests. The screens use display.ts's formatEuro (the same texts without Intl, number-text.ts: not in the entry).
 */
export function formatEuro(c: Cents, locale = 'de-AT'): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, f);
  }
  return f.format(toEuro(c));
}
