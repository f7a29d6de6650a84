import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load.ts';

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
