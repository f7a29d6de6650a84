/** /desk/sign-in?redirect=&reason= — the desk's sign-in (a lazy chunk); someone signed in goes on to the desk. */
import { createFileRoute } from '@tanstack/react-router';
import { DeskSignInPage } from '../features/desk/components/desk-sign-in-page.tsx';
import { staffSignInSearch } from '../features/staff-auth/sign-in-search.ts';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk_/sign-in')({
  validateSearch: staffSignInSearch,
  beforeLoad: ({ search, preload }) => import('../features/desk/desk-guard.ts').then((g) => g.leaveDeskSignIn(search, preload)),
  loader: () => ensureNamespaces('desk'),
  component: DeskSignInPage,
});
