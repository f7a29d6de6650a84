import { useTranslation } from 'react-i18next';
import { formatEuro, type Cents } from '../../domain/money.ts';

/** Number/date locale of an app language (euro amounts follow Austrian conventions in every language). */
export function localeOf(lng: string | undefined): string {
  if (lng?.startsWith('en')) return 'en-AT';
  if (lng?.startsWith('tr')) return 'tr-TR';
  return 'de-AT';
}

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    euro: (c: Cents) => formatEuro(c, locale),
    slot: (d: Date) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Vienna',
      }).format(d),
  };
}
