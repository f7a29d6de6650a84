/**
 * The restaurant's own menu in the editor's shape: GET /api/v1/desk/menu and PUT /api/v1/desk/menu (the same body as
 * the back office's; a 400 names the refused fields). A save answers the menu, which replaces the cached one; the
 * sold-out list (catalog) is read again since its products may have changed.
 *
 * Offline (issue 32): a save is a mutation with its own client id (sent as Idempotency-Key: the server applies an id
 * once), registered with mutation defaults so that, like the order actions, it pauses without a network, is kept in
 * the desk's persisted cache (it survives a reload) and is sent when the network is back — in the order saved
 * (menu-save.ts: apart, so that the desk's chunk does not pull this view's module into a chunk of its own).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { menuBodySchema, type MenuBody } from '../../../domain/wire/ops.ts';
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

export function useSaveMenuMutation() {
  return useMutation<MenuBody, Error, MenuSaveVariables>({ mutationKey: deskMutationKeys.menu });
}
