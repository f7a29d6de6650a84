/**
 * Keeps the desk's queue live (issue 14): fetch a snapshot, then follow the event stream from its cursor; when the
 * stream cannot be opened, long-poll instead. Whenever the connection ends it starts again (after 1, 2, 4 … 10 s, or
 * at once when the browser reports the network back) with a fresh snapshot, so nothing missed while away is lost.
 *
 * The status drives the loud banner: 'lost' as soon as a connection fails or the browser is offline.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isHttpError } from '../../lib/api/errors.ts';
import { pollEvents, streamEvents } from './api/events.ts';
import { applyDeskEvent, fetchQueue, markSynced } from './api/orders.ts';
import { deskKeys } from './keys.ts';
import { nowMs } from '../../domain/clock.ts';

export type LiveStatus = 'connecting' | 'live' | 'lost';

const MAX_BACKOFF_MS = 10_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Follows the queue while mounted; `onSessionLost` is called when the server no longer accepts the sign-in
 * ('session': expired or signed out elsewhere) or the account is no restaurant's desk ('forbidden').
 */
export function useLiveQueue(onSessionLost: (why: 'session' | 'forbidden') => void): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const ctrl = new AbortController();
    const { signal } = ctrl;
    const offline = () => setStatus('lost');
    window.addEventListener('offline', offline);

    async function run(): Promise<void> {
      // read anew after every await (the page may have closed meanwhile)
      const stopped = () => signal.aborted;
      let failures = 0;
      let polling = false;
      while (!stopped()) {
        try {
          if (!onlineManager.isOnline()) throw new Error('offline');
          const queue = await fetchQueue(signal);
          client.setQueryData(deskKeys.orders(), queue);
          let cursor = queue.cursor;
          const handlers = {
            onOpen: () => {
              failures = 0;
              setStatus('live');
            },
            onAlive: () => markSynced(client),
            onEvent: (e: Parameters<typeof applyDeskEvent>[1]) => {
              cursor = Math.max(cursor, e.seq);
              applyDeskEvent(client, e);
            },
          };
          const opened = nowMs();
          if (!polling) {
            try {
              await streamEvents(cursor, signal, handlers);
            } catch (err) {
              // a stream the server or a proxy does not deliver: the long poll instead (other failures: reconnect)
              if (!isHttpError(err) || err.kind !== 'server') throw err;
              polling = true;
            }
          }
          while (polling && !stopped()) {
            const page = await pollEvents(cursor, signal);
            handlers.onOpen();
            markSynced(client);
            for (const e of page.events) handlers.onEvent(e);
            cursor = Math.max(cursor, page.cursor);
          }
          // the stream ended cleanly (the server restarts, a proxy's time limit): at once again, from a new snapshot
          if (!polling && nowMs() - opened > 2000) {
            setStatus('connecting');
            continue;
          }
        } catch (err) {
          if (stopped()) return;
          if (isHttpError(err) && (err.kind === 'auth' || err.kind === 'forbidden')) {
            onSessionLost(err.kind === 'auth' ? 'session' : 'forbidden');
            return;
          }
        }
        if (stopped()) return;
        setStatus('lost');
        await sleep(Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS), signal);
        failures++;
      }
    }
    void run();
    return () => {
      ctrl.abort();
      window.removeEventListener('offline', offline);
    };
  }, [client, onSessionLost]);

  return status;
}
