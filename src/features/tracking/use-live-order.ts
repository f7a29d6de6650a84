/**
 * Live tracking while the page is open (issue 28): follows the order's event stream and, on every event, has the
 * tracking query read the order again (invalidate → refetch), so the page keeps one source of state, the React Query
 * cache (persisted for offline like before). While the stream is open the page pauses its 10 s poll; when it cannot be
 * opened, breaks, or stays silent past two keep-alives, the poll takes over and the stream is tried again after 1, 2,
 * 4 … 30 s (at once when the browser reports the network back). Each (re)opening reads the order once, so nothing
 * that happened while away is missed. Offline nothing is tried: the cached order and the offline banner stay as they
 * were. Unmounting (or a finished order) aborts the stream and removes every listener and timer.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followOrderEvents, STALE_MS } from './api/order-stream.ts';

export const MAX_BACKOFF_MS = 30_000;

/** Waits `ms`, or until the network is back or `signal` aborts; every listener and timer is removed when it ends. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // named: the tests find this listener among the page's other 'online' listeners
    const liveOrderWake = () => {
      clearTimeout(timer);
      window.removeEventListener('online', liveOrderWake);
      signal.removeEventListener('abort', liveOrderWake);
      resolve();
    };
    const timer = setTimeout(liveOrderWake, ms);
    window.addEventListener('online', liveOrderWake);
    signal.addEventListener('abort', liveOrderWake);
  });
}

/** Until the browser is online again (or `signal` aborts). */
function untilOnline(signal: AbortSignal): Promise<void> {
  return navigator.onLine ? Promise.resolve() : pause(24 * 3_600_000, signal);
}

/**
 * Follows the order while `orderId` (its uuid) is given; `onLive(true)` while the stream is open (the caller pauses
 * its poll then), `onLive(false)` when it is not. `queryKey` is the tracking query the events refresh.
 */
export function useLiveOrder(vendorId: string | undefined, orderId: string | undefined, queryKey: QueryKey, onLive: (live: boolean) => void): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);

  useEffect(() => {
    if (!vendorId || !orderId) return undefined;
    const vendor = vendorId;
    const order = orderId;
    const setLive = onLive;
    const stop = new AbortController();
    const parsedKey = JSON.parse(key) as QueryKey;
    const refresh = () => void client.invalidateQueries({ queryKey: parsedKey, exact: true });

    async function run(): Promise<void> {
      // read anew after every await (the page may have gone meanwhile)
      const stopped = () => stop.signal.aborted;
      let failures = 0;
      while (!stopped()) {
        await untilOnline(stop.signal);
        if (stopped()) return;
        // one connection: aborted by the page going away or by the watchdog when nothing arrives for STALE_MS
        const conn = new AbortController();
        const onStop = () => conn.abort();
        stop.signal.addEventListener('abort', onStop);
        let watchdog: ReturnType<typeof setTimeout> | undefined;
        const alive = () => {
          clearTimeout(watchdog);
          watchdog = setTimeout(() => conn.abort(), STALE_MS);
        };
        try {
          await followOrderEvents(vendor, order, conn.signal, {
            onOpen: () => {
              failures = 0;
              alive();
              setLive(true);
              refresh();
            },
            onAlive: alive,
            onEvent: refresh,
          });
        } catch {
          // closed, refused (e.g. 429) or broken: the poll takes over until the next attempt
        } finally {
          clearTimeout(watchdog);
          stop.signal.removeEventListener('abort', onStop);
          conn.abort();
        }
        if (stopped()) return;
        setLive(false);
        await pause(Math.min(1000 * 2 ** failures, MAX_BACKOFF_MS), stop.signal);
        failures++;
      }
    }
    void run();
    return () => {
      stop.abort();
      setLive(false);
    };
  }, [client, vendorId, orderId, key, onLive]);
}
