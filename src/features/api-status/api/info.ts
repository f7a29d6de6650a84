import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { apiStatusKeys } from '../keys.ts';

export interface ApiInfo {
  motd: string;
}

/** Re-check interval of the API status badge (spec 1 §9: 2 minutes). */
export const API_STATUS_INTERVAL_MS = 2 * 60_000;

/** GET /api/Info — the status badge's probe. No retries: the badge answers quickly and re-checks itself. */
export async function fetchApiInfo(signal?: AbortSignal): Promise<ApiInfo> {
  const raw = await apiFetch<unknown>('/api/Info', { signal, retry: false });
  const motd = typeof raw === 'object' && raw !== null ? (raw as { motd?: unknown }).motd : undefined;
  return { motd: typeof motd === 'string' ? motd : '' };
}

export const apiInfoQueryOptions = () =>
  queryOptions({
    queryKey: apiStatusKeys.info(),
    queryFn: ({ signal }) => fetchApiInfo(signal),
    refetchInterval: API_STATUS_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
