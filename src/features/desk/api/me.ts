/** GET /api/v1/desk/me: the signed-in desk account and its restaurant (name, pause). */
import { queryOptions } from '@tanstack/react-query';
import { deskMeSchema } from '../../../domain/wire/desk.ts';
import { deskKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.me(),
    queryFn: ({ signal }) => deskFetch('/api/v1/desk/me', deskMeSchema, { signal }),
    staleTime: 60_000,
  });
