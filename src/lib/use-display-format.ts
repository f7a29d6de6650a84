/**
 * One formatting rule per language (issue 25 item 4): prices, ratings, distances and dates of every customer screen
 * go through the language's one locale (localeOf: de-AT, en-GB, tr-TR) and the euro.
 */
import { useTranslation } from 'react-i18next';
import { formatDistance, formatRating, formatViennaDate } from '../domain/display.ts';
import { localeOf } from '../domain/languages.ts';
import { type Cents } from '../domain/money.ts';
import { formatEuro } from '../domain/display.ts';

export type DisplayFormat = ReturnType<typeof makeFormat>;

function makeFormat(locale: string) {
  return {
    locale,
    euro: (c: Cents) => formatEuro(c, locale),
    rating: (v: number) => formatRating(v, locale),
    distance: (km: number) => formatDistance(km, locale),
    slot: (d: Date) => formatViennaDate(d, locale, 'slot'),
    /** when an order was placed: full date and time on Vienna's wall clock, e.g. "01.12.2026, 00:30" */
    dateTime: (d: Date) => formatViennaDate(d, locale, 'dateTime'),
    day: (d: Date) => formatViennaDate(d, locale, 'day'),
  };
}

/** One formatter object per locale (the same object on every render, as a memo's dependency). */
const formats = new Map<string, DisplayFormat>();

/**
 * The formats of a language, for a component that already holds i18next (a list's card calls useTranslation once,
 * not once for its texts and once more for its numbers: each call builds react-i18next's wrapper on the first render).
 */
export function displayFormatOf(i18n: { resolvedLanguage?: string | undefined; language: string }): DisplayFormat {
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  let format = formats.get(locale);
  if (!format) {
    format = makeFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

export function useDisplayFormat(): DisplayFormat {
  return displayFormatOf(useTranslation().i18n);
}
