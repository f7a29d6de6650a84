/** GET /api/v1/ops/me: the signed-in operator (403 for any other account). */
import { queryOptions } from '@tanstack/react-query';
import { opsMeSchema } from '../../../domain/wire/ops.ts';
import { opsKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: opsKeys.me(),
    queryFn: ({ signal }) => opsFetch('/api/v1/ops/me', opsMeSchema, { signal }),
    staleTime: 5 * 60_000,
  });
