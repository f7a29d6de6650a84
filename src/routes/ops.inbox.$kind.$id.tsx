/** /ops/inbox/{kind}/{id} — one submission: its fields, the status workflow, the audit trail (ethics: the case). */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '../features/ops/components/detail-page.tsx';
import { isInboxKind } from '../features/ops/inbox-kinds.ts';

export const Route = createFileRoute('/ops/inbox/$kind/$id')({
  beforeLoad: ({ params }) => {
    if (!isInboxKind(params.kind)) notFound({ throw: true });
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { kind, id } = Route.useParams();
  if (!isInboxKind(kind)) return null;
  return <DetailPage kind={kind} id={id} />;
}
