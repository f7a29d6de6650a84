import { describe, expect, it } from 'vitest';
import { formatDistance, formatEuro, formatRating } from './display.ts';
import { formatEuro as serverEuro } from './money.ts';
import { fixedText } from './number-text.ts';

const LOCALES = ['de-AT', 'en-GB', 'tr-TR'] as const;
// values around rounding edges, zero, negative zero, grouping boundaries and binary noise (1.15, 12.345, 0.285)
const VALUES = [0, -0, 0.04, 0.05, 0.15, 0.25, 0.285, 1.005, 1.15, 1.45, 2.55, 4.35, 4.6, 5, 9.95, 12.345, 99.95, 999.95, 1000, 1234.5, 12345.67, 999999.95, 1234567.891, -0.04, -8.9, -1234.5];
// integer cents and fractions of a cent, as formatEuro receives them
const CENTS = [0, 1, 5, 9, 10, 99, 100, 890, 1000, 12345, 99999, 100000, 123456789, -1, -890, -123456, 0.4, -0.4, 0.5, 1234.5];

describe('number text without Intl (issue 27)', () => {
  it('writes euro amounts as Intl does in the app locales', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
      for (const c of CENTS) {
        expect(formatEuro(c, locale), `${locale} ${c}`).toBe(intl.format(Math.round(c) / 100));
        // the server's receipts and push texts (money.ts, Intl) say the same
        expect(formatEuro(c, locale), `${locale} ${c} server`).toBe(serverEuro(c, locale));
      }
    }
  });

  it('writes ratings and distances with one decimal as Intl does in the app locales', () => {
    for (const locale of LOCALES) {
      const one = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const km = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const v of VALUES) {
        expect(formatRating(v, locale), `${locale} ${v}`).toBe(one.format(v));
        expect(formatDistance(v, locale), `${locale} ${v} km`).toBe(km.format(v));
      }
    }
  });

  it('knows the texts by hand: € 8,90 in Austria, €1,234.50 in English, 4,6 in Turkish', () => {
    expect(formatEuro(890, 'de-AT')).toBe('€\u00a08,90');
    expect(formatEuro(123450, 'de-AT')).toBe('€\u00a01.234,50');
    expect(formatEuro(123450, 'en-GB')).toBe('€1,234.50');
    expect(formatEuro(-890, 'tr-TR')).toBe('-€8,90');
    expect(formatRating(4.6, 'tr-TR')).toBe('4,6');
    expect(formatDistance(1234.5, 'de-AT')).toBe('1\u00a0234,5 km');
  });

  it('takes the locale from the language as localeOf does (en → en-GB, tr → tr-TR, anything else de-AT)', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatEuro(123450, 'tr')).toBe('€1.234,50');
    expect(formatEuro(890, 'fr-FR')).toBe('€\u00a08,90');
  });

  it('writes non-finite values and values beyond 2^53 at that precision as String does', () => {
    expect(formatRating(Number.NaN, 'de-AT')).toBe('NaN');
    expect(fixedText(Number.POSITIVE_INFINITY, 1, ',', '.')).toBe('Infinity');
    expect(fixedText(1e300, 1, ',', '.')).toBe('1e+300');
    expect(fixedText(1234.5, 0, ',', '.')).toBe('1.235');
  });
});
