/**
 * Lists that render in steps after the first paint (the listing's cards, the menu's rows): a module of its own, so the
 * entry (which has lib/after-load.ts) does not carry it.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-load.ts';

/**
 * Progressive rendering of a long list: how many of its `total` items to render — `first` in the first (blocking)
 * render, then `step` more after each painted frame, each step an interruptible transition after the previous one has
 * been painted, so the rest is neither one long render nor one long commit and layout (issue 27). `ready`: wait for
 * this too (e.g. data still loading).
 */
export function useRenderBudget(total: number, first: number, step: number, ready = true): number {
  const [budget, setBudget] = useState(first);
  useEffect(() => {
    if (!ready || budget >= total) return undefined;
    return afterNextPaint(() => startTransition(() => setBudget((b) => b + step)));
  }, [ready, budget, total, step]);
  return budget;
}
