/**
 * The one error of every HTTP request of the app (lib/api/client.ts): the status (0 when the network failed), one
 * `kind` per status (mapped once, by `kindOf`), the server's `{ error: { code, message, fields } }`, the seconds of a
 * 429's Retry-After, and whether sending again may help (`retryable`). Features map the kind (or the server's code)
 * to their own sentences; the vendor pages use the catalogue of spec 1 §8 (`i18nKey`, `i18nParams`).
 */
export type HttpErrorKind =
  | 'network'
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'invalid'
  | 'server'
  /** a 2xx whose body is not what the wire schema says */
  | 'bad-answer';

/** The kind of an HTTP error status (0: the network failed). */
export function kindOf(status: number): HttpErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  return status >= 500 ? 'server' : 'invalid';
}

const CATALOGUE: Partial<Record<HttpErrorKind, string>> = {
  network: 'network',
  auth: 'auth',
  forbidden: 'forbidden',
  'rate-limited': 'rate',
  server: 'server',
};

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly kind: HttpErrorKind;
  /** the server's error.code, when it sent one */
  readonly code?: string;
  /** the server's error.message (English, sometimes German), when it sent one */
  readonly serverMessage?: string;
  /** a 400's refused fields: dotted path → the server's message (or message key) */
  readonly fields: Readonly<Record<string, string>>;
  /** seconds to wait (a 429's or 503's Retry-After) */
  readonly retryAfter?: number;
  /** the status text, or what did not fit (`invalid vendor`) */
  readonly text: string;
  /** for the console: why an answer did not fit its schema */
  readonly detail?: string;

  constructor(a: {
    status: number;
    kind?: HttpErrorKind;
    code?: string | undefined;
    message?: string | undefined;
    fields?: Record<string, string>;
    retryAfter?: number | undefined;
    text?: string;
    detail?: string;
  }) {
    const kind = a.kind ?? kindOf(a.status);
    super(a.message ?? `HTTP ${a.status} ${kind}`);
    this.status = a.status;
    this.kind = kind;
    this.fields = a.fields ?? {};
    this.text = a.text ?? a.message ?? '';
    if (a.code !== undefined) this.code = a.code;
    if (a.message !== undefined) this.serverMessage = a.message;
    if (a.retryAfter !== undefined) this.retryAfter = a.retryAfter;
    if (a.detail !== undefined) this.detail = a.detail;
  }

  /** True when the vendor system cannot be reached or is down: the app falls back to demo data (spec 1 §1). */
  get unreachable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }

  /**
   * Worth sending again by itself: the network or the server failed, not the request (an answer that did not fit
   * its schema too: a server being replaced answers the next one right).
   */
  get retryable(): boolean {
    return this.unreachable || this.kind === 'bad-answer';
  }

  /** Translation key of the catalogue's sentence (spec 1 §8), e.g. `errors.api.server`. */
  get i18nKey(): string {
    return `errors.api.${CATALOGUE[this.kind] ?? 'http'}`;
  }

  /** Interpolation values for `i18nKey` (status and text for `errors.api.http`). */
  get i18nParams(): Record<string, string | number> {
    return { status: this.status, text: this.text };
  }
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

/**
 * A feature's sentence for a failed request: the key for its kind, else (another 4xx) `invalid`'s, else (the
 * network when it has no key of its own, an error that is no HttpError) `server`'s.
 */
export function messageKeyOf<K extends string>(err: unknown, keys: Partial<Record<HttpErrorKind, K>> & Record<'invalid' | 'server', K>): K {
  if (!isHttpError(err)) return keys.server;
  return keys[err.kind] ?? (err.status >= 400 && err.status < 500 ? keys.invalid : keys.server);
}
