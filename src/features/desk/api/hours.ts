/**
 * The restaurant's opening hours, special days and busy mode (issue 32): GET /api/v1/desk/hours, PUT …/hours and
 * PUT /api/v1/desk/busy. A save answers the whole view, which replaces the cached one; `me` is read again (busy
 * mode shows in the header's data).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hoursViewSchema, type BusyBody, type HoursBody, type HoursView } from '../../../domain/wire/vendor-hours.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

export const hoursQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.hours(),
    queryFn: ({ signal }) => deskFetch('/api/v1/desk/hours', hoursViewSchema, { signal }),
  });

function useSave<B>(mutationKey: readonly string[], path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (body: B) => deskFetch(path, hoursViewSchema, { method: 'PUT', body }),
    networkMode: 'always',
    onSuccess: (view: HoursView) => qc.setQueryData(deskKeys.hours(), view),
  });
}

export const useSaveHoursMutation = () => useSave<HoursBody>(deskMutationKeys.hours, '/api/v1/desk/hours');
export const useSaveBusyMutation = () => useSave<BusyBody>(deskMutationKeys.busy, '/api/v1/desk/busy');
