/**
 * Whether what this device remembers (localStorage: postal code, order type, cart …) may be shown yet. False on the
 * server and while React takes over a server-rendered page (the server cannot know it, and the first render must match
 * its HTML); true right after. True at once for a page rendered in the browser alone, and for what mounts once the
 * takeover is over (markTakenOver).
 *
 * React hydrates with the server snapshot in every pass (a part inside a Suspense boundary may hydrate later than the
 * rest); while the takeover lasts the client snapshot is false too, so React has no mismatch to re-render
 * synchronously — for the vendor page that re-render (its whole menu) was one ~100 ms task on a slow phone. The
 * component turns true in a transition instead: React renders it in slices.
 *
 * A part that hydrates after the takeover has been marked (the listing's and the vendor page's route, inside the
 * router's Suspense boundary, hydrate after the browser's first idle moment on a slow phone) rendered with the server
 * snapshot too: its client snapshot stays false for that component (each instance remembers that React asked it for
 * the server's), or React's check after the commit would find true and re-render it synchronously (issue 27: the
 * vendor page and its dialogs, the listing page, one sync re-render each, 60-150 ms at 4x CPU).
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { SSR_STATE_ID } from '../domain/server-render.ts';

let takenOver = false;

/** The server-rendered page has been taken over (main.tsx: once the browser is idle after the page has loaded). */
export function markTakenOver(): void {
  takenOver = true;
}

const subscribe = () => () => undefined;
const onClient = () => takenOver || document.getElementById(SSR_STATE_ID) === null;

/** One component's snapshots: once React has asked for the server's (it hydrates), the client's is the same. */
function snapshots() {
  let hydrating = false;
  return {
    client: () => !hydrating && onClient(),
    server: () => {
      hydrating = true;
      return false;
    },
  };
}

export function useHydrated(): boolean {
  const [snap] = useState(snapshots);
  const now = useSyncExternalStore(subscribe, snap.client, snap.server);
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!now && !later) startTransition(() => setLater(true));
  }, [now, later]);
  return now || later;
}
