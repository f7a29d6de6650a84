/**
 * The back office's own QueryClient (issue 16): not the customer app's (whose cache is persisted in IndexedDB) —
 * applicants' and reporters' data is never written to the browser's storage. Writes fail at once offline with their
 * message instead of pausing: an operator acts on what they see now.
 */
import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../lib/api/errors.ts';

export function createOpsQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (n, err) => n < 2 && isHttpError(err) && err.retryable,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The back office's one client: its pages, its sign-in and its route loader (ops-guard.ts) share it. */
export const opsQueryClient = createOpsQueryClient();
