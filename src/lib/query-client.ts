import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './api/errors.ts';

/** Persisted queries live this long (≥ 24 h, issue 4); gcTime must not be shorter or they vanish from the store. */
export const PERSIST_MAX_AGE_MS = 48 * 60 * 60_000;
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * A QueryClient with the app's defaults. The API client already retries network failures (1-2-3 s, spec 1 §8), so
 * React Query does not retry API errors again; other (unexpected) errors get one retry.
 *
 * It knows no feature: the app layer (src/app/query-client.ts) registers each feature's mutation defaults on the
 * browser's client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isHttpError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * What survives a closed tab (issue 4): vendor lists, vendor details, catalogs, tracked orders — and the geo answers
 * (postal code → town) the listing route awaits, so a seen listing opens offline; a courier's delivery view (issue 14).
 */
const PERSISTED_ROOTS = new Set(['listing', 'vendor', 'checkout', 'tracking', 'geo', 'delivery']);

export function shouldPersistQuery(q: { queryKey: readonly unknown[]; state: { status: string } }): boolean {
  return q.state.status === 'success' && PERSISTED_ROOTS.has(String(q.queryKey[0]));
}
