import { useTranslation } from 'react-i18next';
import { formatEuro, toCents } from '../../../domain/money.ts';
import { localeOf } from '../../../i18n/languages.ts';

export function useTrackingFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    /** euro number from the wire → localised text */
    euro: (v: number) => formatEuro(toCents(v), locale),
    dateTime: (d: Date) =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Vienna',
      }).format(d),
  };
}
