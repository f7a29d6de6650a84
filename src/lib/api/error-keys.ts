/** A feature's sentence for a failed request, by the HttpError's kind (kept out of the entry chunk: only lazy pages ask). */
import { isHttpError, type HttpErrorKind } from './errors.ts';

/**
 * A feature's sentence for a failed request: the key for its kind, else (another 4xx) `invalid`'s, else (the
 * network when it has no key of its own, an error that is no HttpError) `server`'s.
 */
export function messageKeyOf<K extends string>(err: unknown, keys: Partial<Record<HttpErrorKind, K>> & Record<'invalid' | 'server', K>): K {
  if (!isHttpError(err)) return keys.server;
  return keys[err.kind] ?? (err.status >= 400 && err.status < 500 ? keys.invalid : keys.server);
}
