/** /ops — the operators' back office (issue 16): a lazy chunk with its lazy translations (namespace `ops`). */
import { createFileRoute } from '@tanstack/react-router';
import { OpsPage } from '../features/ops/components/ops-page.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/ops')({
  loader: () => ensureNamespaces('ops'),
  component: OpsPage,
});
