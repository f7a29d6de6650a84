/**
 * Public forms' submissions repository (the five form tables of columns.ts, keyed by the browser's submission id):
 * plain functions over the caller's query handle. The server connects as the tables' owner.
 */
import type { Queryable } from '../../db/index.ts';
import type { FormTable } from '../columns.ts';

/**
 * Inserts a row (its columns read from `row` by jsonb_populate_record, so each value arrives in its column type)
 * unless the submission id is stored already; the new row's reference, or null for an id stored before.
 */
export async function insertSubmission(
  q: Queryable,
  t: FormTable,
  s: { submissionId: string; hash: string; row: Readonly<Record<string, unknown>> },
): Promise<string | null> {
  const cols = Object.keys(s.row).map((c) => `"${c}"`).join(', ');
  const inserted = await q.query<{ reference: string }>(
    `insert into public.${t.table} (submission_id, submission_hash, ${cols})
     select $1::uuid, $2, ${cols} from jsonb_populate_record(null::public.${t.table}, $3::jsonb)
     on conflict (submission_id) do nothing
     returning reference`,
    [s.submissionId, s.hash, JSON.stringify(s.row)],
  );
  return inserted[0]?.reference ?? null;
}

/** The reference and data hash stored for a submission id; null when there is none. */
export async function submissionById(q: Queryable, t: FormTable, submissionId: string): Promise<{ reference: string; submission_hash: string | null } | null> {
  const [prev] = await q.query<{ reference: string; submission_hash: string | null }>(
    `select reference, submission_hash from public.${t.table} where submission_id = $1::uuid`,
    [submissionId],
  );
  return prev ?? null;
}
