import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-load.ts';

/**
 * Progressive rendering of a long list: false for the first render (show the first rows only), true once that
 * frame has been painted — switched in an interruptible transition, so the rest never delays the first paint and
 * is never one long task. `ready`: wait for this too (e.g. data still loading).
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [ready, painted]);
  return painted;
}
