/**
 * GET /dev/desk-accounts?format=json exists only in demo mode (never in production): when it answers, the sign-in
 * shows a link to the page listing the demo restaurants' desk sign-ins.
 */
import { queryOptions } from '@tanstack/react-query';
import { demoDeskAccountsSchema } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';

export const DEMO_ACCOUNTS_PATH = '/dev/desk-accounts';

export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...deskKeys.all, 'demo-accounts'] as const,
    queryFn: async ({ signal }) => {
      const res = await fetch(`${DEMO_ACCOUNTS_PATH}?format=json`, { signal, headers: { Accept: 'application/json' } }).catch(() => null);
      if (!res?.ok) return false;
      return demoDeskAccountsSchema.safeParse(await res.json().catch(() => null)).success;
    },
    staleTime: Infinity,
    retry: false,
  });
