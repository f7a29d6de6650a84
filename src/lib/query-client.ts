import { QueryClient, dehydrate, hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { isApiRequestError } from './api/errors.ts';

/** Persisted queries live this long (≥ 24 h, issue 4); gcTime must not be shorter or they vanish from the store. */
export const PERSIST_MAX_AGE_MS = 48 * 60 * 60_000;
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * One QueryClient for the app. The API client already retries network failures (1-2-3 s, spec 1 §8), so React
 * Query does not retry API errors again; other (unexpected) errors get one retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isApiRequestError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// React Query v5 assumes "online" until an offline event arrives: a page opened without a network starts offline,
// so queries pause (cached data stays on screen) instead of failing after the client's retries.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * What survives a closed tab (issue 4): vendor lists, vendor details, catalogs, tracked orders — and the geo answers
 * (postal code → town) the listing route awaits, so a seen listing opens offline.
 */
const PERSISTED_ROOTS = new Set(['listing', 'vendor', 'checkout', 'tracking', 'geo']);

export function shouldPersistQuery(q: { queryKey: readonly unknown[]; state: { status: string } }): boolean {
  return q.state.status === 'success' && PERSISTED_ROOTS.has(String(q.queryKey[0]));
}

interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

/**
 * IndexedDB persistence over idb-keyval (database `lieferzone`, store `query-cache`, key `rq`), the same contract as
 * `persistQueryClient` of @tanstack/react-query-persist-client (maxAge, buster, dehydrate filter, throttled writes)
 * but over the app's own query-core: the installed persist package depends on another query-core version (5.104 vs
 * 5.108), which would ship a second copy of the core and whose types do not match this QueryClient.
 * Writes are throttled (1 s) and flushed when the page is hidden, so a closed tab keeps what it showed.
 */
export function createIdbPersistence(client: QueryClient, opts: { key?: string; throttleMs?: number; maxAge?: number; buster?: string } = {}) {
  const { key = 'rq', throttleMs = 1000, maxAge = PERSIST_MAX_AGE_MS, buster = BUILD_ID } = opts;
  const store = createStore('lieferzone', 'query-cache');
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return;
    dirty = false;
    const persisted: PersistedClient = {
      timestamp: Date.now(),
      buster,
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false }),
    };
    await set(key, persisted, store).catch(() => undefined); // quota or private mode: nothing persisted
  };
  const schedule = () => {
    dirty = true;
    timer ??= setTimeout(() => void flush(), throttleMs);
  };
  const restore = async () => {
    const persisted = await get<PersistedClient>(key, store).catch(() => undefined);
    if (!persisted) return;
    if (persisted.buster !== buster || Date.now() - persisted.timestamp > maxAge || !persisted.clientState) {
      await del(key, store).catch(() => undefined);
      return;
    }
    hydrate(client, persisted.clientState);
  };
  const subscribe = () => client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
  });
  return { restore, subscribe, flush };
}

/**
 * Restores the persisted cache (dropped when older than maxAge or from another build) and keeps persisting. Resolves
 * when the restore is done — the router's first load must wait for it, so a loader finds the cached data offline.
 */
export async function startQueryPersistence(client: QueryClient = queryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const persistence = createIdbPersistence(client);
  await persistence.restore().catch(() => undefined);
  persistence.subscribe();
  const flush = () => void persistence.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
