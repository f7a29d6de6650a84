/** /ops/inbox/{kind}/{id} — one submission: its fields, the status workflow, the audit trail (ethics: the case). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../features/ops/components/detail-page.tsx';
import { isInboxKind } from '../features/ops/inbox-kinds.ts';
import { UnknownInbox } from '../features/ops/components/unknown-inbox.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/ops/inbox/$kind/$id')({
  // the ethics reply's form messages are the menu editor's validation texts
  loader: () => ensureNamespaces('menu-editor'),
  component: DetailRoute,
});

function DetailRoute() {
  const { kind, id } = Route.useParams();
  // checked here, in the lazy chunk, not in a beforeLoad (that would sit in the entry chunk)
  if (!isInboxKind(kind)) return <UnknownInbox />;
  return <DetailPage kind={kind} id={id} />;
}
