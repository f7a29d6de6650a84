/** /ops/sign-in?redirect=&reason= — the back office's sign-in (a lazy chunk); an operator signed in goes on. */
import { createFileRoute } from '@tanstack/react-router';
import { OpsSignInPage } from '../features/ops/components/ops-sign-in-page.tsx';
import { staffSignInSearch } from '../features/staff-auth/sign-in-search.ts';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/ops_/sign-in')({
  validateSearch: staffSignInSearch,
  beforeLoad: ({ search, preload }) => import('../features/ops/ops-guard.ts').then((g) => g.leaveOpsSignIn(search, preload)),
  loader: () => ensureNamespaces('ops'),
  component: OpsSignInPage,
});
