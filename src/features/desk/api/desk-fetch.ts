/**
 * The desk's HTTP client for /api/v1/desk/** (issue 14): sends the desk account's access token as Bearer, parses
 * every answer with its wire schema (src/domain/wire/desk.ts) and turns failures into a DeskApiError with the
 * server's message (a 409's "Order 100001 cannot move from … to …" is shown to the kitchen as it is).
 */
import type { z } from 'zod';
import { readErrorBody } from '../../../lib/api-error-body.ts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { deskAccessToken } from '../desk-auth.ts';

export type DeskErrorKind = 'network' | 'session' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'server';

export class DeskApiError extends Error {
  override readonly name = 'DeskApiError';
  constructor(
    readonly kind: DeskErrorKind,
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

export function isDeskApiError(err: unknown): err is DeskApiError {
  return err instanceof DeskApiError;
}

function kindOf(status: number): DeskErrorKind {
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 500 || status === 429) return 'server';
  return 'invalid';
}

export interface DeskFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal | undefined;
}

/** The raw response of an authorised desk request (the event stream reads its body itself). */
export async function deskRequest(path: string, init: DeskFetchInit = {}): Promise<Response> {
  const [config, token] = await Promise.all([loadRuntimeConfig(), deskAccessToken().catch(() => null)]);
  if (!token) throw new DeskApiError('session', 401);
  const qs = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
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
    throw new DeskApiError('network', 0);
  }
  if (!res.ok) {
    const { message, fields } = readErrorBody(await res.json().catch(() => null));
    throw new DeskApiError(kindOf(res.status), res.status, message, fields);
  }
  return res;
}

/** An authorised desk request whose JSON answer is parsed with `schema` (204: undefined). */
export async function deskFetch<S extends z.ZodType>(path: string, schema: S, init: DeskFetchInit = {}): Promise<z.infer<S>> {
  const res = await deskRequest(path, init);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    throw new DeskApiError('server', res.status, 'not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new DeskApiError('server', res.status, `invalid answer: ${parsed.error.message}`);
  return parsed.data;
}

/** An authorised desk write without an answer body to read (204 / 201). */
export async function deskSend(path: string, init: DeskFetchInit): Promise<void> {
  await deskRequest(path, init);
}
