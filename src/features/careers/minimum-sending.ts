/**
 * The careers submit shows its spinner for at least 2 s (spec 3 §2.5, §9: "spinner for 2 seconds"), although the
 * application is really stored and the server often answers sooner. While the hold runs, an answer (success or
 * refusal) is kept back and the page still shows "sending"; the offline queue is shown at once (nothing is being
 * sent). A success restored after a reload (no hold running) shows at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicFormSubmitState } from '../public-forms/use-public-form-submit.ts';

/** What the page shows: the real state, or "submitting" while the minimum time runs and an answer came early. */
export function shownSubmitState(state: PublicFormSubmitState, holding: boolean): PublicFormSubmitState {
  if (!holding) return state;
  return state.status === 'success' || state.status === 'error' || state.status === 'submitting' ? { status: 'submitting' } : state;
}

/** `hold()` when the submit is pressed; `holding` stays true for `ms`. */
export function useMinimumSending(ms: number): { holding: boolean; hold: () => void } {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    clearTimeout(timer.current);
    setHolding(true);
    timer.current = setTimeout(() => setHolding(false), ms);
  }, [ms]);
  return { holding, hold };
}
