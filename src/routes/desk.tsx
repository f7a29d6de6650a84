/**
 * /desk — the restaurant's order desk (issue 14): a lazy chunk with its lazy translations (namespace `desk`). Its
 * "Speisekarte" view is the child route /desk/menu (desk.menu.tsx), rendered inside the signed-in desk.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../features/desk/components/desk-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk')({
  loader: () => ensureNamespaces('desk'),
  component: DeskPage,
});
