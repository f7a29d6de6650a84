import { useTranslation } from 'react-i18next';
import { formatEuro, toCents } from '../../../domain/money.ts';

/** Number/date locale of an app language. */
export function localeOf(lng: string | undefined): string {
  if (lng?.startsWith('en')) return 'en-AT';
  if (lng?.startsWith('tr')) return 'tr-TR';
  return 'de-AT';
}

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
