import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isHttpError } from './api/errors.ts';
import { registerDeliveryActionMutations } from './delivery-actions/mutation-defaults.ts';
import { registerPublicFormMutations } from './public-forms/mutation-defaults.ts';

/** Persisted queries live this long (≥ 24 h, issue 4); gcTime must not be shorter or they vanish from the store. */
export const PERSIST_MAX_AGE_MS = 48 * 60 * 60_000;
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * One QueryClient for the app. The API client already retries network failures (1-2-3 s, spec 1 §8), so React
 * Query does not retry API errors again; other (unexpected) errors get one retry.
 *
 * A mutation that should survive a reload while paused (offline) registers its defaults here, with
 * `client.setMutationDefaults(key, { mutationFn, … })`: they must exist before the persisted cache is restored
 * (lib/query-persistence.tsx), and only such mutations are written down.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  registerPublicFormMutations(client);
  registerDeliveryActionMutations(client);
  return client;
}

export const queryClient = createQueryClient();

// React Query v5 assumes "online" until an offline event arrives: a page opened without a network starts offline,
// so queries pause (cached data stays on screen) instead of failing after the client's retries.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/**
 * What survives a closed tab (issue 4): vendor lists, vendor details, catalogs, tracked orders — and the geo answers
 * (postal code → town) the listing route awaits, so a seen listing opens offline; a courier's delivery view (issue 14).
 */
const PERSISTED_ROOTS = new Set(['listing', 'vendor', 'checkout', 'tracking', 'geo', 'delivery']);

export function shouldPersistQuery(q: { queryKey: readonly unknown[]; state: { status: string } }): boolean {
  return q.state.status === 'success' && PERSISTED_ROOTS.has(String(q.queryKey[0]));
}
