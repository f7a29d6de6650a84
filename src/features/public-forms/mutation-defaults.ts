/**
 * The one mutation of every public form, registered with the QueryClient before the persisted cache is restored
 * (src/app/query-client.ts): a submit pressed offline is paused, written down with the cache (query-persistence.tsx
 * keeps paused mutations whose key has a registered mutationFn), survives a reload and is sent once the network is
 * back — with its client-made submissionId, so a resend stores no second row.
 *
 * Kept tiny on purpose (it is in the first screen's bundle): the sending code is loaded on the first submit.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PublicFormKind } from '../../domain/forms/submission.ts';

/** Mutation keys: `['public-form', kind]`; the defaults are registered on the root and match every kind. */
export const publicFormKeys = {
  all: ['public-form'] as const,
  kind: (kind: PublicFormKind) => ['public-form', kind] as const,
};

export interface PublicFormVariables {
  kind: PublicFormKind;
  body: { submissionId: string; website?: string; language?: 'de' | 'en' | 'tr'; data: unknown };
}

/** Network failures and 5xx are retried (1 s, 2 s, 4 s, 8 s, 16 s); going offline meanwhile pauses the retries. */
const MAX_RETRIES = 5;

export function registerPublicFormMutations(client: QueryClient): void {
  client.setMutationDefaults(publicFormKeys.all, {
    mutationFn: async (vars: PublicFormVariables) => (await import('./send.ts')).sendPublicForm(vars),
    retry: (failures: number, err: unknown) => failures < MAX_RETRIES && (err as { retryable?: unknown } | null)?.retryable === true,
    // a paused (offline) submission waits up to 48 h (the persisted cache's age) and is then dropped with it
    gcTime: 48 * 60 * 60_000,
  });
  // a whistleblower's report never outlives the tab (its draft is session-only too): paused offline, it waits in
  // memory; after a reload the session draft still holds text and submission id, and sending again stores one row
  client.setMutationDefaults(publicFormKeys.kind('ethics-report'), { meta: { persist: false } });
}
