/**
 * Submitting a public form: `usePublicFormSubmit(kind, draft)` sends `data` (the shared schema's output) with the
 * draft's submission id through the registered public-form mutation (mutation-defaults.ts) and tells the page
 * where it stands:
 *   idle → submitting → success(reference) | error(message key, field keys)
 *   submitting offline → queued ("wird gesendet, sobald Sie online sind") → … sent once the network is back.
 * A submission queued before a reload is found again by the draft's submission id. On success the stored draft is
 * removed; the success stays until `reset()`, which also empties the form and takes a new submission id.
 */
import { onlineManager, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicFormData, PublicFormKind } from '../../domain/forms/submission.ts';
import { publicFormKeys, type PublicFormVariables } from './mutation-defaults.ts';
import type { HttpError } from '../../lib/api/errors.ts';
import { formErrorKey, type FormErrorKey } from './error-keys.ts';
import type { PublicFormAnswer } from './send.ts';
import type { FormDraft } from './use-form-draft.ts';

export type PublicFormSubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'queued' }
  | { status: 'success'; answer: PublicFormAnswer }
  | {
      status: 'error';
      /** `forms:submit.error…` — what to show above the buttons */
      messageKey: FormErrorKey;
      /** a 400's refused fields: path → `forms:errors.…` (set them on the form with applyFieldErrors) */
      fields: Readonly<Record<string, string>>;
      serverMessage?: string | undefined;
    };

export interface PublicFormSubmit<K extends PublicFormKind> {
  state: PublicFormSubmitState;
  /** sends the parsed form data; `honeypot` is the hidden field's value (HoneypotField) */
  send: (data: PublicFormData<K>, honeypot?: string) => void;
  /** back to idle with an empty form and a new submission id (after the success was shown) */
  reset: () => void;
}

const LANGS = ['de', 'en', 'tr'] as const;
const pageLanguage = (lng: string | undefined) => LANGS.find((l) => lng?.startsWith(l));

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline();

export function usePublicFormSubmit<K extends PublicFormKind>(kind: K, draft: Pick<FormDraft, 'submissionId' | 'clear' | 'settle' | 'pending' | 'markPending' | 'unmarkPending'>): PublicFormSubmit<K> {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const mutation = useMutation<PublicFormAnswer, HttpError, PublicFormVariables>({ mutationKey: publicFormKeys.kind(kind) });
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  const { submissionId, clear, settle, pending, markPending, unmarkPending } = draft;

  // this submission's mutation, also one restored from the persisted cache after a reload
  const states = useMutationState({
    filters: {
      mutationKey: publicFormKeys.kind(kind),
      predicate: (m) => (m.state.variables as PublicFormVariables | undefined)?.body.submissionId === submissionId,
    },
    select: (m) => m.state,
  });
  const current = states.at(-1);

  // received (also while the page was closed): the stored draft goes; the form is cleared by reset()
  const answer = current?.status === 'success' ? (current.data as PublicFormAnswer | undefined) : undefined;
  useEffect(() => {
    if (answer) settle();
  }, [answer, settle]);
  // refused (not a network failure, which is retried): nothing to send again after a reload
  const refused = current?.status === 'error';
  useEffect(() => {
    if (refused) unmarkPending();
  }, [refused, unmarkPending]);

  // A submit made before a reload whose queued request did not reach the persisted cache (the page was closed
  // within the persister's second): send the stored body once more — same submission id, so never a second row.
  const resent = useRef(false);
  const orphan = pending !== undefined && current === undefined;
  useEffect(() => {
    if (!orphan || resent.current) return;
    resent.current = true;
    mutation.mutate({ kind, body: pending as PublicFormVariables['body'] });
  }, [orphan, kind, mutation, pending]);

  const send = useCallback(
    (data: PublicFormData<K>, honeypot?: string) => {
      const language = pageLanguage(i18n.resolvedLanguage ?? i18n.language);
      const body: PublicFormVariables['body'] = { submissionId, data };
      if (honeypot) body.website = honeypot;
      if (language) body.language = language;
      markPending(body);
      mutation.mutate({ kind, body });
    },
    [i18n, kind, markPending, mutation, submissionId],
  );

  const reset = useCallback(() => {
    mutation.reset();
    const cache = client.getMutationCache();
    for (const m of cache.findAll({ mutationKey: publicFormKeys.kind(kind) })) {
      if ((m.state.variables as PublicFormVariables | undefined)?.body.submissionId === submissionId && m.state.status !== 'pending') cache.remove(m);
    }
    clear();
  }, [clear, client, kind, mutation, submissionId]);

  let state: PublicFormSubmitState = { status: 'idle' };
  if (answer) state = { status: 'success', answer };
  else if (current?.status === 'pending') state = current.isPaused || !online ? { status: 'queued' } : { status: 'submitting' };
  else if (current?.status === 'error') {
    const err = current.error as Partial<HttpError> | null;
    state = { status: 'error', messageKey: formErrorKey(err), fields: err?.fields ?? {}, serverMessage: err?.serverMessage };
  }
  return { state, send, reset };
}
