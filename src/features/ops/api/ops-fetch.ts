/**
 * The back office's HTTP client for /api/v1/ops/** (issue 16): sends the operator's access token as Bearer, parses
 * every answer with its wire schema (src/domain/wire/ops.ts) and turns failures into an OpsApiError with the server's
 * message and, for a 400, the refused fields (path → message) so a form can put them on its fields.
 */
import type { z } from 'zod';
import { readErrorBody } from '../../../lib/api-error-body.ts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { opsAccessToken } from '../ops-auth.ts';

export type OpsErrorKind = 'network' | 'session' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'server';

export class OpsApiError extends Error {
  override readonly name = 'OpsApiError';
  constructor(
    readonly kind: OpsErrorKind,
    readonly status: number,
    /** the server's error.message (English), when it sent one */
    readonly serverMessage?: string,
    /** a 400's refused fields: dotted path (`categories.0.products.1.priceCents`) → message */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(serverMessage ?? `${kind} ${status}`);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

export function isOpsApiError(err: unknown): err is OpsApiError {
  return err instanceof OpsApiError;
}

function kindOf(status: number): OpsErrorKind {
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 500 || status === 429) return 'server';
  return 'invalid';
}

export interface OpsFetchInit {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal | undefined;
  accept?: string;
}

/** The raw response of an authorised ops request. */
export async function opsRequest(path: string, init: OpsFetchInit = {}): Promise<Response> {
  const [config, token] = await Promise.all([loadRuntimeConfig(), opsAccessToken().catch(() => null)]);
  if (!token) throw new OpsApiError('session', 401);
  const entries = Object.entries(init.query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '');
  const qs = entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
  const headers: Record<string, string> = { Accept: init.accept ?? 'application/json', Authorization: `Bearer ${token}` };
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
    throw new OpsApiError('network', 0);
  }
  if (!res.ok) {
    const { message, fields } = readErrorBody(await res.json().catch(() => null));
    throw new OpsApiError(kindOf(res.status), res.status, message, fields);
  }
  return res;
}

/** An authorised ops request whose JSON answer is parsed with `schema`. */
export async function opsFetch<S extends z.ZodType>(path: string, schema: S, init: OpsFetchInit = {}): Promise<z.infer<S>> {
  const res = await opsRequest(path, init);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    throw new OpsApiError('server', res.status, 'not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new OpsApiError('server', res.status, `invalid answer: ${parsed.error.message}`);
  return parsed.data;
}
