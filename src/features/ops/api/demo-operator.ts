/**
 * GET /dev/operator?format=json exists only in demo mode (never in production): when it answers, the sign-in shows a
 * link to the page with the demo operator's e-mail and password.
 */
import { queryOptions } from '@tanstack/react-query';
import { opsDemoOperatorSchema } from '../../../domain/wire/ops.ts';
import { opsKeys } from '../keys.ts';

export const DEMO_OPERATOR_PATH = '/dev/operator';

export const demoOperatorQueryOptions = () =>
  queryOptions({
    queryKey: [...opsKeys.all, 'demo-operator'] as const,
    queryFn: async ({ signal }) => {
      const res = await fetch(`${DEMO_OPERATOR_PATH}?format=json`, { signal, headers: { Accept: 'application/json' } }).catch(() => null);
      if (!res?.ok) return false;
      return opsDemoOperatorSchema.safeParse(await res.json().catch(() => null)).success;
    },
    staleTime: Infinity,
    retry: false,
  });
