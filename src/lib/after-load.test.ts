import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle, afterNextPaint, yieldToBrowser } from './after-load.ts';

describe('afterLoadIdle', () => {
  let state: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    state = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('when the page is still loading, then the work waits for the load event, the delay and the idle period', () => {
    const run = vi.fn();
    afterLoadIdle(run, { delayMs: 1000, timeoutMs: 500 });
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the page has already loaded, then the work runs after the delay', () => {
    state = 'complete';
    const run = vi.fn();
    afterLoadIdle(run, { delayMs: 300 });
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when it is cancelled before, then the work never runs', () => {
    state = 'complete';
    const run = vi.fn();
    const cancel = afterLoadIdle(run, { delayMs: 300 });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const paint = () => frames.splice(0).forEach((cb) => cb(0));

  it('when a frame is painted, then the work runs in the task after it, not before', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when it is cancelled before or after the frame, then the work never runs', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    paint();
    cancelLate();
    vi.advanceTimersByTime(10);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('when the tab is hidden (no frames), then the work runs after a task', () => {
    visibility = 'hidden';
    const run = vi.fn();
    afterNextPaint(run);
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToBrowser', () => {
  afterEach(() => vi.useRealTimers());

  it('then it resolves in a later task (a timer), not in the current one', async () => {
    vi.useFakeTimers();
    let done = false;
    void yieldToBrowser().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
