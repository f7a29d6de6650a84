/**
 * The desk's "Speisekarte" view (issue 16: the vendor edits its menu from its desk): the shared menu editor on
 * GET /api/v1/desk/menu, saved with PUT as a mutation. Its own lazy chunk: the queue does not carry the editor.
 * Offline (issue 32) a save waits in the desk's persisted queue: the page says so ("wird gesendet, sobald online"),
 * the editor shows the waiting menu (also after a reload) and the save is sent once when the network is back.
 */
import { useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuEditor, menuSaveError } from '../../../components/menu-editor/menu-editor.tsx';
import { menuQueryOptions, useSaveMenuMutation, type MenuSaveVariables } from '../api/menu.ts';
import { deskMutationKeys } from '../keys.ts';

export function DeskMenu() {
  const { t } = useTranslation('desk');
  const menu = useQuery(menuQueryOptions());
  const save = useSaveMenuMutation();
  const { error } = save;
  const serverError = useMemo(() => menuSaveError(error), [error]);
  // every save not yet answered (this page's and one restored after a reload): the last one is what the menu becomes
  const waiting = useMutationState({
    filters: { mutationKey: deskMutationKeys.menu, status: 'pending' },
    select: (m) => ({ body: (m.state.variables as MenuSaveVariables).body, paused: m.state.isPaused }),
  });
  const queued = waiting.some((w) => w.paused);
  const last = waiting.at(-1)?.body;

  if (menu.isPending && !last) return <p role="status">{t('views.loading')}</p>;
  const shown = last ?? menu.data;
  if (!shown) {
    return (
      <div role="alert" className="alert alert--error">
        <p>{t('views.failed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void menu.refetch()}>{t('views.retry')}</button>
      </div>
    );
  }
  return (
    <>
      <p role="status" className={queued ? 'alert alert--info' : 'sr-only'} data-testid="desk-menu-queued">
        {queued ? t('menuQueued') : ''}
      </p>
      <MenuEditor menu={shown} onSave={(body) => save.mutateAsync({ clientId: crypto.randomUUID(), body })}
        saving={save.isPending && !save.isPaused} serverError={serverError} testId="desk-menu-form" />
    </>
  );
}
