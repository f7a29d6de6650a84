/**
 * Everything offline-first the root layout mounts: the offline banner (at once) and, after the first render, the PWA
 * layer (pwa-layer.tsx, a chunk of its own, mounted once a server-rendered page is taken over: the service worker
 * registration with its update toast and the install prompt, once the page has loaded and the browser is idle). The
 * layer renders nothing before it is idle, so it is no part of the server's page nor of the browser's first render
 * (issue 27: the first pass takes over less).
 * install-state.ts stays here, in the entry: Chromium's `beforeinstallprompt` is captured from the start.
 */
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { whenTakenOver } from '../../lib/use-hydrated.ts';
import { OfflineBanner } from './offline-banner.tsx';
import './install-state.ts';
import './offline.css';

// a chunk that cannot be loaded (offline before the service worker took over) renders nothing instead of failing the
// whole page; the next visit registers the worker
const Layer = lazy(() => import('./pwa-layer.tsx').then((m) => ({ default: m.PwaLayer }), () => ({ default: () => null })));

export function OfflineBannerSlot() {
  return <OfflineBanner />;
}

export function PwaLayer() {
  const [mounted, setMounted] = useState(false);
  // on a server-rendered page once React has taken all of it over: the layer's chunk arriving while React still
  // hydrates the route made React start the route's hydration again (issue 27)
  useEffect(() => void whenTakenOver().then(() => startTransition(() => setMounted(true))), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Layer />
    </Suspense>
  ) : null;
}
