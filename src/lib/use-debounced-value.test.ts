import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value.ts';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('when the value keeps changing, then only the last one arrives, 300 ms after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: 'G' } });
    rerender({ v: 'Gr' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ v: 'Gra' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('G');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('Gra');
  });
});
