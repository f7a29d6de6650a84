/**
 * Install prompt rules (issue 4): Chromium's `beforeinstallprompt` is captured as early as possible (this module is
 * imported by the root layout, so it runs with the main bundle); iOS Safari gets a short "Zum Home-Bildschirm"
 * hint instead. Shown at most once a day, never once installed (display-mode standalone, iOS navigator.standalone,
 * or after `appinstalled`).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALL_SHOWN_KEY = 'lz.installPrompt.shownAt';
export const INSTALLED_KEY = 'lz.installed';
export const INSTALL_INTERVAL_MS = 24 * 60 * 60_000;
export const INSTALL_DELAY_MS = 2000;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // our own, calmer prompt instead of the mini-infobar
    deferred = e as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    try {
      storage()?.setItem(INSTALLED_KEY, '1');
    } catch {
      // ignore
    }
    notify();
  });
}

export const deferredInstallPrompt = (): BeforeInstallPromptEvent | null => deferred;
export function subscribeInstall(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
export function consumeInstallPrompt(): BeforeInstallPromptEvent | null {
  const e = deferred;
  deferred = null;
  notify();
  return e;
}

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  // matchMedia is missing in some embedded browsers (and jsdom)
  const media = (win.matchMedia as Window['matchMedia'] | undefined)?.('(display-mode: standalone)');
  return media?.matches === true || nav.standalone === true;
}

export function isIos(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  // iPadOS 13+ reports itself as a Mac with touch
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
}

/** May the prompt be shown now? Never when installed; at most once per 24 h. */
export function installPromptAllowed(now: number, s: Storage | null = storage(), standalone = isStandalone()): boolean {
  if (standalone) return false;
  try {
    if (s?.getItem(INSTALLED_KEY) === '1') return false;
    const last = Number(s?.getItem(INSTALL_SHOWN_KEY) ?? '');
    return !(Number.isFinite(last) && last > 0 && now - last < INSTALL_INTERVAL_MS);
  } catch {
    return true;
  }
}

export function markInstallPromptShown(now: number, s: Storage | null = storage()): void {
  try {
    s?.setItem(INSTALL_SHOWN_KEY, String(now));
  } catch {
    // ignore
  }
}
