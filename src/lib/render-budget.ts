/**
 * Lists that render in steps after the first paint (the listing's cards, the menu's rows): a module of its own, so the
 * entry (which has lib/after-load.ts) does not carry it.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from './after-load.ts';

/**
 * Where the list's end must be for the next step: within a viewport's height below the viewport, or anywhere above it
 * (the visitor got past it in one go: the scroll bar dragged, the End key, a restored position). "Anywhere above" is a
 * top margin taller than any page: an observer only reports changes, and an end that goes from below the band to above
 * it between two frames would otherwise never be reported.
 */
export const NEAR_MARGIN = '100000px 0px 100% 0px';

/**
 * Progressive rendering of a long list: how many of its `total` items to render — `first` in the first (blocking)
 * render, then `step` more after each painted frame, each step an interruptible transition after the previous one has
 * been painted, so the rest is neither one long render nor one long commit and layout (issue 27). `ready`: wait for
 * this too (e.g. data still loading).
 *
 * `end` (an element right after the rendered items): steps only while it is within a viewport's height below the
 * viewport or above it (NEAR_MARGIN), so the items below the first screen render as the visitor scrolls towards them,
 * not all at start on a slow phone (each step of the listing's cards was a render, a layout and their images,
 * ~50–110 ms at 4x CPU). `eager` renders the rest regardless (e.g. keyboard focus has entered the list: every item
 * must be reachable by Tab).
 * Without IntersectionObserver every step follows the previous one, as without `end`.
 */
export function useRenderBudget(total: number, first: number, step: number, ready = true, end?: RefObject<Element | null>, eager = false): number {
  const [budget, setBudget] = useState(first);
  const [near, setNear] = useState(() => !end || typeof IntersectionObserver === 'undefined');
  const done = budget >= total;
  useEffect(() => {
    const el = end?.current;
    if (!el || done || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      // a transition, as the steps: the list's component re-renders in slices, not in one task
      if (last) startTransition(() => setNear(last.isIntersecting));
    }, { rootMargin: NEAR_MARGIN });
    io.observe(el);
    return () => io.disconnect();
    // watched anew after every step: the end may be another element by then (the menu's moves with its rows)
  }, [end, done, budget]);
  useEffect(() => {
    if (!ready || !(near || eager) || done) return undefined;
    return afterNextPaint(() => startTransition(() => setBudget((b) => b + step)));
  }, [ready, near, eager, done, budget, step]);
  return budget;
}
