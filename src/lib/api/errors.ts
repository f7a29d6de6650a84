/** Error catalogue of the vendor order system client (spec 1 §8). */
export type ApiErrorKind = 'auth' | 'forbidden' | 'rate' | 'server' | 'http' | 'network';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** The server's own message (error.message of the JSON body), when there is one. */
  readonly serverMessage?: string;
  /** Translation key of the user-facing text, e.g. `errors.api.server`. */
  readonly i18nKey: string;
  /** Interpolation values for `i18nKey` (status and text for `errors.api.http`). */
  readonly i18nParams?: Record<string, string | number>;

  constructor(a: {
    kind: ApiErrorKind;
    message: string;
    i18nKey: string;
    status?: number;
    serverMessage?: string;
    i18nParams?: Record<string, string | number>;
  }) {
    super(a.message);
    this.kind = a.kind;
    this.i18nKey = a.i18nKey;
    if (a.status !== undefined) this.status = a.status;
    if (a.serverMessage !== undefined) this.serverMessage = a.serverMessage;
    if (a.i18nParams !== undefined) this.i18nParams = a.i18nParams;
  }

  /** True when the vendor system cannot be reached or is down: the app falls back to demo data (spec 1 §1). */
  get unreachable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

export function isApiRequestError(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError;
}

/** Maps an HTTP error status to the catalogue entry of spec 1 §8. */
export function errorForStatus(status: number, statusText: string, serverMessage?: string): ApiRequestError {
  const extra = serverMessage === undefined ? {} : { serverMessage };
  if (status === 401) {
    return new ApiRequestError({ kind: 'auth', status, i18nKey: 'errors.api.auth', message: 'API authentication failed. Please check your API key.', ...extra });
  }
  if (status === 403) {
    return new ApiRequestError({ kind: 'forbidden', status, i18nKey: 'errors.api.forbidden', message: 'API access forbidden. Please check your permissions.', ...extra });
  }
  if (status === 429) {
    return new ApiRequestError({ kind: 'rate', status, i18nKey: 'errors.api.rate', message: 'API rate limit exceeded. Please try again later.', ...extra });
  }
  if (status >= 500) {
    return new ApiRequestError({ kind: 'server', status, i18nKey: 'errors.api.server', message: 'External API temporarily unavailable. Using offline mode.', ...extra });
  }
  const text = statusText || serverMessage || '';
  return new ApiRequestError({
    kind: 'http',
    status,
    i18nKey: 'errors.api.http',
    i18nParams: { status, text },
    message: `API request failed: ${status} ${text}`.trim(),
    ...extra,
  });
}

export function networkError(): ApiRequestError {
  return new ApiRequestError({
    kind: 'network',
    i18nKey: 'errors.api.network',
    message: 'Network connectivity issue. Please check your internet connection and try again.',
  });
}

/**
 * An answer that does not match its wire schema (src/domain/wire): the page cannot use it. Shown like any other
 * failed request ("API request failed: 200 invalid vendor"); the schema's findings are in `detail` for the console.
 */
export class InvalidAnswerError extends ApiRequestError {
  readonly detail: string;
  constructor(what: string, detail: string, status = 200) {
    super({
      kind: 'http',
      status,
      i18nKey: 'errors.api.http',
      i18nParams: { status, text: `invalid ${what}` },
      message: `API request failed: ${status} invalid ${what}`,
    });
    this.detail = detail;
  }
}
