/**
 * /ops/inbox/{kind}?status=&q=&page= — one inbox's list. The params and search checks are tiny (no zod: they run in
 * the entry chunk); an unknown kind is the not-found page.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { InboxPage } from '../features/ops/components/inbox-page.tsx';
import { inboxSearchSchema } from '../features/ops/search-schema.ts';
import { isInboxKind } from '../features/ops/inbox-kinds.ts';

export const Route = createFileRoute('/ops/inbox/$kind/')({
  validateSearch: inboxSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isInboxKind(params.kind)) notFound({ throw: true });
  },
  component: InboxRoute,
});

function InboxRoute() {
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isInboxKind(kind)) return null;
  return <InboxPage kind={kind} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
