/**
 * Runs work that the first screen does not need once the page has loaded and the browser is idle: after the
 * `load` event, a pause (`delayMs`, so the first route's data, images and chunks are not competing with it on a
 * slow link) and then an idle period (at most `timeoutMs` later). Returns a cancel function.
 */
export function afterLoadIdle(run: () => void, { delayMs = 1000, timeoutMs = 3000 }: { delayMs?: number; timeoutMs?: number } = {}): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleId: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => !cancelled && run(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && run(), 200);
  };
  const loaded = () => {
    if (!cancelled) timer = setTimeout(idle, delayMs);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', loaded);
    if (timer !== undefined) clearTimeout(timer);
    if (idleId !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
  };
}

/**
 * Runs `run` once the browser has painted the current frame (a frame callback, then a task): for work that must
 * not delay the first paint of what is already rendered, e.g. the rest of a long list. In a hidden tab (no frames)
 * it runs after a task. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const later = () => {
    timer = setTimeout(() => !cancelled && run(), 0);
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') frame = requestAnimationFrame(later);
  else later();
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Ends the current task and continues in a new one (a timer): a long start split in pieces, with input and painting
 * possible in between (issue 27). (`scheduler.yield` would continue sooner, but its check costs the entry bytes.)
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
