import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, useRenderBudget } from './render-budget.ts';

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

  describe('with the list\'s end to watch', () => {
    let observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; observed: Element[]; disconnected: boolean }[];
    beforeEach(() => {
      observers = [];
      class FakeObserver {
        private readonly me: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.me = { callback, options, observed: [], disconnected: false };
          observers.push(this.me);
        }
        observe(el: Element) {
          this.me.observed.push(el);
        }
        disconnect() {
          this.me.disconnected = true;
        }
      }
      vi.stubGlobal('IntersectionObserver', FakeObserver);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const live = () => observers.filter((o) => !o.disconnected);
    const report = (isIntersecting: boolean) =>
      act(() => {
        for (const o of live()) o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      });

    it('when the end is far below the viewport, then no step follows however many frames are painted; near it, a step per frame until it is far again', () => {
      const end = { current: document.createElement('div') };
      const { result } = renderHook(() => useRenderBudget(30, 6, 6, true, end));
      expect(live()).toHaveLength(1);
      expect(live()[0]?.observed).toEqual([end.current]);
      expect(live()[0]?.options?.rootMargin).toBe(NEAR_MARGIN);
      report(false);
      paintAndTick();
      paintAndTick();
      expect(result.current).toBe(6);
      report(true);
      paintAndTick();
      expect(result.current).toBe(12);
      paintAndTick();
      expect(result.current).toBe(18);
      report(false);
      paintAndTick();
      paintAndTick();
      expect(result.current).toBe(18);
    });

    it('when a step has moved the end to another element (a menu\'s end moves with its rows), then the new element is the one watched', () => {
      const first = document.createElement('div');
      const second = document.createElement('div');
      const end = { current: first };
      const { result } = renderHook(() => useRenderBudget(30, 6, 6, true, end));
      report(true);
      end.current = second;
      paintAndTick();
      expect(result.current).toBe(12);
      expect(live()).toHaveLength(1);
      // toBe, not toEqual: two empty divs are equal
      expect(live()[0]?.observed).toHaveLength(1);
      expect(live()[0]?.observed[0]).toBe(second);
      report(false);
      paintAndTick();
      expect(result.current).toBe(12);
    });

    it('when focus is in the list (eager), then the rest follows a step per frame although the end is far, and the watching stops at the total', () => {
      const end = { current: document.createElement('div') };
      const { result, rerender } = renderHook(({ eager }) => useRenderBudget(14, 6, 6, true, end, eager), { initialProps: { eager: false } });
      report(false);
      paintAndTick();
      expect(result.current).toBe(6);
      rerender({ eager: true });
      paintAndTick();
      expect(result.current).toBe(12);
      paintAndTick();
      expect(result.current).toBe(18);
      expect(live()).toHaveLength(0);
      paintAndTick();
      expect(result.current).toBe(18);
    });
  });
});

