/**
 * Whether what this device remembers (localStorage: postal code, order type, cart …) may be shown yet. False on the
 * server and while React takes over a server-rendered page (the server cannot know it, and the first render must match
 * its HTML); true right after, as a transition. True at once for a page rendered in the browser alone, and for
 * everything that mounts once the server-rendered page has been taken over.
 *
 * A transition, not useSyncExternalStore's mismatch re-render: React runs that one synchronously, and for the vendor
 * page (its whole menu) it was one ~100 ms task on a slow phone right after hydration.
 */
import { startTransition, useEffect, useState } from 'react';

/** The page is the browser's own: no server state block, or the app has taken the server's page over (main.tsx). */
function pageIsTheBrowsersOwn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.documentElement.dataset.app === 'ready' || document.getElementById('lz-ssr') === null;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageIsTheBrowsersOwn);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
