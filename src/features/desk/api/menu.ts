/**
 * The restaurant's own menu in the editor's shape: GET /api/v1/desk/menu and PUT /api/v1/desk/menu (the same body as
 * the back office's; a 400 names the refused fields). A save answers the menu, which replaces the cached one; the
 * sold-out list (catalog) is read again since its products may have changed.
 *
 * Offline (issue 32): a save is a mutation with its own client id (sent as Idempotency-Key: the server applies an id
 * once), registered with mutation defaults so that, like the order actions, it pauses without a network, is kept in
 * the desk's persisted cache (it survives a reload) and is sent when the network is back — in the order saved.
 */
import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { menuBodySchema, type MenuBody } from '../../../domain/wire/ops.ts';
import { isStaffApiError } from '../../../lib/staff-auth/staff-fetch.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

const PATH = '/api/v1/desk/menu';

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.menu(),
    queryFn: ({ signal }) => deskFetch(PATH, menuBodySchema, { signal }),
  });

export interface MenuSaveVariables {
  /** the save's own id (made when "Speichern" was pressed, kept with the queued save) */
  clientId: string;
  body: MenuBody;
}

/** Registers the menu save's defaults (before the persisted cache is restored: a queued save resumes with it). */
export function registerDeskMenuSave(client: QueryClient): void {
  client.setMutationDefaults(deskMutationKeys.menu, {
    mutationFn: (v: MenuSaveVariables) =>
      deskFetch(PATH, menuBodySchema, { method: 'PUT', body: v.body, headers: { 'Idempotency-Key': v.clientId } }),
    scope: { id: 'desk-menu' },
    retry: (failures: number, err: unknown) => failures < 6 && isStaffApiError(err) && err.retryable,
    retryDelay: (n: number) => Math.min(1000 * 2 ** n, 15_000),
    gcTime: 48 * 60 * 60_000,
    onSuccess: (menu: MenuBody) => {
      client.setQueryData(deskKeys.menu(), menu);
      void client.invalidateQueries({ queryKey: deskKeys.catalog() });
    },
  });
}

export function useSaveMenuMutation() {
  return useMutation<MenuBody, Error, MenuSaveVariables>({ mutationKey: deskMutationKeys.menu });
}
