import { useTranslation } from 'react-i18next';
import { toCents } from '../../../domain/money.ts';
import { formatEuro } from '../../../domain/display.ts';
import { formatViennaDate } from '../../../domain/display.ts';
import { localeOf } from '../../../i18n/languages.ts';

export function useTrackingFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    /** euro number from the wire → localised text */
    euro: (v: number) => formatEuro(toCents(v), locale),
    dateTime: (d: Date) => formatViennaDate(d, locale, 'dateTime'),
  };
}
