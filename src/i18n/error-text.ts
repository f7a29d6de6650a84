import type { TFunction } from 'i18next';
import { isHttpError } from '../lib/api/errors.ts';

/** The user-facing text of any error in the current language (catalogue of spec 1 §8); never HTML. */
export function errorText(t: TFunction, err: unknown, fallbackKey = 'errors.generic'): string {
  // the catalogue's keys are data (from the error), not literals the typed t() could check
  const tr = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  if (isHttpError(err)) return tr(err.i18nKey, err.i18nParams);
  return tr(fallbackKey);
}
