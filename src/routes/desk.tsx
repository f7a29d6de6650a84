/**
 * /desk — the restaurant's order desk (issue 14): a lazy chunk with its lazy translations (namespace `desk`). Its
 * guard sends a kitchen that is not signed in to /desk/sign-in (the guard loads with a dynamic import: the shop's first
 * screen carries none of it). Its views (/desk/menu, /desk/hours, …) are child routes, rendered inside the desk.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../features/desk/components/desk-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk')({
  beforeLoad: ({ location, preload }) => import('../features/desk/desk-guard.ts').then((g) => g.guardDesk(location.href, preload)),
  loader: () => ensureNamespaces('desk'),
  component: DeskPage,
});
