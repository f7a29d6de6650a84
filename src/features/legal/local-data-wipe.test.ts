import { wipeLocalData, type WipeTargets } from './local-data-wipe.ts';

/** In-memory Cache Storage with the given cache names. */
function fakeCaches(names: string[]) {
  const live = new Set(names);
  return {
    live,
    keys: () => Promise.resolve([...live]),
    delete: (n: string) => Promise.resolve(live.delete(n)),
  };
}

/** IDBFactory stand-in: deleteDatabase answers success (or blocked) on the next tick. */
function fakeIdb(names: string[], blocked: string[] = []) {
  const deleted: string[] = [];
  return {
    deleted,
    databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
    deleteDatabase: (name: string) => {
      const req = {} as IDBOpenDBRequest;
      setTimeout(() => {
        if (blocked.includes(name)) {
          (req.onblocked as (() => void) | null)?.();
          return;
        }
        deleted.push(name);
        (req.onsuccess as (() => void) | null)?.();
      }, 0);
      return req;
    },
  };
}

function targets(over: Partial<WipeTargets> = {}) {
  const calls: string[] = [];
  const caches = fakeCaches(['workbox-precache-v2-http://localhost/', 'lz-media-v1', 'lz-map-tiles-v1', 'lz-config-v1']);
  const idb = fakeIdb(['lieferzone', 'workbox-expiration']);
  const t: WipeTargets = {
    resetMemory: () => calls.push('memory'),
    localStorage,
    sessionStorage,
    clearQueryCache: () => {
      calls.push('queryCache');
      return Promise.resolve();
    },
    indexedDB: idb,
    caches,
    ...over,
  };
  return { t, calls, caches, idb };
}

describe('wipeLocalData', () => {
  beforeEach(() => {
    localStorage.setItem('lz.cart.v1', '{"lines":[1]}');
    localStorage.setItem('lz.recentOrders.v1', '[{"nr":"LZ-1"}]');
    localStorage.setItem('delivery_LZ-1', '2025-10-01T12:00:00Z');
    localStorage.setItem('i18nextLng', 'en');
    sessionStorage.setItem('lz.checkout.draft', '{}');
  });

  it('when run, then local and session storage, the query cache, other databases and runtime caches are gone; the precache stays', async () => {
    const { t, calls, caches, idb } = targets();
    const result = await wipeLocalData(t);

    expect(result.failed).toEqual([]);
    expect(result.cleared).toEqual(['memory', 'localStorage', 'sessionStorage', 'queryCache', 'indexedDB', 'cacheStorage']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(calls).toEqual(['memory', 'queryCache']);
    // the query cache's own database is emptied in place (clearQueryCache), not deleted under its open connection
    expect(idb.deleted).toEqual(['workbox-expiration']);
    expect([...caches.live]).toEqual(['workbox-precache-v2-http://localhost/']);
  });

  it('when memory is reset, then it happens before storage is cleared (nothing is written back afterwards)', async () => {
    let storageAtReset = -1;
    const { t } = targets({ resetMemory: () => (storageAtReset = localStorage.length) });
    await wipeLocalData(t);
    expect(storageAtReset).toBe(4);
  });

  it('when one store fails, then the others are still cleared and the failure is reported', async () => {
    const boom = new Error('quota');
    const { t, caches } = targets({ clearQueryCache: () => Promise.reject(boom) });
    const result = await wipeLocalData(t);
    expect(result.failed).toEqual([{ store: 'queryCache', error: boom }]);
    expect(result.cleared).toContain('cacheStorage');
    expect(localStorage.length).toBe(0);
    expect(caches.live.has('lz-media-v1')).toBe(false);
  });

  it('when a database deletion is blocked by an open connection, then the wipe does not wait for it', async () => {
    const idb = fakeIdb(['workbox-expiration'], ['workbox-expiration']);
    const { t } = targets({ indexedDB: idb });
    const result = await wipeLocalData(t);
    expect(result.cleared).toContain('indexedDB');
    expect(idb.deleted).toEqual([]);
  });

  it('when the browser has no Cache Storage or IndexedDB, then the rest is cleared without errors', async () => {
    const { t } = targets({ caches: null, indexedDB: null });
    const result = await wipeLocalData(t);
    expect(result.failed).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
