/**
 * The five inboxes (issue 16), without zod: the type is checked against the wire schema's at compile time only.
 * Used by the lazy chunks only (the route components check the kind); the statuses live in search-schema.ts, which
 * the route's search validation keeps in the entry chunk.
 */
import type { OpsInboxKind } from '../../domain/wire/ops.ts';

export const INBOX_KINDS = ['restaurant', 'courier', 'recommendation', 'job', 'ethics'] as const satisfies readonly OpsInboxKind[];

export const isInboxKind = (v: unknown): v is OpsInboxKind => INBOX_KINDS.some((k) => k === v);

