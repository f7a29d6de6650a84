import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api/errors.ts';

/**
 * One QueryClient for the app. The API client already retries network failures (1-2-3 s, spec 1 §8), so React
 * Query does not retry API errors again; other (unexpected) errors get one retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isApiRequestError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
