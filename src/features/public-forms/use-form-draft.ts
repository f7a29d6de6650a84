/**
 * Keeps a react-hook-form form as a draft in the browser (draft-storage.ts): restored on mount, saved 300 ms after
 * each change and at once when the page is hidden, removed by `clear()` (after a successful submit or the clear
 * button). The draft also holds the wizard step and the submission id, so a submit queued offline survives a
 * reload with the id it was queued with.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { newSubmissionId, readDraft, removeDraft, writeDraft, type DraftStorageKind } from './draft-storage.ts';
import { nowMs } from '../../domain/clock.ts';

export interface FormDraft {
  /** the id the next submit is sent with (kept across reloads until `clear()`) */
  submissionId: string;
  /** wizard step (0-based), saved with the values */
  step: number;
  setStep: (step: number) => void;
  /** a stored draft was restored when the page opened */
  restored: boolean;
  /** the browser refused to store the draft (storage full or disabled): typed text would not survive a reload */
  saveFailed: boolean;
  /** forgets the draft: storage emptied, the form back to its defaults, step 0, a new submission id */
  clear: () => void;
  /** a submit not yet answered, as stored before the last reload (its request body), or undefined */
  pending: unknown;
  /** saves now with the body of a submit just made (kept until `settle`, `clear` or `unmarkPending`) */
  markPending: (body: unknown) => void;
  /** the submit was answered with a refusal: nothing to send again */
  unmarkPending: () => void;
  /** the submission was received: the stored draft is removed and nothing is saved any more until `clear()` */
  settle: () => void;
}

const SAVE_DELAY_MS = 300;

export function useFormDraft<V extends FieldValues, T = V>(
  formId: string,
  form: UseFormReturn<V, unknown, T>,
  options: { storage?: DraftStorageKind } = {},
): FormDraft {
  const kind = options.storage ?? 'local';
  // the form's defaults when the page opened: the template a stored draft is laid over, and "nothing typed"
  const [empty] = useState(() => form.getValues());
  const [initial] = useState(() => readDraft<V>(formId, empty, kind));
  const [submissionId, setSubmissionId] = useState(() => initial?.submissionId ?? newSubmissionId());
  const [step, setStepState] = useState(() => initial?.step ?? 0);
  const [saveFailed, setSaveFailed] = useState(false);
  // what `save` writes besides the values; changed only by setStep, clear and settle (together with their state)
  const state = useRef<{ submissionId: string; step: number; settled: boolean; pending?: unknown }>({
    submissionId,
    step,
    settled: false,
    pending: initial?.pending,
  });

  useLayoutEffect(() => {
    if (initial) form.reset(initial.values, { keepDefaultValues: true });
  }, [form, initial]);

  const save = useCallback((force = false) => {
    const values = form.getValues();
    const { submissionId: id, step: s, settled, pending } = state.current;
    if (settled) return;
    if (!force && pending === undefined && s === 0 && JSON.stringify(values) === JSON.stringify(empty)) {
      removeDraft(formId, kind);
      return;
    }
    const draft = { values, step: s, submissionId: id, savedAt: nowMs(), ...(pending === undefined ? {} : { pending }) };
    setSaveFailed(!writeDraft(formId, draft, kind));
  }, [form, formId, kind, empty]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => save(), SAVE_DELAY_MS);
    });
    const flush = () => {
      clearTimeout(timer);
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer);
    };
  }, [form, save]);

  const setStep = useCallback(
    (next: number) => {
      state.current = { ...state.current, step: next };
      setStepState(next);
      save();
    },
    [save],
  );

  const clear = useCallback(() => {
    const id = newSubmissionId();
    state.current = { submissionId: id, step: 0, settled: false };
    removeDraft(formId, kind);
    setSubmissionId(id);
    setStepState(0);
    form.reset();
  }, [form, formId, kind]);

  const settle = useCallback(() => {
    state.current = { ...state.current, settled: true };
    removeDraft(formId, kind);
  }, [formId, kind]);

  const markPending = useCallback(
    (body: unknown) => {
      state.current = { ...state.current, pending: body };
      save(true);
    },
    [save],
  );
  const unmarkPending = useCallback(() => {
    state.current = { ...state.current, pending: undefined };
    save();
  }, [save]);

  return {
    submissionId, step, setStep, restored: initial !== null, saveFailed, clear, settle,
    pending: initial?.submissionId === submissionId ? initial.pending : undefined, markPending, unmarkPending,
  };
}
