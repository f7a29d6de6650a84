import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Cents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { localeOf } from '../../i18n/languages.ts';

/** Euro formatting in the interface language (de-AT by default). */
export function useFormatEuro(): (c: Cents) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  // the same function while the language is the same: memoised rows that take it keep their last render
  return useCallback((c: Cents) => formatEuro(c, locale), [locale]);
}
