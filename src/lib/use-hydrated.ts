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
let resolveTakenOver: () => void = () => undefined;
const takenOverPromise = new Promise<void>((resolve) => (resolveTakenOver = resolve));

/** The server-rendered page has been taken over (main.tsx: watchTakeover). */
export function markTakenOver(): void {
  takenOver = true;
  resolveTakenOver();
}

/**
 * Resolves once React has taken over the whole server-rendered page (markTakenOver). What would change the page
 * (the persisted cache's restore, queries starting to fetch) waits for it: an update while React still hydrates a
 * part of the page (the route's content and the footer hydrate after the rest, each in its own Suspense boundary)
 * makes React throw away the work done on that part and start it again (issue 27: on 5 of 6 loads of the vendor
 * page, its whole menu was rendered twice).
 */
export const whenTakenOver = (): Promise<void> => (onClient() ? Promise.resolve() : takenOverPromise);

/**
 * Marks the takeover of the server-rendered page in `container` once React has hydrated every Suspense boundary in
 * it, checked every `intervalMs` (hydrationCheck). React has no public signal for it; if the check ever stops
 * working, the takeover is marked after `timeoutMs` all the same.
 */
export function watchTakeover(container: Element, { intervalMs = 50, timeoutMs = 10_000 } = {}): void {
  const pending = hydrationCheck(container);
  let checks = Math.ceil(timeoutMs / intervalMs);
  const check = () => {
    if (takenOver) return;
    if (--checks <= 0 || !pending()) markTakenOver();
    else setTimeout(check, intervalMs);
  };
  setTimeout(check, intervalMs);
}

/**
 * Whether a part of the server's HTML in `container` is not hydrated yet: the shell's last element and the last
 * element of each Suspense boundary (before its closing `<!--/$-->` marker) carry React's instance key once React
 * has hydrated them (it sets it as the last part of a boundary completes). The elements are found once, before
 * React starts, so a check does not walk the page again; one React has replaced (a boundary rendered anew in the
 * browser) counts as done.
 */
export function hydrationCheck(container: Element): () => boolean {
  const lasts = [container.lastElementChild];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue === '/$') lasts.push((node as Comment).previousElementSibling);
  }
  const claimed = (el: Element) => !container.contains(el) || Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  return () => lasts.some((el) => el !== null && !claimed(el));
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
