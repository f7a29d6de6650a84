/** Dates and money in the operator's language (de-AT, en-GB, tr-TR) for the back office. */
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../domain/display.ts';

const LOCALES: Record<string, string> = { de: 'de-AT', en: 'en-GB', tr: 'tr-TR' };

export function useOpsFormat() {
  const { i18n } = useTranslation('ops');
  const locale = LOCALES[i18n.resolvedLanguage ?? 'de'] ?? 'de-AT';
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Vienna' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    euro: (cents: number) => formatEuro(cents, locale),
  };
}
