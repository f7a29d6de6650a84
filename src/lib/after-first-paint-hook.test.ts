import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-load.ts';

describe('useAfterFirstPaint', () => {
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

  it('when the first frame has been painted, then it turns true — not before', () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(false);
    paintAndTick();
    expect(result.current).toBe(true);
  });

  it('when it is not ready yet, then it stays false through frames until ready and painted', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstPaint(ready), { initialProps: { ready: false } });
    paintAndTick();
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    paintAndTick();
    expect(result.current).toBe(true);
  });
});
