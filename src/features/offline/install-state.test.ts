import { describe, expect, it } from 'vitest';
import { INSTALLED_KEY, INSTALL_INTERVAL_MS, INSTALL_SHOWN_KEY, installPromptAllowed, isIos, markInstallPromptShown } from './install-state.ts';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('install prompt rules', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');

  it('when it was never shown and the app is not installed, then it may be shown', () => {
    expect(installPromptAllowed(now, memoryStorage(), false)).toBe(true);
  });

  it('when it was shown less than a day ago, then not again; after a day, then again', () => {
    const s = memoryStorage();
    markInstallPromptShown(now, s);
    expect(s.getItem(INSTALL_SHOWN_KEY)).toBe(String(now));
    expect(installPromptAllowed(now + INSTALL_INTERVAL_MS - 1, s, false)).toBe(false);
    expect(installPromptAllowed(now + INSTALL_INTERVAL_MS, s, false)).toBe(true);
  });

  it('when the app runs standalone or was installed, then never', () => {
    expect(installPromptAllowed(now, memoryStorage(), true)).toBe(false);
    const s = memoryStorage();
    s.setItem(INSTALLED_KEY, '1');
    expect(installPromptAllowed(now, s, false)).toBe(false);
  });

  it('when the user agent is an iPhone or a touch Mac (iPadOS), then it is iOS; desktop Chrome is not', () => {
    const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;
    expect(isIos(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1'))).toBe(true);
    expect(isIos(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5))).toBe(true);
    expect(isIos(nav('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'))).toBe(false);
  });
});
