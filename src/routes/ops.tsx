/**
 * /ops — the operators' back office (issue 16): a lazy chunk with its lazy translations (namespace `ops`). Its guard
 * sends a visitor who is not signed in to /ops/sign-in; its loader reads who the operator is (an account that is no
 * operator is signed out and sent there too). Both load with a dynamic import: the shop's first screen carries none.
 */
import { createFileRoute } from '@tanstack/react-router';
import { OpsPage } from '../features/ops/components/ops-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

const guards = () => import('../features/ops/ops-guard.ts');

export const Route = createFileRoute('/ops')({
  beforeLoad: ({ location, preload }) => guards().then((g) => g.guardOps(location.href, preload)),
  loader: ({ location, preload }) => Promise.all([ensureNamespaces('ops'), guards().then((g) => g.loadOperator(location.href, preload))]),
  component: OpsPage,
});
