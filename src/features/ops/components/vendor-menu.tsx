/** The back office's menu editor of a vendor: the shared editor saving with PUT /api/v1/ops/vendors/{id}/menu. */
import { useMemo } from 'react';
import { MenuEditor, menuSaveError } from '../../../components/menu-editor/menu-editor.tsx';
import type { MenuBody } from '../../../domain/wire/ops.ts';
import { useSaveMenuMutation } from '../api/vendor.ts';

export function VendorMenu({ vendorId, menu }: { vendorId: string; menu: MenuBody }) {
  const save = useSaveMenuMutation(vendorId);
  const { error } = save;
  const serverError = useMemo(() => menuSaveError(error), [error]);
  return (
    <MenuEditor menu={menu} onSave={async (body) => (await save.mutateAsync(body)).menu} saving={save.isPending}
      serverError={serverError} testId="ops-menu-form" />
  );
}
