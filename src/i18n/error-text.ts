import type { TFunction } from 'i18next';
import { isHttpError, type HttpError } from '../lib/api/errors.ts';

/** The catalogue's sentence of a failed request (spec 1 §8): its key and values (status and text for errors.api.http). */
export function catalogueEntry({ kind: k, status, text }: HttpError): [key: string, params: Record<string, string | number>] {
  const key = k === 'rate-limited' ? 'rate' : k === 'network' || k === 'auth' || k === 'forbidden' || k === 'server' ? k : 'http';
  return [`errors.api.${key}`, { status, text }];
}

/** The user-facing text of any error in the current language (catalogue of spec 1 §8); never HTML. */
export function errorText(t: TFunction, err: unknown, fallbackKey = 'errors.generic'): string {
  // the catalogue's keys are data (from the error), not literals the typed t() could check
  const tr = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  return isHttpError(err) ? tr(...catalogueEntry(err)) : tr(fallbackKey);
}
