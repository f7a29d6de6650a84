/**
 * GET /api/v1/ops/inbox/{kind}?status=&q=&page=&pageSize= (one page of a list) and GET …/{kind}/{id} (one
 * submission with its audit trail; ethics: messages and deadlines). Parsed with the wire schemas.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsInboxDetailSchema, opsInboxPageSchema, type OpsInboxKind } from '../../../domain/wire/ops.ts';
import { opsKeys, type InboxListParams } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

export const PAGE_SIZE = 20;

export const inboxListQueryOptions = (kind: OpsInboxKind, params: InboxListParams) =>
  queryOptions({
    queryKey: opsKeys.list(kind, params),
    queryFn: ({ signal }) =>
      opsFetch(`/api/v1/ops/inbox/${kind}`, opsInboxPageSchema, {
        signal,
        query: { status: params.status, q: params.q, page: params.page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const inboxDetailQueryOptions = (kind: OpsInboxKind, id: string) =>
  queryOptions({
    queryKey: opsKeys.detail(kind, id),
    queryFn: ({ signal }) => opsFetch(`/api/v1/ops/inbox/${kind}/${encodeURIComponent(id)}`, opsInboxDetailSchema, { signal }),
  });
