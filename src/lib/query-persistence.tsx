/**
 * The persisted query cache (issue 4), the library way: `PersistQueryClientProvider`'s parts (QueryPersistence below) with
 * an async storage persister over idb-keyval (database `lieferzone`, store `query-cache`, key `rq`, the client as JSON).
 *
 * - maxAge 48 h, `buster` = the build id: a cache older than that or from another build is dropped on restore;
 *   the QueryClient's gcTime is not shorter than maxAge (lib/query-client.ts), or restored data would vanish again.
 * - Queries: the successful ones of the roots a page needs offline (shouldPersistQuery).
 * - Mutations: only paused ones that can be resumed after a reload, i.e. whose key has a `mutationFn` registered with
 *   `queryClient.setMutationDefaults` (register them in createQueryClient, before the restore). Nothing else is
 *   written down: placing an order has no such defaults and is never replayed silently — the customer confirms
 *   again; auth writes carry passwords and never pause (networkMode 'always').
 * - Once restored, `resumePausedMutations()` continues what was paused, and `onRestored` lets the router load.
 * - Saving is throttled (1 s); when the page is hidden or left, the cache is saved at once, so a closed tab keeps
 *   what it showed.
 */
import { IsRestoringProvider, QueryClientProvider, type MutationKey, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type AsyncStorage,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as QueryIdb from './query-idb.ts';
import { BUILD_ID, PERSIST_MAX_AGE_MS, shouldPersistQuery } from './query-client.ts';

export const PERSIST_KEY = 'rq';
export const PERSIST_THROTTLE_MS = 1000;

// idb-keyval and the library's persister load with the first read or write of the cache, not with the entry: a
// server-rendered page restores the cache only after hydration, and the home route's JavaScript stays as small as it
// was (issues 27 to 32); both are one chunk (query-idb.ts)
let idb: Promise<typeof QueryIdb> | null = null;
const openIdb = () => (idb ??= import('./query-idb.ts'));

/** The IndexedDB store of the cache; undefined where there is no IndexedDB (the persister then does nothing). */
export function idbStorage(): AsyncStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return {
    getItem: async (key) => (await openIdb()).getItem(key),
    setItem: async (key, value) => (await openIdb()).setItem(key, value),
    removeItem: async (key) => (await openIdb()).removeItem(key),
  };
}

/** Saves throttled, `throttleMs` 0 saves at once (the flush when the page is hidden). Quota errors: nothing saved. */
export function createIdbPersister(storage: AsyncStorage | undefined = idbStorage(), throttleMs = PERSIST_THROTTLE_MS): Persister {
  // the library's persister, loaded with the first restore or save (with idb-keyval, above)
  let made: Promise<Persister> | null = null;
  const persister = () =>
    (made ??= openIdb().then(({ createAsyncStoragePersister }) => createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: throttleMs })));
  return {
    persistClient: async (client) => (await persister()).persistClient(client),
    restoreClient: async () => (await persister()).restoreClient(),
    removeClient: async () => (await persister()).removeClient(),
  };
}

/**
 * A paused mutation is written down only when a reload can resume it (its key has a registered mutationFn) and its
 * defaults do not say `meta: { persist: false }` — a write whose data must not outlive the tab (an ethics report).
 */
export function shouldPersistMutation(
  client: QueryClient,
  mutation: { options: { mutationKey?: MutationKey }; state: { isPaused: boolean } },
): boolean {
  const key = mutation.options.mutationKey;
  if (!mutation.state.isPaused || key === undefined) return false;
  const defaults = client.getMutationDefaults(key);
  return defaults.mutationFn !== undefined && defaults.meta?.persist !== false;
}

export type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

export function persistOptions(client: QueryClient, persister: Persister = createIdbPersister()): PersistOptions {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: (m) => shouldPersistMutation(client, m),
    },
  };
}

/** Saves the cache at once whenever the page is hidden or left (the throttled save could be a second late). */
export function saveWhenHidden(client: QueryClient, options: PersistOptions, storage: AsyncStorage | undefined = idbStorage()): () => void {
  const now = { ...options, queryClient: client, persister: createIdbPersister(storage, 0) };
  const save = () => void persistQueryClientSave(now).catch(() => undefined);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', save);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', save);
  };
}

export interface QueryPersistenceProps {
  client: QueryClient;
  options: PersistOptions;
  /** the restore is done (or failed and the stored cache was dropped): the first route may load now */
  onRestored: () => void;
  children: ReactNode;
}

/**
 * PersistQueryClientProvider with the app's options, written out with the library's parts (persistQueryClientRestore,
 * persistQueryClientSubscribe, IsRestoringProvider) for one difference: the end of the restore is a transition. While
 * the cache is restored, queries wait (`useIsRestoring()` is true: nothing fetches on mount); once restored, paused
 * mutations resume, `onRestored` lets the first route load, the cache is saved on every change, and the "restoring"
 * flag turns false. That flag is a context value above the whole app: on a server-rendered page, parts React had not
 * taken over yet (the route's content, the footer) were then taken over at once, synchronously, in one task, because a
 * context above them had changed with an urgent update (issue 27: ~250 ms at 4x CPU on the listing). As a transition,
 * React takes them over in slices.
 */
export function QueryPersistence({ client, options, onRestored, children }: QueryPersistenceProps) {
  const [restoring, setRestoring] = useState(true);
  const all = useMemo(() => ({ ...options, queryClient: client }), [options, client]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void persistQueryClientRestore(all)
      .then(
        () => {
          void client.resumePausedMutations();
          onRestored();
        },
        onRestored,
      )
      .finally(() => startTransition(() => setRestoring(false)));
  }, [all, client, onRestored]);
  useEffect(() => (restoring ? undefined : persistQueryClientSubscribe(all)), [restoring, all]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
