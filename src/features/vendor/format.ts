import { useTranslation } from 'react-i18next';
import { type Cents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { localeOf } from '../../i18n/languages.ts';

/** Euro formatting in the interface language (de-AT by default). */
export function useFormatEuro(): (c: Cents) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (c: Cents) => formatEuro(c, locale);
}
