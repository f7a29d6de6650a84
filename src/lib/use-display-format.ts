/**
 * One formatting rule per language (issue 25 item 4): prices, ratings, distances and dates of every customer screen
 * go through the language's one locale (localeOf: de-AT, en-GB, tr-TR) and the euro.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatRating, formatViennaDate } from '../domain/display.ts';
import { localeOf } from '../domain/languages.ts';
import { type Cents } from '../domain/money.ts';
import { formatEuro } from '../domain/display.ts';

export function useDisplayFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      locale,
      euro: (c: Cents) => formatEuro(c, locale),
      rating: (v: number) => formatRating(v, locale),
      distance: (km: number) => formatDistance(km, locale),
      slot: (d: Date) => formatViennaDate(d, locale, 'slot'),
      /** when an order was placed: full date and time on Vienna's wall clock, e.g. "01.12.2026, 00:30" */
      dateTime: (d: Date) => formatViennaDate(d, locale, 'dateTime'),
      day: (d: Date) => formatViennaDate(d, locale, 'day'),
    }),
    [locale],
  );
}
