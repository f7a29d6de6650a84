/**
 * The menu save's mutation defaults (issue 32): PUT /api/v1/desk/menu with the save's client id as Idempotency-Key,
 * paused offline, persisted with the desk's cache and resumed — registered by the desk's QueryClient before the cache
 * is restored. The view's query and hook are in menu.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { menuBodySchema, type MenuBody } from '../../../domain/wire/ops.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { deskKeys, deskMutationKeys } from '../keys.ts';
import type { MenuSaveVariables } from './menu.ts';
import { deskFetch } from './desk-fetch.ts';

const PATH = '/api/v1/desk/menu';

/** Registers the menu save's defaults (before the persisted cache is restored: a queued save resumes with it). */
export function registerDeskMenuSave(client: QueryClient): void {
  client.setMutationDefaults(deskMutationKeys.menu, {
    mutationFn: (v: MenuSaveVariables) =>
      deskFetch(PATH, menuBodySchema, { method: 'PUT', body: v.body, headers: { 'Idempotency-Key': v.clientId } }),
    scope: { id: 'desk-menu' },
    retry: (failures: number, err: unknown) => failures < 6 && isHttpError(err) && err.retryable,
    retryDelay: (n: number) => Math.min(1000 * 2 ** n, 15_000),
    gcTime: 48 * 60 * 60_000,
    onSuccess: (menu: MenuBody) => {
      client.setQueryData(deskKeys.menu(), menu);
      void client.invalidateQueries({ queryKey: deskKeys.catalog() });
    },
  });
}

