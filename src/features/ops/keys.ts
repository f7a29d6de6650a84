/**
 * Query and mutation keys of the back office (hierarchical: invalidating `opsKeys.all` reaches every ops query,
 * `opsKeys.inbox(kind)` a kind's lists and details). The back office has its own QueryClient (ops-query-client.ts),
 * never persisted: applicants' data is not kept in the browser.
 */
import type { OpsInboxKind } from '../../domain/wire/ops.ts';

export interface InboxListParams {
  status?: string | undefined;
  q?: string | undefined;
  page: number;
}

export const opsKeys = {
  all: ['ops'] as const,
  me: () => [...opsKeys.all, 'me'] as const,
  inboxes: () => [...opsKeys.all, 'inbox'] as const,
  inbox: (kind: OpsInboxKind) => [...opsKeys.inboxes(), kind] as const,
  list: (kind: OpsInboxKind, params: InboxListParams) => [...opsKeys.inbox(kind), 'list', params] as const,
  detail: (kind: OpsInboxKind, id: string) => [...opsKeys.inbox(kind), 'detail', id] as const,
  vendor: (vendorId: string) => [...opsKeys.all, 'vendor', vendorId] as const,
  vendorHours: (vendorId: string) => [...opsKeys.vendor(vendorId), 'hours'] as const,
  reviews: (reported: boolean) => [...opsKeys.all, 'reviews', reported ? 'reported' : 'all'] as const,
};

export const opsMutationKeys = {
  status: (kind: OpsInboxKind) => ['ops', 'status', kind] as const,
  csv: (kind: OpsInboxKind) => ['ops', 'csv', kind] as const,
  reply: ['ops', 'ethics-reply'] as const,
  menu: ['ops', 'menu'] as const,
  zones: ['ops', 'zones'] as const,
  hours: ['ops', 'hours'] as const,
  busy: ['ops', 'busy'] as const,
  vatId: ['ops', 'vat-id'] as const,
  publish: ['ops', 'publish'] as const,
};
