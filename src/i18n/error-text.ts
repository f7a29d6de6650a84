import type { TFunction } from 'i18next';
import { isApiRequestError } from '../lib/api/errors.ts';

/** The user-facing text of any error in the current language (catalogue of spec 1 §8); never HTML. */
export function errorText(t: TFunction, err: unknown, fallbackKey = 'errors.generic'): string {
  if (isApiRequestError(err)) return t(err.i18nKey as never, (err.i18nParams ?? {}) as never) as unknown as string;
  return t(fallbackKey as never) as unknown as string;
}
