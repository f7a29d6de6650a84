/**
 * The desk's "Speisekarte" view (issue 16: the vendor edits its menu from its desk): the shared menu editor on
 * GET /api/v1/desk/menu, saved with PUT as a mutation. Its own lazy chunk: the queue does not carry the editor.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuEditor, menuSaveError } from '../../../components/menu-editor/menu-editor.tsx';
import { menuQueryOptions, useSaveMenuMutation } from '../api/menu.ts';

export function DeskMenu() {
  const { t } = useTranslation('desk');
  const menu = useQuery(menuQueryOptions());
  const save = useSaveMenuMutation();
  const { error } = save;
  const serverError = useMemo(() => menuSaveError(error), [error]);

  if (menu.isPending) return <p role="status">{t('views.loading')}</p>;
  if (!menu.data) {
    return (
      <div role="alert" className="alert alert--error">
        <p>{t('views.failed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void menu.refetch()}>{t('views.retry')}</button>
      </div>
    );
  }
  return (
    <MenuEditor menu={menu.data} onSave={(body) => save.mutateAsync(body)} saving={save.isPending} serverError={serverError}
      testId="desk-menu-form" />
  );
}
