/**
 * /ops — the operators' back office (issue 16): a lazy chunk with its lazy translations (namespace `ops`). Its guard
 * sends a visitor who is not signed in to /ops/sign-in and reads who the operator is (an account that is no operator
 * is signed out and sent there too). It loads with a dynamic import: the shop's first screen carries none of it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { OpsPage } from '../features/ops/components/ops-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/ops')({
  beforeLoad: ({ location, preload }) => import('../features/ops/ops-guard.ts').then((g) => g.guardOps(location.href, preload)),
  loader: () => ensureNamespaces('ops'),
  component: OpsPage,
});
