/**
 * The privacy page's local data wipe (spec 3 §2.7, §4): everything this app keeps in the browser, gone.
 *
 * What the app writes, and how each is cleared:
 * - memory first: the cart store and the React Query client (cleared queries are not written back by the
 *   persister's next save or by the save when the page is hidden before the reload);
 * - localStorage: cart (`lz.cart.v1`), remembered orders (`lz.recentOrders.v1`, `delivery_{nr}`,
 *   `lz.orderStatus.{nr}`), language, last place searched, favourites, checkout data and payment preference, the
 *   sign-in tokens with "stay signed in", install-prompt state — all of it (`clear()`);
 * - sessionStorage: sign-in tokens without "stay signed in", checkout draft and request id, just-placed flag;
 * - IndexedDB: the persisted query cache (database `lieferzone`, store `query-cache`) is emptied in place (its
 *   connection is open, a deletion would wait for the reload); any other database of this origin (e.g. the
 *   service worker's cache-expiry records) is deleted;
 * - Cache Storage: every runtime cache (images, map tiles, fonts, config). The service worker's precache stays:
 *   it holds only the app's own build files, the same for everybody, and keeps the app opening offline after the
 *   reload (deleting it would leave an offline visitor with a browser error page).
 *
 * Every store is tried even when another fails; failures are reported (and logged by the caller), never thrown.
 */

export type WipeStore = 'memory' | 'localStorage' | 'sessionStorage' | 'queryCache' | 'indexedDB' | 'cacheStorage';

export interface WipeTargets {
  /** clear in-memory state that would otherwise be written back (cart store, query client) */
  resetMemory: () => void;
  localStorage: Pick<Storage, 'clear'> | null;
  sessionStorage: Pick<Storage, 'clear'> | null;
  /** empty the persisted query cache */
  clearQueryCache: () => Promise<void>;
  indexedDB: Pick<IDBFactory, 'deleteDatabase'> & { databases?: () => Promise<IDBDatabaseInfo[]> } | null;
  caches: Pick<CacheStorage, 'keys' | 'delete'> | null;
}

export interface WipeResult {
  cleared: WipeStore[];
  failed: { store: WipeStore; error: unknown }[];
}

/** The IndexedDB database of the persisted query cache: emptied in place, not deleted. */
export const QUERY_CACHE_DB = 'lieferzone';

/** Cache names kept: the service worker's precache of the app's build files. */
export const isPrecache = (name: string): boolean => name.startsWith('workbox-precache');

/** Deletes an IndexedDB database without waiting for a deletion that is blocked by an open connection. */
function requestDelete(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error(`deleting ${name} failed`));
    // another connection is open (the service worker's): the browser deletes it once that closes
    req.onblocked = () => resolve();
  });
}

export async function wipeLocalData(targets: WipeTargets): Promise<WipeResult> {
  const result: WipeResult = { cleared: [], failed: [] };
  const attempt = async (store: WipeStore, run: () => void | Promise<void>) => {
    try {
      await run();
      result.cleared.push(store);
    } catch (error) {
      result.failed.push({ store, error });
    }
  };

  await attempt('memory', targets.resetMemory);
  await attempt('localStorage', () => targets.localStorage?.clear());
  await attempt('sessionStorage', () => targets.sessionStorage?.clear());
  await attempt('queryCache', targets.clearQueryCache);
  await attempt('indexedDB', async () => {
    const idb = targets.indexedDB;
    if (!idb?.databases) return;
    const names = (await idb.databases()).map((d) => d.name).filter((n): n is string => !!n && n !== QUERY_CACHE_DB);
    await Promise.all(names.map((n) => requestDelete(idb, n)));
  });
  await attempt('cacheStorage', async () => {
    const cs = targets.caches;
    if (!cs) return;
    const names = (await cs.keys()).filter((n) => !isPrecache(n));
    await Promise.all(names.map((n) => cs.delete(n)));
  });
  return result;
}
