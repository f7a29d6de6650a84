/**
 * The one error of every HTTP request of the app (lib/api/client.ts): the status (0 when the network failed), one
 * `kind` per status (mapped once, by `kindOf`), the server's `{ error: { code, message, fields } }`, the seconds of a
 * 429's Retry-After, and whether sending again may help (`retryable`). Features map the kind (or the server's code)
 * to their own sentences; the vendor pages use the catalogue of spec 1 §8 (i18n/error-text.ts).
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

// the fields are `declare`d and assigned in one go: the class is in the entry chunk, and its bytes count
export class HttpError extends Error {
  override readonly name = 'HttpError';
  declare readonly status: number;
  declare readonly kind: HttpErrorKind;
  /** the server's error code, when it sent one */
  declare readonly code: string | undefined;
  /** the server's error.message (English, sometimes German), when it sent one */
  declare readonly serverMessage: string | undefined;
  /** a 400's refused fields: dotted path → the server's message (or message key) */
  declare readonly fields: Readonly<Record<string, string>>;
  /** seconds to wait (a 429's Retry-After) */
  declare readonly retryAfter: number | undefined;
  /** the status text, or what did not fit (`invalid vendor`) */
  declare readonly text: string;
  /** for the console: why an answer did not fit its schema (parse.ts) */
  declare detail?: string;

  constructor(a: {
    status: number;
    kind?: HttpErrorKind;
    code?: string | undefined;
    message?: string | undefined;
    fields?: Record<string, string>;
    retryAfter?: number | undefined;
    text?: string;
  }) {
    const kind = a.kind ?? kindOf(a.status);
    super(a.message ?? `HTTP ${a.status} ${kind}`);
    Object.assign(this, {
      status: a.status,
      kind,
      code: a.code,
      serverMessage: a.message,
      fields: a.fields ?? {},
      retryAfter: a.retryAfter,
      text: a.text || a.message || '',
    });
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
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

/**
 * The API's error answer `{ error: { code?, message, fields? } }`: its code (the vendor API's code is the status
 * number, its name in `status`: 'INVALID_ARGUMENT'), message (English) and a 400's refused fields (path → message
 * or message key, server/public-forms/messages.ts). A 400 that names its fields only in the message: refusedFields.
 */
export function readErrorBody(body: unknown): { code: string | undefined; message: string | undefined; fields: Record<string, string> } {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const code = [error?.code, error?.status].find((c): c is string => typeof c === 'string');
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(error?.fields ?? {})) if (typeof v === 'string') fields[k] = v;
  return { message, code, fields };
}
