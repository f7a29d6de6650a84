import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

/** Fresh modules per test: install-state keeps the captured event in module state. */
async function load() {
  const state = await import('./install-state.ts');
  const { useInstallOffer } = await import('./use-install-offer.ts');
  return { state, useInstallOffer };
}

function fireBeforeInstallPrompt(): void {
  const e = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(e, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
  window.dispatchEvent(e);
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useInstallOffer', () => {
  it('when no install event came and it is not iOS, then nothing is offered (the prompt chunk is not mounted)', async () => {
    const { useInstallOffer } = await load();
    const { result } = renderHook(() => useInstallOffer(true));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.shown).toBeNull();
  });

  it('when the browser offered installation, then the card comes 2 s after the app is ready, not before, and is remembered', async () => {
    const { state, useInstallOffer } = await load();
    fireBeforeInstallPrompt();
    const { result } = renderHook(() => useInstallOffer(true));
    act(() => void vi.advanceTimersByTime(1999));
    expect(result.current.shown).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe('chromium');
    expect(localStorage.getItem(state.INSTALL_SHOWN_KEY)).not.toBeNull();
  });

  it('when the app is not ready yet, then the 2 s only start once it is', async () => {
    const { useInstallOffer } = await load();
    fireBeforeInstallPrompt();
    const { result, rerender } = renderHook(({ active }) => useInstallOffer(active), { initialProps: { active: false } });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.shown).toBeNull();
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(1999));
    expect(result.current.shown).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe('chromium');
  });

  it('when the install event comes after the delay, then the card shows at once; dismissed, then it goes away', async () => {
    const { useInstallOffer } = await load();
    const { result } = renderHook(() => useInstallOffer(true));
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.shown).toBeNull();
    act(() => fireBeforeInstallPrompt());
    expect(result.current.shown).toBe('chromium');
    act(() => result.current.dismiss());
    expect(result.current.shown).toBeNull();
  });

  it('when the prompt was shown less than a day ago, then nothing is offered even with the install event', async () => {
    const { state, useInstallOffer } = await load();
    state.markInstallPromptShown(Date.now() - 60_000);
    fireBeforeInstallPrompt();
    const { result } = renderHook(() => useInstallOffer(true));
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.shown).toBeNull();
  });

  it('when the page runs in iOS Safari, then the home-screen hint is offered after 2 s', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { useInstallOffer } = await load();
    const { result } = renderHook(() => useInstallOffer(true));
    act(() => void vi.advanceTimersByTime(1999));
    expect(result.current.shown).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe('ios');
  });
});
