/**
 * Submissions repository: the SQL of the back office's five inboxes over the public forms' tables (which table and
 * which expressions: submission-tables.ts) — filtered pages, one submission with every stored field, CSV rows, the
 * status moves, a restaurant sign-up's row and its vendor link, and an ethics case's messages. Plain functions over
 * the caller's query handle, returning the rows.
 */
import type { OpsInboxKind, OpsStatus } from '../../../src/domain/wire/ops.ts';
import type { Queryable } from '../../db/index.ts';
import { HIDDEN_COLUMNS, INBOX_KINDS } from './submission-tables.ts';

export interface InboxFilter {
  status?: OpsStatus | undefined;
  q?: string | undefined;
}

export interface InboxRow {
  id: string;
  reference: string;
  created_at: Date | string;
  status: OpsStatus;
  title: string | null;
  subtitle: string | null;
  overdue?: boolean;
}

export interface SignupRow {
  id: string;
  restaurant_name: string;
  owner_first_name: string;
  owner_last_name: string;
  email: string;
  phone: string;
  street: string;
  building_number: string;
  postal_code: string;
  city: string;
  country: string;
  cuisine: string;
  description: string;
  opening_hours: Record<string, { open?: string; close?: string; closed?: boolean } | undefined> | null;
}

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

/** ethics: open and past a deadline (7 days without an operator reply, 3 months without being closed) */
const OVERDUE_SQL = `(t.status <> 'closed' and (
    (t.created_at + interval '3 months' < now())
    or (t.created_at + interval '7 days' < now()
        and not exists (select 1 from public.ethics_case_messages m where m.report_id = t.id and m.author = 'operator'))))`;

/** One page of a filtered list (newest first), each row with the filtered total. */
export async function inboxPageRows(
  q: Queryable,
  kind: OpsInboxKind,
  f: InboxFilter,
  page: { limit: number; offset: number },
): Promise<(InboxRow & { total: number })[]> {
  const k = INBOX_KINDS[kind];
  const w = where(kind, f);
  return q.query<InboxRow & { total: number }>(
    `select t.id, t.reference, t.created_at, ${k.statusSql} as status, ${k.titleSql} as title, ${k.subtitleSql} as subtitle,
            ${kind === 'ethics' ? OVERDUE_SQL : 'false'} as overdue, (count(*) over ())::int as total
       from ${k.table} t ${w.sql} order by t.created_at desc, t.id limit ${page.limit} offset ${page.offset}`,
    w.params,
  );
}

export async function countInbox(q: Queryable, kind: OpsInboxKind, f: InboxFilter): Promise<number> {
  const k = INBOX_KINDS[kind];
  const w = where(kind, f);
  return (await q.query<{ n: number }>(`select count(*)::int as n from ${k.table} t ${w.sql}`, w.params))[0]?.n ?? 0;
}

/** One submission with every stored field but the hidden ones; null when there is none. */
export async function submissionRow(
  q: Queryable,
  kind: OpsInboxKind,
  id: string,
): Promise<(InboxRow & { fields: Record<string, unknown>; overdue: boolean }) | null> {
  const k = INBOX_KINDS[kind];
  const hidden = HIDDEN_COLUMNS.map((c) => ` - '${c}'`).join('');
  const [r] = await q.query<InboxRow & { fields: Record<string, unknown>; overdue: boolean }>(
    `select t.id, t.reference, t.created_at, ${k.statusSql} as status, ${k.titleSql} as title, ${k.subtitleSql} as subtitle,
            ${kind === 'ethics' ? OVERDUE_SQL : 'false'} as overdue, to_jsonb(t)${hidden} as fields
       from ${k.table} t where t.id = $1::uuid`,
    [id],
  );
  return r ?? null;
}

/** The rows of a filtered list for an export (newest first, at most `limit`), each with all its columns. */
export async function inboxExportRows(
  q: Queryable,
  kind: OpsInboxKind,
  f: InboxFilter,
  limit: number,
): Promise<{ reference: string; created_at: Date | string; status: string; fields: Record<string, unknown> }[]> {
  const k = INBOX_KINDS[kind];
  const w = where(kind, f);
  return q.query<{ reference: string; created_at: Date | string; status: string; fields: Record<string, unknown> }>(
    `select t.reference, t.created_at, ${k.statusSql} as status, to_jsonb(t) as fields
       from ${k.table} t ${w.sql} order by t.created_at desc, t.id limit ${limit}`,
    w.params,
  );
}

/** The workflow status of a submission, locked until the transaction ends; null when there is none. */
export async function lockSubmissionStatus(q: Queryable, kind: OpsInboxKind, id: string): Promise<OpsStatus | null> {
  const k = INBOX_KINDS[kind];
  const [row] = await q.query<{ status: OpsStatus }>(`select ${k.statusSql} as status from ${k.table} t where t.id = $1::uuid for update`, [id]);
  return row?.status ?? null;
}

/** Stores a workflow status as the table keeps it (an ethics case: its status and resolution). */
export async function setSubmissionStatus(q: Queryable, kind: OpsInboxKind, id: string, status: OpsStatus): Promise<void> {
  const k = INBOX_KINDS[kind];
  const stored = k.stored(status);
  if (kind === 'ethics') {
    await q.query(`update ${k.table} set status = $2, resolution = $3 where id = $1::uuid`, [id, stored.status, stored.resolution ?? null]);
  } else {
    await q.query(`update ${k.table} set status = $2 where id = $1::uuid`, [id, stored.status]);
  }
}

/** An ethics report's case number, the report locked until the transaction ends; undefined when there is no report. */
export async function lockEthicsCaseNumber(q: Queryable, id: string): Promise<{ caseNumber: string | null } | undefined> {
  const [r] = await q.query<{ case_number: string | null }>(`select case_number from public.ethics_reports where id = $1::uuid for update`, [id]);
  return r ? { caseNumber: r.case_number } : undefined;
}

export async function ethicsCaseMessages(
  q: Queryable,
  id: string,
): Promise<{ id: string; author: 'reporter' | 'operator'; body: string; created_at: Date | string }[]> {
  return q.query<{ id: string; author: 'reporter' | 'operator'; body: string; created_at: Date | string }>(
    `select id, author, body, created_at from public.ethics_case_messages where report_id = $1::uuid order by created_at, id`,
    [id],
  );
}

export async function restaurantSignup(q: Queryable, signupId: string): Promise<SignupRow | null> {
  const [s] = await q.query<SignupRow>(`select * from public.restaurant_signups where id = $1::uuid`, [signupId]);
  return s ?? null;
}

export async function linkSignupVendor(q: Queryable, signupId: string, vendorId: string): Promise<void> {
  await q.query('update public.restaurant_signups set vendor_id = $2::uuid where id = $1::uuid', [signupId, vendorId]);
}
