import { useTranslation } from 'react-i18next';
import { toCents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/zoned-time.ts';
import { localeOf } from '../../i18n/languages.ts';

/** Times on Vienna's wall clock ("18:30") and euro amounts, in the desk's language. */
export function useDeskFormat() {
  const { i18n } = useTranslation('desk');
  const locale = localeOf(i18n.language);
  const hm = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: DEFAULT_TIME_ZONE });
  return {
    time: (d: Date | number | string) => hm.format(new Date(d)),
    euro: (v: number) => formatEuro(toCents(v), locale),
  };
}
