/**
 * GET /dev/desk-accounts?format=json exists only in demo mode (never in production): when it answers, the sign-in
 * shows a link to the page listing the demo restaurants' desk sign-ins.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { demoDeskAccountsSchema } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';

export const DEMO_ACCOUNTS_PATH = '/dev/desk-accounts';

export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...deskKeys.all, 'demo-accounts'] as const,
    queryFn: ({ signal }) =>
      apiFetch(DEMO_ACCOUNTS_PATH, { origin: 'page', accept: 'application/json', query: { format: 'json' }, signal, retry: false }).then(
        (data) => demoDeskAccountsSchema.safeParse(data).success,
        () => false,
      ),
    staleTime: Infinity,
    retry: false,
  });
