/**
 * GET /dev/operator?format=json exists only in demo mode (never in production): when it answers, the sign-in shows a
 * link to the page with the demo operator's e-mail and password.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { opsDemoOperatorSchema } from '../../../domain/wire/ops.ts';
import { opsKeys } from '../keys.ts';

export const DEMO_OPERATOR_PATH = '/dev/operator';

export const demoOperatorQueryOptions = () =>
  queryOptions({
    queryKey: [...opsKeys.all, 'demo-operator'] as const,
    queryFn: ({ signal }) =>
      apiFetch(DEMO_OPERATOR_PATH, { origin: 'page', accept: 'application/json', query: { format: 'json' }, signal, retry: false }).then(
        (data) => opsDemoOperatorSchema.safeParse(data).success,
        () => false,
      ),
    staleTime: Infinity,
    retry: false,
  });
