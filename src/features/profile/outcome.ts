/** The message of a tab's writes, derived from their mutations: the one that settled last speaks. */
export interface MutationOutcome {
  submittedAt: number;
  isSuccess: boolean;
  isError: boolean;
}

export interface StatusMessage {
  tone: 'ok' | 'error';
  text: string;
}

/** Each entry: a mutation, its success text and its failure text (null: that outcome says nothing here). */
export function latestOutcome(entries: [MutationOutcome, string | null, string | null][]): StatusMessage | null {
  let latest: StatusMessage | null = null;
  let at = -1;
  for (const [m, ok, failed] of entries) {
    if (!(m.isSuccess || m.isError) || m.submittedAt < at) continue;
    const text = m.isSuccess ? ok : failed;
    at = m.submittedAt;
    latest = text ? { tone: m.isSuccess ? 'ok' : 'error', text } : null;
  }
  return latest;
}
