/**
 * The inboxes' reads: a filtered, paged list; one submission's detail (every stored field, the audit trail, for ethics
 * the case's messages and deadlines); the CSV rows of a filtered list. Repository functions over the caller's handle.
 */
import type { OpsInboxDetail, OpsInboxItem, OpsInboxKind, OpsInboxPage, OpsStatus } from '../../src/domain/wire/ops.ts';
import type { Queryable } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { auditOf } from './audit.ts';
import { HIDDEN_COLUMNS, INBOX_KINDS } from './kinds.ts';

export interface InboxFilter {
  status?: OpsStatus | undefined;
  q?: string | undefined;
}

/** At most this many rows go into one CSV export. */
export const CSV_MAX_ROWS = 10_000;
const DAY_MS = 86_400_000;

function where(kind: OpsInboxKind, f: InboxFilter): { sql: string; params: unknown[] } {
  const k = INBOX_KINDS[kind];
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.status) {
    params.push(f.status);
    parts.push(`${k.statusSql} = $${params.length}`);
  }
  const words = (f.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const w of words) {
    params.push(`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const cols = ['reference', ...k.searchColumns].map((c) => `lower(coalesce(t.${c}, '')) like $${params.length} escape '\\'`);
    parts.push(`(${cols.join(' or ')})`);
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

interface ItemRow {
  id: string;
  reference: string;
  created_at: Date | string;
  status: OpsStatus;
  title: string | null;
  subtitle: string | null;
  overdue?: boolean;
}

/** ethics: open and past a deadline (7 days without an operator reply, 3 months without being closed) */
const OVERDUE_SQL = `(t.status <> 'closed' and (
    (t.created_at + interval '3 months' < now())
    or (t.created_at + interval '7 days' < now()
        and not exists (select 1 from public.ethics_case_messages m where m.report_id = t.id and m.author = 'operator'))))`;

const itemOf = (kind: OpsInboxKind, r: ItemRow): OpsInboxItem => ({
  id: r.id,
  reference: r.reference,
  createdAt: new Date(r.created_at).toISOString(),
  status: r.status,
  title: r.title ?? '',
  subtitle: r.subtitle ?? '',
  ...(kind === 'ethics' ? { overdue: Boolean(r.overdue) } : {}),
});

export async function listInbox(q: Queryable, kind: OpsInboxKind, f: InboxFilter & { page: number; pageSize: number }): Promise<OpsInboxPage> {
  const k = INBOX_KINDS[kind];
  const w = where(kind, f);
  const offset = (f.page - 1) * f.pageSize;
  const rows = await q.query<ItemRow & { total: number }>(
    `select t.id, t.reference, t.created_at, ${k.statusSql} as status, ${k.titleSql} as title, ${k.subtitleSql} as subtitle,
            ${kind === 'ethics' ? OVERDUE_SQL : 'false'} as overdue, (count(*) over ())::int as total
       from ${k.table} t ${w.sql} order by t.created_at desc, t.id limit ${f.pageSize} offset ${offset}`,
    w.params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    total = (await q.query<{ n: number }>(`select count(*)::int as n from ${k.table} t ${w.sql}`, w.params))[0]?.n ?? 0;
  }
  return { items: rows.map((r) => itemOf(kind, r)), total, page: f.page, pageSize: f.pageSize };
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

async function ethicsPart(q: Queryable, id: string, createdAt: Date, fields: Record<string, unknown>, now: Date): Promise<NonNullable<OpsInboxDetail['ethics']>> {
  const messages = await q.query<{ id: string; author: 'reporter' | 'operator'; body: string; created_at: Date | string }>(
    `select id, author, body, created_at from public.ethics_case_messages where report_id = $1::uuid order by created_at, id`,
    [id],
  );
  const [closed] = await q.query<{ at: Date | string }>(
    `select at from public.ops_audit where entity = 'ethics' and entity_id = $1::uuid and action = 'status'
        and to_status in ('accepted', 'rejected') order by at desc limit 1`,
    [id],
  );
  const ackDue = new Date(createdAt.getTime() + 7 * DAY_MS);
  const fbDue = new Date(createdAt);
  fbDue.setUTCMonth(fbDue.getUTCMonth() + 3);
  const firstReply = messages.find((m) => m.author === 'operator');
  const isClosed = fields.status === 'closed';
  const feedbackGivenAt = isClosed ? (iso(closed?.at) ?? iso(createdAt)) : null;
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
  const k = INBOX_KINDS[kind];
  const hidden = HIDDEN_COLUMNS.map((c) => ` - '${c}'`).join('');
  const [r] = await q.query<ItemRow & { fields: Record<string, unknown>; overdue: boolean }>(
    `select t.id, t.reference, t.created_at, ${k.statusSql} as status, ${k.titleSql} as title, ${k.subtitleSql} as subtitle,
            ${kind === 'ethics' ? OVERDUE_SQL : 'false'} as overdue, to_jsonb(t)${hidden} as fields
       from ${k.table} t where t.id = $1::uuid`,
    [id],
  );
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
  const w = where(kind, f);
  const rows = await q.query<{ reference: string; created_at: Date | string; status: string; fields: Record<string, unknown> }>(
    `select t.reference, t.created_at, ${k.statusSql} as status, to_jsonb(t) as fields
       from ${k.table} t ${w.sql} order by t.created_at desc, t.id limit ${CSV_MAX_ROWS}`,
    w.params,
  );
  const header = ['reference', 'created_at', 'status', ...k.csvColumns];
  return {
    header,
    rows: rows.map((r) => [r.reference, new Date(r.created_at).toISOString(), r.status, ...k.csvColumns.map((c) => r.fields[c] ?? null)]),
  };
}
