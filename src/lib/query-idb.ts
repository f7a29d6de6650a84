/**
 * The persisted cache's storage code in one lazy chunk (lib/query-persistence.tsx imports it with the cache's first
 * restore or save, never with the entry): idb-keyval's get/set/del on the store `lieferzone`/`query-cache`, and the
 * library's async storage persister. One module with named imports instead of two `import()`s: one request instead
 * of two on every first load, and only the idb-keyval functions the app uses (a namespace `import()` kept all of
 * them). vite.config.ts keeps idb-keyval in this chunk for the outbox and the desk as well.
 */
import { createStore, del, get, set } from 'idb-keyval';

export { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';

const store = createStore('lieferzone', 'query-cache');

export const getItem = (key: string) => get<string>(key, store);
export const setItem = (key: string, value: string) => set(key, value, store);
export const removeItem = (key: string) => del(key, store);
