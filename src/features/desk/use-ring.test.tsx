import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRing } from './use-ring.ts';

describe('the desk ring on the clock', () => {
  let plays: string[];

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T18:00:00.000Z') });
    plays = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      plays.push(this.src.split('/').at(-1) ?? '');
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('when an order arrives between two ticks, then it rings at once and again exactly 10 s later, not at the next whole tick', async () => {
    const { rerender, unmount } = renderHook(({ ids }) => useRing(ids, undefined, true), { initialProps: { ids: [] as string[] } });
    await act(() => vi.advanceTimersByTime(300));
    rerender({ ids: ['a'] });
    expect(plays).toEqual(['desk-new.wav']);
    await act(() => vi.advanceTimersByTime(9_999));
    expect(plays).toHaveLength(1);
    await act(() => vi.advanceTimersByTime(1));
    expect(plays).toEqual(['desk-new.wav', 'desk-new.wav']);
    await act(() => vi.advanceTimersByTime(10_000));
    expect(plays).toHaveLength(3);
    // acknowledged: quiet
    rerender({ ids: [] });
    await act(() => vi.advanceTimersByTime(30_000));
    expect(plays).toHaveLength(3);
    unmount();
  });
});
