/**
 * The inboxes' reads: a filtered, paged list; one submission's detail (every stored field, the audit trail, for ethics
 * the case's messages and deadlines); the CSV rows of a filtered list. Over the caller's handle; the SQL is in
 * repositories/submissions.ts.
 */
import type { OpsInboxDetail, OpsInboxItem, OpsInboxKind, OpsInboxPage } from '../../src/domain/wire/ops.ts';
import type { Queryable } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { auditOf, lastEthicsClosing } from './repositories/audit.ts';
import { INBOX_KINDS } from './repositories/submission-tables.ts';
import {
  countInbox,
  ethicsCaseMessages,
  inboxExportRows,
  inboxPageRows,
  submissionRow,
  type InboxFilter,
  type InboxRow,
} from './repositories/submissions.ts';

/** At most this many rows go into one CSV export. */
export const CSV_MAX_ROWS = 10_000;
const DAY_MS = 86_400_000;

const itemOf = (kind: OpsInboxKind, r: InboxRow): OpsInboxItem => ({
  id: r.id,
  reference: r.reference,
  createdAt: new Date(r.created_at).toISOString(),
  status: r.status,
  title: r.title ?? '',
  subtitle: r.subtitle ?? '',
  ...(kind === 'ethics' ? { overdue: Boolean(r.overdue) } : {}),
});

export async function listInbox(q: Queryable, kind: OpsInboxKind, f: InboxFilter & { page: number; pageSize: number }): Promise<OpsInboxPage> {
  const offset = (f.page - 1) * f.pageSize;
  const rows = await inboxPageRows(q, kind, f, { limit: f.pageSize, offset });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) total = await countInbox(q, kind, f);
  return { items: rows.map((r) => itemOf(kind, r)), total, page: f.page, pageSize: f.pageSize };
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

async function ethicsPart(q: Queryable, id: string, createdAt: Date, fields: Record<string, unknown>, now: Date): Promise<NonNullable<OpsInboxDetail['ethics']>> {
  const messages = await ethicsCaseMessages(q, id);
  const closedAt = await lastEthicsClosing(q, id);
  const ackDue = new Date(createdAt.getTime() + 7 * DAY_MS);
  const fbDue = new Date(createdAt);
  fbDue.setUTCMonth(fbDue.getUTCMonth() + 3);
  const firstReply = messages.find((m) => m.author === 'operator');
  const isClosed = fields.status === 'closed';
  const feedbackGivenAt = isClosed ? (iso(closedAt) ?? iso(createdAt)) : null;
  return {
    caseNumber: typeof fields.case_number === 'string' ? fields.case_number : null,
    anonymous: fields.anonymous === true,
    messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: new Date(m.created_at).toISOString() })),
    deadlines: {
      acknowledgementDue: ackDue.toISOString(),
      acknowledgedAt: iso(firstReply?.created_at),
      acknowledgementOverdue: !firstReply && !isClosed && now > ackDue,
      feedbackDue: fbDue.toISOString(),
      feedbackGivenAt,
      feedbackOverdue: !isClosed && now > fbDue,
    },
  };
}

/** One submission with every stored field (404 when there is none). */
export async function inboxDetail(q: Queryable, kind: OpsInboxKind, id: string, now: Date): Promise<OpsInboxDetail> {
  const r = await submissionRow(q, kind, id);
  if (!r) throw notFound(`No ${kind} submission ${id}`);
  const detail: OpsInboxDetail = {
    ...itemOf(kind, r),
    kind,
    fields: r.fields as OpsInboxDetail['fields'],
    audit: await auditOf(q, kind, id),
  };
  if (kind === 'restaurant') detail.vendorId = typeof r.fields.vendor_id === 'string' ? r.fields.vendor_id : null;
  if (kind === 'ethics') detail.ethics = await ethicsPart(q, id, new Date(r.created_at), r.fields, now);
  return detail;
}

/** Header and rows of the CSV export of a filtered list (newest first, at most CSV_MAX_ROWS). */
export async function inboxCsvRows(q: Queryable, kind: OpsInboxKind, f: InboxFilter): Promise<{ header: string[]; rows: unknown[][] }> {
  const k = INBOX_KINDS[kind];
  const rows = await inboxExportRows(q, kind, f, CSV_MAX_ROWS);
  const header = ['reference', 'created_at', 'status', ...k.csvColumns];
  return {
    header,
    rows: rows.map((r) => [r.reference, new Date(r.created_at).toISOString(), r.status, ...k.csvColumns.map((c) => r.fields[c] ?? null)]),
  };
}
