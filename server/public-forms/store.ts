/**
 * Storing a public form's submission (the server connects as the tables' owner; row-level security keeps every
 * other role from reading what it stored). One row per submission id: a resend with the same data gets the stored
 * row's reference, the same id with other data is refused (409).
 */
import { createHash } from 'node:crypto';
import type { PublicFormKind } from '../../src/domain/forms/submission.ts';
import type { Queryable } from '../db/index.ts';
import { conflict } from '../errors.ts';
import { FORM_TABLES, rowOf } from './columns.ts';
import { insertSubmission, submissionById } from './repositories/submissions.ts';

/** sha256 of a value's JSON with object keys sorted (the same data always gives the same hash). */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');
}

export interface StoredSubmission {
  reference: string;
  /** false: the submission id was stored before (a resend) */
  created: boolean;
}

/**
 * Inserts the submission unless its id is stored already. `extra` are further columns set by the server (an ethics
 * report's case number and secret hash).
 */
export async function storeSubmission(
  q: Queryable,
  kind: PublicFormKind,
  submissionId: string,
  data: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<StoredSubmission> {
  const t = FORM_TABLES[kind];
  const hash = fingerprint(data);
  const row = { ...rowOf(t, data), ...extra };
  const reference = await insertSubmission(q, t, { submissionId, hash, row });
  if (reference !== null) return { reference, created: true };
  return { reference: await repeatedReference(q, kind, submissionId, hash), created: false };
}

/** The reference of an id stored before with the same data; 409 when the data differ. */
export async function repeatedReference(q: Queryable, kind: PublicFormKind, submissionId: string, hash: string): Promise<string> {
  const prev = await submissionById(q, FORM_TABLES[kind], submissionId);
  if (!prev) throw new Error(`submission ${submissionId} neither inserted nor found`);
  if (prev.submission_hash !== hash) {
    throw conflict('This submission id was already used for a submission with other data');
  }
  return prev.reference;
}
