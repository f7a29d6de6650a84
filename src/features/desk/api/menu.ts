/**
 * The restaurant's own menu in the editor's shape: GET /api/v1/desk/menu and PUT /api/v1/desk/menu (the same body as
 * the back office's; a 400 names the refused fields). A save answers the menu, which replaces the cached one; the
 * sold-out list (catalog) is read again since its products may have changed.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { menuBodySchema, type MenuBody } from '../../../domain/wire/ops.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

const PATH = '/api/v1/desk/menu';

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.menu(),
    queryFn: ({ signal }) => deskFetch(PATH, menuBodySchema, { signal }),
  });

export function useSaveMenuMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: deskMutationKeys.menu,
    mutationFn: (body: MenuBody) => deskFetch(PATH, menuBodySchema, { method: 'PUT', body }),
    // offline the save fails at once and says so (the form keeps what was typed) instead of waiting unseen
    networkMode: 'always',
    onSuccess: (menu) => {
      qc.setQueryData(deskKeys.menu(), menu);
      void qc.invalidateQueries({ queryKey: deskKeys.catalog() });
    },
  });
}
