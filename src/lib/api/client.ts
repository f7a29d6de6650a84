/**
 * The one HTTP client of the browser app: every request to our server (the vendor order system under /api, geo,
 * staff, forms, newsletter, the runtime configuration, translations, map data) goes through `request`, and every
 * failure is an HttpError (errors.ts; a network failure is one with status 0). The service worker has its own senders.
 *
 *   apiFetch('/api/v1/vendors', { query: { pageSize: 20 } })                    JSON, public token
 *   apiFetch('/api/v1/desk/orders', { auth: staffToken, parse: (d) => … })     a staff account's token, parsed answer
 *   request('/api/v1/desk/events', { auth: staffToken, accept: 'text/event-stream' })   the raw Response (streams, files)
 *
 * `path` is absolute from the API origin (config.apiBaseUrl), or from the page's own origin with `origin: 'page'`.
 * `auth`: 'public' (default) sends `Authorization: Bearer <public token>` (spec 1 §6); a function sends the token it
 * resolves to (none: an `auth` error without asking the server); 'none' sends no token and no cookies.
 * Network failures of idempotent requests (GET by default) are retried 3 times, waiting 1, 2 and 3 s (spec 1 §8).
 * Aborts (AbortSignal) are re-thrown as the DOMException 'AbortError' and never retried.
 */
import { DEFAULT_PUBLIC_API_TOKEN, parseConfig, type RuntimeConfig } from '../runtime-config.ts';
import { HttpError, readErrorBody } from './errors.ts';

export { isHttpError } from './errors.ts';

/** Waits before the 1st, 2nd and 3rd retry of a network failure (spec 1 §8). */
export const NETWORK_RETRY_DELAYS_MS = [1000, 2000, 3000] as const;

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  method?: string;
  body?: unknown;
  /** undefined and empty values are left out */
  query?: Record<string, string | number | undefined>;
  /** Retry network failures (default: true for GET/HEAD, false otherwise). */
  retry?: boolean;
  headers?: Record<string, string>;
  /** the Accept header (default application/json) */
  accept?: string;
  auth?: 'public' | 'none' | (() => Promise<string | null>);
  /** 'page': a file of our own origin (no token, no Accept unless given) */
  origin?: 'api' | 'page';
}

export interface ApiFetchInit<T = unknown> extends RequestOptions {
  /** reads the JSON answer (a wire schema's parser); throws an HttpError 'bad-answer' when it does not fit */
  parse?: (data: unknown) => T;
}

let config: Promise<RuntimeConfig> | null = null;
/** What sends the requests: the platform's fetch, or the one the server renderer gives (setFetch). */
let send: typeof fetch | null = null;

/** Runtime configuration served by our server at /config.json (loaded once; offline: same origin, placeholder token). */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // no custom headers: the request must match the <link rel="preload"> of index.html to reuse its answer
  config ??= request('/config.json', { origin: 'page', retry: false })
    .then((res) => res.json())
    .then(parseConfig, () => parseConfig(null));
  return config;
}

/** Tests (and a future settings screen) may set the configuration directly. */
export function setRuntimeConfig(c: RuntimeConfig | null): void {
  config = c ? Promise.resolve(c) : null;
}

/**
 * The function requests are sent with (null: the global `fetch`, looked up per request). The server renderer
 * (src/entry-server.tsx) passes one that answers from the server's own API in-process; nothing else changes.
 */
export function setFetch(fn: typeof fetch | null): void {
  send = fn;
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    // (an abort after the wait settles nothing)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError(signal));
    }, { once: true });
  });
}

export function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** The HttpError of a failed answer: status, the server's `{ error: { code, message, fields } }`, Retry-After. */
async function errorOf(res: Response): Promise<HttpError> {
  const { code, message, fields } = readErrorBody(await res.json().catch(() => null));
  const after = Number(res.headers.get('retry-after'));
  return new HttpError({ status: res.status, code, message, fields, retryAfter: after > 0 ? after : undefined, text: res.statusText });
}

/** Sends one request and answers its Response when it is 2xx; throws an HttpError otherwise. */
export async function request(path: string, init: RequestOptions = {}): Promise<Response> {
  const { signal, auth = 'public' } = init;
  const method = (init.method ?? 'GET').toUpperCase();
  const page = init.origin === 'page';
  const headers: Record<string, string> = page && !init.accept ? {} : { Accept: init.accept ?? 'application/json' };
  let url = buildUrl('', path, init.query);
  if (!page) {
    const [c, token] = await Promise.all([
      loadRuntimeConfig(),
      typeof auth === 'function' ? auth().catch(() => null) : auth === 'public' ? null : '',
    ]);
    url = c.apiBaseUrl + url;
    if (token === null && typeof auth === 'function') throw new HttpError({ status: 401 });
    if (auth !== 'none') headers.Authorization = `Bearer ${token ?? c.publicApiToken ?? DEFAULT_PUBLIC_API_TOKEN}`;
  }
  Object.assign(headers, init.headers);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  // staff and anonymous requests carry no cookies and are never answered from the HTTP cache
  const own = auth !== 'public' && !page;
  const attempts = init.retry ?? (method === 'GET' || method === 'HEAD') ? NETWORK_RETRY_DELAYS_MS.length + 1 : 1;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError(signal);
    let res: Response;
    try {
      // (the browser's build keeps only `fetch`: setFetch is the server renderer's)
      res = await (import.meta.env.SSR && send ? send : fetch)(url, {
        method,
        headers,
        body,
        signal: signal ?? null,
        credentials: own ? 'omit' : 'same-origin',
        cache: own ? 'no-store' : 'default',
      });
    } catch {
      // an AbortError of fetch is the signal's
      if (signal?.aborted) throw abortError(signal);
      if (attempt + 1 >= attempts) throw new HttpError({ status: 0 });
      await wait(NETWORK_RETRY_DELAYS_MS[attempt] ?? 3000, signal);
      continue;
    }
    if (!res.ok) throw await errorOf(res);
    return res;
  }
}

/** `request` and its JSON answer (undefined for a 204), read with `init.parse` when given. */
export async function apiFetch<T>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  const res = await request(path, init);
  if (res.status === 204) return undefined as T;
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    if (init.signal?.aborted) throw abortError(init.signal);
    // e.g. an HTML page where JSON was expected: the API is not really there
    throw new HttpError({ status: res.status, kind: 'server', text: 'not JSON' });
  }
  return init.parse ? init.parse(data) : (data as T);
}
