/**
 * The app's HTTP client (lib/api/client.ts) bound to a staff account (the desk's /api/v1/desk/**, the back office's
 * /api/v1/ops/**): sends its access token as Bearer (none: an `auth` HttpError without asking the server), no
 * cookies, parses every answer with its wire schema. Failures are the client's HttpError with the server's message
 * (a 409's "Order 100001 cannot move from … to …" is shown to the kitchen as it is) and, for a 400, the refused
 * fields (path → message) so a form can put them on its fields. Network failures are not retried here: the
 * QueryClients of the desk and the back office retry what is `retryable`.
 */
import type { z } from 'zod';
import { apiFetch, request as send, type RequestOptions } from '../../lib/api/client.ts';
import { parserOf } from '../../lib/api/parse.ts';

export interface StaffFetchInit extends Pick<RequestOptions, 'body' | 'query' | 'signal' | 'accept' | 'headers'> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
  const options = (init: StaffFetchInit = {}): RequestOptions => ({ ...init, auth: accessToken, retry: false });
  return {
    request: (path, init) => send(path, options(init)),
    fetch: (path, schema, init) => apiFetch(path, { ...options(init), parse: parserOf(schema, 'answer') }),
    send: async (path, init) => {
      await send(path, options(init));
    },
  };
}
