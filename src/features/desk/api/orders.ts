/**
 * GET /api/v1/desk/orders: the snapshot the live stream continues from (orders, cursor, the server's clock). The
 * query's data is also what the stream and the poll update (applyDeskEvent), and what the persisted cache keeps for
 * an offline reopen ("Stand HH:MM" = when the server last confirmed it).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { deskOrdersPageSchema, type DeskEvent, type DeskOrdersPage } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';
import { mergeOrder } from '../queue.ts';
import { deskFetch } from './desk-fetch.ts';
import { nowMs } from '../../../domain/clock.ts';

export interface DeskQueue extends DeskOrdersPage {
  /** server clock − device clock (ms): the time left until expireTime is counted on the server's clock */
  skewMs: number;
  /** when the server last confirmed this queue (device clock, ms): the snapshot or the latest event */
  syncedAt: number;
}

export async function fetchQueue(signal?: AbortSignal): Promise<DeskQueue> {
  const page = await deskFetch('/api/v1/desk/orders', deskOrdersPageSchema, { signal });
  const now = nowMs();
  const server = Date.parse(page.serverTime);
  return { ...page, skewMs: Number.isFinite(server) ? server - now : 0, syncedAt: now };
}

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.orders(),
    queryFn: ({ signal }) => fetchQueue(signal),
    // the live stream keeps it fresh; a reconnect fetches a new snapshot itself
    staleTime: Infinity,
    retry: false,
  });

/** Applies one live event to the cached queue (a late or repeated event never moves an order back). */
export function applyDeskEvent(client: QueryClient, event: DeskEvent): void {
  client.setQueryData<DeskQueue>(deskKeys.orders(), (q) =>
    q
      ? { ...q, orders: mergeOrder(q.orders, event.order), cursor: Math.max(q.cursor, event.seq), syncedAt: nowMs() }
      : q,
  );
}

/** The stream is alive (a keep-alive): the queue shown is current as of now. */
export function markSynced(client: QueryClient): void {
  client.setQueryData<DeskQueue>(deskKeys.orders(), (q) => (q ? { ...q, syncedAt: nowMs() } : q));
}
