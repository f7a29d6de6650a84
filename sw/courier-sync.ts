/**
 * Background Sync of the courier's actions (issue 14): the `sync` event for tag `lz-courier-actions` sends what the
 * courier page wrote down offline (idb-keyval, database `lieferzone-courier`, store `outbox`) — with the page closed.
 * The rules (order, what leaves the outbox, when to try again) are in src/domain/courier-outbox.ts; a rejected
 * waitUntil makes the browser fire the event again later. The open pages are told which links changed. Each action
 * is sent by the app's one HTTP client (lib/api/client.ts), as the page sends it.
 */
import { createStore, del, entries } from 'idb-keyval';
import { request } from '../src/lib/api/client.ts';
import { isHttpError } from '../src/lib/api/errors.ts';
import {
  COURIER_OUTBOX_DB, COURIER_OUTBOX_STORE, COURIER_SYNC_TAG, COURIER_SYNCED_MESSAGE, runCourierSync,
} from '../src/domain/courier-outbox.ts';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function registerCourierSync(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('sync', (event) => {
    const e = event as SyncEvent;
    if (e.tag !== COURIER_SYNC_TAG) return;
    const store = createStore(COURIER_OUTBOX_DB, COURIER_OUTBOX_STORE);
    e.waitUntil(runCourierSync({
      store: { entries: () => entries(store), remove: (key) => del(key as IDBValidKey, store) },
      // the app's one HTTP client (the entry's URL and headers are the page's own: no config, no token of its own)
      send: (url, init) => request(url, { ...init, origin: 'page', accept: 'application/json', retry: false }).then(
        (res) => res.status,
        (err: unknown) => (isHttpError(err) ? err.status : 0),
      ),
      now: () => Date.now(),
      notify: async (tokens) => {
        for (const client of await sw.clients.matchAll({ type: 'window' })) client.postMessage({ type: COURIER_SYNCED_MESSAGE, tokens });
      },
    }));
  });
}
