/**
 * The five inboxes (issue 16). Plain constants without zod: the routes' params check runs in the entry chunk, which
 * must not grow by a schema library; the type is checked against the wire schema's at compile time only.
 */
import type { OpsInboxKind, OpsStatus } from '../../domain/wire/ops.ts';

export const INBOX_KINDS = ['restaurant', 'courier', 'recommendation', 'job', 'ethics'] as const satisfies readonly OpsInboxKind[];
export const INBOX_STATUSES = ['pending', 'in_review', 'accepted', 'rejected'] as const satisfies readonly OpsStatus[];

export const isInboxKind = (v: unknown): v is OpsInboxKind => INBOX_KINDS.some((k) => k === v);

