import { useTranslation } from 'react-i18next';
import { formatEuro, type Cents } from '../../domain/money.ts';
import { localeOf } from '../../i18n/languages.ts';

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
