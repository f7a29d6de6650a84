import { type Cents } from '../../domain/money.ts';
import { useDisplayFormat } from '../../lib/use-display-format.ts';

/**
 * Euro formatting in the interface language (de-AT by default): the customer screens' one format
 * (useDisplayFormat), the same function while the language is the same, so memoised rows that take it keep their
 * last render.
 */
export function useFormatEuro(): (c: Cents) => string {
  return useDisplayFormat().euro;
}
