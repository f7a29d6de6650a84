/**
 * The desk's own QueryClient and persisted cache (issue 14). The desk is a separate app on the counter's tablet: its
 * queue, restaurant and waiting actions are kept in their own IndexedDB database ('lieferzone-desk'), restored before
 * the desk renders, and the paused actions continue once restored (lib/query-persistence.tsx does the same for the
 * customer app). Keeping it here keeps the desk's code out of the customer app's first screen.
 *
 * The buster is fixed, not the build id: an app update must not drop actions the kitchen took offline.
 */
import { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { PERSIST_MAX_AGE_MS } from '../../lib/query-client.ts';
import { createIdbPersister, type PersistOptions } from '../../lib/query-persistence.tsx';
import { registerDeskActions } from './api/actions.ts';
import { registerDeskMenuSave } from './api/menu-save.ts';
import { isHttpError } from '../../lib/api/errors.ts';

export const DESK_DB = 'lieferzone-desk';
const DESK_BUSTER = 'desk-1';

export function createDeskQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        retry: (n, err) => n < 2 && isHttpError(err) && err.retryable,
      },
      mutations: { retry: false },
    },
  });
  registerDeskActions(client);
  registerDeskMenuSave(client);
  return client;
}

/** The desk's one client (its pages and its sign-in share it; restored from its own store by desk-page.tsx). */
export const deskQueryClient = createDeskQueryClient();

/** Continues every action that was waiting when the cache was saved, in the order taken (they share one scope). */
export function resumeDeskActions(client: QueryClient): Promise<unknown> {
  const waiting = client.getMutationCache().getAll().filter((m) => m.state.status === 'pending');
  return Promise.all(waiting.map((m) => m.continue().catch(() => undefined)));
}

export function deskStorage(): AsyncStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore(DESK_DB, 'query-cache');
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  };
}

export function deskPersistOptions(client: QueryClient, storage = deskStorage()): PersistOptions {
  return {
    persister: createIdbPersister(storage),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: DESK_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.state.status === 'success',
      // not only paused ones: an action between two retries (the network flaky, not yet reported offline) is kept too
      shouldDehydrateMutation: (m) =>
        m.state.status === 'pending' && m.options.mutationKey !== undefined &&
        client.getMutationDefaults(m.options.mutationKey).mutationFn !== undefined,
    },
  };
}
