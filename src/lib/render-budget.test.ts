import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderBudget } from './render-budget.ts';

describe('useRenderBudget', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const paintAndTick = () =>
    act(() => {
      frames.splice(0).forEach((cb) => cb(0));
      vi.advanceTimersByTime(0);
    });

  it('when frames are painted, then the budget grows by one step per painted frame — not before — and stops at the total', () => {
    const { result } = renderHook(() => useRenderBudget(20, 6, 5));
    expect(result.current).toBe(6);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(6);
    paintAndTick();
    expect(result.current).toBe(11);
    paintAndTick();
    expect(result.current).toBe(16);
    paintAndTick();
    expect(result.current).toBe(21);
    paintAndTick();
    expect(result.current).toBe(21);
    expect(frames).toHaveLength(0);
  });

  it('when it is not ready yet, then it stays at the first count through frames until ready and painted', () => {
    const { result, rerender } = renderHook(({ ready }) => useRenderBudget(20, 6, 5, ready), { initialProps: { ready: false } });
    paintAndTick();
    expect(result.current).toBe(6);
    rerender({ ready: true });
    expect(result.current).toBe(6);
    paintAndTick();
    expect(result.current).toBe(11);
  });
});
