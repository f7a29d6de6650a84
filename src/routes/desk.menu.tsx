/**
 * /desk/menu — the restaurant edits its menu from its desk (issue 16): a lazy chunk inside the signed-in desk (the
 * queue keeps running behind it), with the menu editor's lazy translations (namespace `menu-editor`).
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskMenu } from '../features/desk/components/desk-menu.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk/menu')({
  loader: () => ensureNamespaces('menu-editor'),
  component: DeskMenu,
});
