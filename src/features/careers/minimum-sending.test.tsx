import { act, renderHook } from '@testing-library/react';
import type { PublicFormSubmitState } from '../public-forms/use-public-form-submit.ts';
import { shownSubmitState, useMinimumSending } from './minimum-sending.ts';

const success: PublicFormSubmitState = { status: 'success', answer: { reference: 'JA-2026-000001' } };
const refused: PublicFormSubmitState = { status: 'error', messageKey: 'forms:submit.errorInvalid', fields: {} };

describe('shownSubmitState', () => {
  it('when the minimum time still runs, then an early answer is shown as sending', () => {
    expect(shownSubmitState(success, true)).toEqual({ status: 'submitting' });
    expect(shownSubmitState(refused, true)).toEqual({ status: 'submitting' });
    expect(shownSubmitState({ status: 'submitting' }, true)).toEqual({ status: 'submitting' });
  });

  it('when offline or idle, then the real state is shown even during the hold', () => {
    expect(shownSubmitState({ status: 'queued' }, true)).toEqual({ status: 'queued' });
    expect(shownSubmitState({ status: 'idle' }, true)).toEqual({ status: 'idle' });
  });

  it('when no hold runs, then the real state is shown', () => {
    expect(shownSubmitState(success, false)).toBe(success);
    expect(shownSubmitState(refused, false)).toBe(refused);
  });
});

describe('useMinimumSending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when hold is called, then holding lasts exactly the given time', () => {
    const { result } = renderHook(() => useMinimumSending(2000));
    expect(result.current.holding).toBe(false);
    act(() => result.current.hold());
    expect(result.current.holding).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.holding).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.holding).toBe(false);
  });

  it('when hold is called again, then the time starts anew', () => {
    const { result } = renderHook(() => useMinimumSending(2000));
    act(() => result.current.hold());
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    act(() => result.current.hold());
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(result.current.holding).toBe(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.holding).toBe(false);
  });
});
