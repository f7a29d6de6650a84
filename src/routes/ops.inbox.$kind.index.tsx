/**
 * /ops/inbox/{kind}?status=&q=&page= — one inbox's list. The params and search checks are tiny (no zod: they run in
 * the entry chunk); an unknown kind is said inside the back office (checked in the component, i.e. the lazy chunk).
 */
import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../features/ops/components/inbox-page.tsx';
import { inboxSearchSchema } from '../features/ops/search-schema.ts';
import { isInboxKind } from '../features/ops/inbox-kinds.ts';
import { UnknownInbox } from '../features/ops/components/unknown-inbox.tsx';

export const Route = createFileRoute('/ops/inbox/$kind/')({
  validateSearch: inboxSearchSchema,
  component: InboxRoute,
});

function InboxRoute() {
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // checked here, in the lazy chunk, not in a beforeLoad (that would sit in the entry chunk)
  if (!isInboxKind(kind)) return <UnknownInbox />;
  return <InboxPage kind={kind} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
