/**
 * The browser's side of a server-rendered page (issue 17; server/ssr): the page's HTML carries the language it was
 * rendered in as a JSON data block, and the router's own hydration data (its matches, and the React Query cache of its
 * loaders by the official integration: app/router.tsx) in the scripts at the end of its markup. The app initialises
 * the translations in the same language and hydrates the router (main.tsx: `hydrate` of the router's `ssr/client`,
 * which puts the cache into the QueryClient — the page asks the API nothing), so the first render matches the
 * server's markup and React hydrates it. A page without the block (the service worker's shell, offline) renders in
 * the browser as before.
 */
import type { Persister } from '@tanstack/react-query-persist-client';
import { normalizeLanguage, type Language } from './domain/languages.ts';
import { SSR_STATE_ID } from './domain/server-render.ts';
import { setClockOffset } from './domain/clock.ts';
import { afterLoadIdle } from './lib/after-load.ts';
import { createIdbPersister } from './lib/query-persistence.tsx';
import { whenTakenOver } from './lib/use-hydrated.ts';

export interface SsrState {
  lng: Language;
}

export function takeSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    const raw = JSON.parse(el.textContent) as { lng?: unknown; clockOffsetMs?: unknown };
    const lng = normalizeLanguage(typeof raw.lng === 'string' ? raw.lng : null);
    if (!lng) return null;
    // the server's clock (a test server's runs at a chosen hour): hydration renders the hour the server rendered
    if (typeof raw.clockOffsetMs === 'number' && Number.isFinite(raw.clockOffsetMs)) setClockOffset(raw.clockOffsetMs);
    return { lng };
  } catch (err) {
    // the page then renders in the browser
    console.error('server state unreadable', err);
    return null;
  }
}

/**
 * The persisted cache of a server-rendered page is restored once React has taken the whole page over
 * (lib/use-hydrated.ts: whenTakenOver) and the browser is idle: data this device remembers (an estimate, a previous
 * visit's answers) arriving while React still hydrates a part of the page would make that part differ from the
 * server's HTML, and the end of the restore (queries start) would make React start that part again.
 */
export function restoreAfterHydration(persister: Persister = createIdbPersister()): Persister {
  return {
    ...persister,
    restoreClient: () =>
      whenTakenOver()
        .then(() => new Promise<void>((resolve) => afterLoadIdle(resolve, { delayMs: 0, timeoutMs: 3000 })))
        .then(() => persister.restoreClient()),
  };
}
