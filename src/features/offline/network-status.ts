/**
 * Is the app online? React Query's onlineManager (browser online/offline events, seeded from navigator.onLine in
 * lib/query-client.ts) is the one source, so the banner, paused queries and the checkout agree.
 * The API status: the status badge's probe (query key ['api-status', 'info']) read from the query cache — the badge
 * owns that query; the offline layer only watches it.
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
}

const API_STATUS_KEY = ['api-status', 'info'] as const;

export function useApiStatusFailed(): boolean {
  const qc = useQueryClient();
  const subscribe = useCallback((cb: () => void) => qc.getQueryCache().subscribe(cb), [qc]);
  return useSyncExternalStore(
    subscribe,
    () => qc.getQueryState(API_STATUS_KEY)?.status === 'error',
    () => false,
  );
}
