import { useTranslation } from 'react-i18next';
import { type Cents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { formatViennaDate } from '../../domain/display.ts';
import { localeOf } from '../../i18n/languages.ts';

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    euro: (c: Cents) => formatEuro(c, locale),
    slot: (d: Date) => formatViennaDate(d, locale, 'slot'),
  };
}
