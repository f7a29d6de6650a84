/**
 * Ethics cases repository (public.ethics_reports' case columns, public.ethics_case_messages): plain functions over
 * the caller's query handle. Secrets are stored as their sha256 only (the caller hashes).
 */
import type { EthicsCase } from '../../../src/domain/forms/ethics.ts';
import type { Queryable } from '../../db/index.ts';

export interface CaseRow {
  case_number: string;
  reference: string;
  status: EthicsCase['status'];
  category: EthicsCase['category'];
  created_at: Date | string;
}

export interface CaseMessageRow {
  id: string;
  client_id: string;
  author: 'reporter' | 'operator';
  body: string;
  created_at: Date | string;
}

/** A new secret hash for the case of a submission; its case number, or null when the report has no case. */
export async function replaceCaseSecret(q: Queryable, submissionId: string, secretHash: string): Promise<string | null> {
  const [row] = await q.query<{ case_number: string }>(
    `update public.ethics_reports set case_secret_hash = $2 where submission_id = $1::uuid and case_number is not null returning case_number`,
    [submissionId, secretHash],
  );
  return row?.case_number ?? null;
}

/** The report id and secret hash of a case number; null when there is none. */
export async function caseSecretOf(q: Queryable, caseNumber: string): Promise<{ id: string; case_secret_hash: string } | null> {
  const [row] = await q.query<{ id: string; case_secret_hash: string }>(
    `select id, case_secret_hash from public.ethics_reports where case_number = $1`,
    [caseNumber],
  );
  return row ?? null;
}

export async function reportIdOfCase(q: Queryable, caseNumber: string): Promise<string | null> {
  const [r] = await q.query<{ id: string }>(`select id from public.ethics_reports where case_number = $1`, [caseNumber]);
  return r?.id ?? null;
}

export async function caseRow(q: Queryable, reportId: string): Promise<CaseRow | null> {
  const [r] = await q.query<CaseRow>(
    `select case_number, reference, status, category, created_at from public.ethics_reports where id = $1`,
    [reportId],
  );
  return r ?? null;
}

export async function caseMessages(q: Queryable, reportId: string): Promise<CaseMessageRow[]> {
  return q.query<CaseMessageRow>(
    `select id, client_id, author, body, created_at from public.ethics_case_messages where report_id = $1 order by created_at, id`,
    [reportId],
  );
}

/** Stores a message unless its client id is stored already; false for a client id stored before. */
export async function insertCaseMessage(
  q: Queryable,
  m: { reportId: string; author: 'reporter' | 'operator'; clientId: string; body: string },
): Promise<boolean> {
  const inserted = await q.query<{ id: string }>(
    `insert into public.ethics_case_messages (report_id, client_id, author, body) values ($1, $2::uuid, $3, $4)
     on conflict (client_id) do nothing returning id`,
    [m.reportId, m.clientId, m.author, m.body],
  );
  return inserted[0] !== undefined;
}

export async function caseMessageByClientId(q: Queryable, clientId: string): Promise<{ report_id: string; author: string; body: string } | null> {
  const [prev] = await q.query<{ report_id: string; author: string; body: string }>(
    `select report_id, author, body from public.ethics_case_messages where client_id = $1::uuid`,
    [clientId],
  );
  return prev ?? null;
}

export async function setCaseStatus(q: Queryable, reportId: string, status: 'reviewing' | 'closed'): Promise<void> {
  await q.query(`update public.ethics_reports set status = $2 where id = $1`, [reportId, status]);
}
