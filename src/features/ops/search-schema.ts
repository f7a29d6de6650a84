/** /ops/inbox/{kind}?status=&q=&page= — anything unknown is dropped (a shared link with a typo still opens). */
import type { OpsStatus } from '../../domain/wire/ops.ts';
import { searchEnum, searchString, searchValidator } from '../../lib/search-params.ts';

/** The statuses (no zod here: this runs in the entry chunk; the type is checked against the wire schema's). */
export const INBOX_STATUSES = ['pending', 'in_review', 'accepted', 'rejected'] as const satisfies readonly OpsStatus[];

export interface InboxSearch {
  status?: OpsStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export const inboxSearchSchema = searchValidator<InboxSearch>((s) => {
  const page = Number(searchString(s.page) ?? s.page);
  const q = searchString(s.q)?.slice(0, 200);
  return {
    status: searchEnum(s.status, INBOX_STATUSES),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
  };
});
