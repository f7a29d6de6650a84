/**
 * The HTTP client of a staff app (the desk's /api/v1/desk/**, the back office's /api/v1/ops/**): sends the staff
 * account's access token as Bearer, parses every answer with its wire schema and turns failures into a StaffApiError
 * with the server's message (a 409's "Order 100001 cannot move from … to …" is shown to the kitchen as it is) and,
 * for a 400, the refused fields (path → message) so a form can put them on its fields.
 */
import type { z } from 'zod';
import { readErrorBody } from '../api-error-body.ts';
import { loadRuntimeConfig } from '../runtime-config.ts';

export type StaffErrorKind = 'network' | 'session' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'server';

export class StaffApiError extends Error {
  override readonly name = 'StaffApiError';
  constructor(
    readonly kind: StaffErrorKind,
    readonly status: number,
    /** the server's error.message (English), when it sent one */
    readonly serverMessage?: string,
    /** a 400's refused fields: dotted path (`categories.0.products.1.priceCents`) → message (the menu editor's) */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage ?? `${kind} ${status}`);
  }

  /** Worth sending again by itself: the network or the server failed, not the request. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

export function isStaffApiError(err: unknown): err is StaffApiError {
  return err instanceof StaffApiError;
}

function kindOf(status: number): StaffErrorKind {
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 500 || status === 429) return 'server';
  return 'invalid';
}

export interface StaffFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** undefined and empty values are left out */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal | undefined;
  /** the Accept header; application/json unless given */
  accept?: string;
  /** further headers (the desk's menu save: Idempotency-Key) */
  headers?: Record<string, string>;
}

export interface StaffFetch {
  /** The raw response of an authorised request (the desk's event stream and the CSV export read its body). */
  request: (path: string, init?: StaffFetchInit) => Promise<Response>;
  /** An authorised request whose JSON answer is parsed with `schema`. */
  fetch: <S extends z.ZodType>(path: string, schema: S, init?: StaffFetchInit) => Promise<z.infer<S>>;
  /** An authorised write without an answer body to read (204 / 201). */
  send: (path: string, init: StaffFetchInit) => Promise<void>;
}

/** A client that signs its requests with `accessToken()` (a rejection counts as signed out). */
export function createStaffFetch(accessToken: () => Promise<string | null>): StaffFetch {
  async function request(path: string, init: StaffFetchInit = {}): Promise<Response> {
    const [config, token] = await Promise.all([loadRuntimeConfig(), accessToken().catch(() => null)]);
    if (!token) throw new StaffApiError('session', 401);
    const entries = Object.entries(init.query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '');
    const qs = entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
    const headers: Record<string, string> = { ...init.headers, Accept: init.accept ?? 'application/json', Authorization: `Bearer ${token}` };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${config.apiBaseUrl}${path}${qs}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal ?? null,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (err) {
      if (init.signal?.aborted) throw err;
      throw new StaffApiError('network', 0);
    }
    if (!res.ok) {
      const { message, fields } = readErrorBody(await res.json().catch(() => null));
      throw new StaffApiError(kindOf(res.status), res.status, message, fields);
    }
    return res;
  }

  return {
    request,
    fetch: async (path, schema, init = {}) => {
      const res = await request(path, init);
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        throw new StaffApiError('server', res.status, 'not JSON');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new StaffApiError('server', res.status, `invalid answer: ${parsed.error.message}`);
      return parsed.data;
    },
    send: async (path, init) => {
      await request(path, init);
    },
  };
}
