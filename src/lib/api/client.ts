/**
 * The one HTTP client for our server's JSON APIs (vendor order system under /api, geo under /api/geo).
 * `path` is absolute from the API origin, e.g. `apiFetch('/api/v1/vendors', { query: { pageSize: 20 } })`.
 * Sends `Authorization: Bearer <public token>`; maps failures to the catalogue of spec 1 §8 (ApiRequestError);
 * network failures of idempotent requests (GET by default) are retried 3 times, waiting 1, 2 and 3 s.
 * Aborts (AbortSignal) are re-thrown as the DOMException 'AbortError' and never retried.
 */
import { DEFAULT_PUBLIC_API_TOKEN, loadRuntimeConfig } from '../runtime-config.ts';
import { ApiRequestError, errorForStatus, networkError } from './errors.ts';

export { isApiRequestError } from './errors.ts';

/** Waits before the 1st, 2nd and 3rd retry of a network failure (spec 1 §8). */
export const NETWORK_RETRY_DELAYS_MS = [1000, 2000, 3000] as const;

export interface ApiFetchInit {
  signal?: AbortSignal;
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Retry network failures (default: true for GET/HEAD, false otherwise). */
  retry?: boolean;
  headers?: Record<string, string>;
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!signal) {
      setTimeout(resolve, ms);
      return;
    }
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function buildUrl(base: string, path: string, query?: ApiFetchInit['query']): string {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

async function readServerMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown } } | null;
    const msg = body?.error?.message;
    return typeof msg === 'string' ? msg : undefined;
  } catch {
    return undefined;
  }
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const retry = init.retry ?? (method === 'GET' || method === 'HEAD');
  const config = await loadRuntimeConfig();
  const url = buildUrl(config.apiBaseUrl, path, init.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${config.publicApiToken ?? DEFAULT_PUBLIC_API_TOKEN}`,
    ...init.headers,
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }

  const attempts = retry ? NETWORK_RETRY_DELAYS_MS.length + 1 : 1;
  for (let attempt = 0; ; attempt++) {
    if (init.signal?.aborted) throw abortError(init.signal);
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body, signal: init.signal, credentials: 'same-origin' });
    } catch (err) {
      if (init.signal?.aborted) throw abortError(init.signal);
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      if (attempt + 1 >= attempts) throw networkError();
      await wait(NETWORK_RETRY_DELAYS_MS[attempt] ?? 3000, init.signal);
      continue;
    }
    if (!res.ok) throw errorForStatus(res.status, res.statusText, await readServerMessage(res));
    if (res.status === 204) return undefined as T;
    try {
      return (await res.json()) as T;
    } catch {
      if (init.signal?.aborted) throw abortError(init.signal);
      // e.g. an HTML page where JSON was expected: the API is not really there
      throw new ApiRequestError({
        kind: 'server',
        status: res.status,
        i18nKey: 'errors.api.server',
        message: 'External API temporarily unavailable. Using offline mode.',
      });
    }
  }
}
