/**
 * GET/PUT /api/v1/desk/settings (issue 32): auto-accept (off by default) and the default preparation time it
 * accepts with. A change needs the network (it fails at once offline and says so), like the pause switch.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deskSettingsSchema, type DeskSettings } from '../../../domain/wire/desk-day.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

const PATH = '/api/v1/desk/settings';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.settings(),
    queryFn: ({ signal }) => deskFetch(PATH, deskSettingsSchema, { signal }),
    staleTime: 60_000,
  });

export function useSaveSettingsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKeys.settings,
    mutationFn: (s: DeskSettings) => deskFetch(PATH, deskSettingsSchema, { method: 'PUT', body: s }),
    networkMode: 'always',
    onSuccess: (s) => qc.setQueryData(deskKeys.settings(), s),
  });
}
