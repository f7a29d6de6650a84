import { useTranslation } from 'react-i18next';
import { formatEuro, type Cents } from '../../domain/money.ts';

const LOCALES: Record<string, string> = { de: 'de-AT', en: 'en-AT', tr: 'tr-TR' };

/** Euro formatting in the interface language (de-AT by default). */
export function useFormatEuro(): (c: Cents) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[(i18n.language ?? 'de').slice(0, 2)] ?? 'de-AT';
  return (c: Cents) => formatEuro(c, locale);
}
