/**
 * Everything offline-first the root layout mounts: the offline banner (at once) and, once the browser is idle after
 * the first render, the service worker registration with its update toast and the install prompt (lazy chunks, so
 * workbox-window and the prompt stay out of the entry JS).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import './install-state.ts';
import { OfflineBanner } from './offline-banner.tsx';
import './offline.css';

const UpdateToast = lazy(() => import('./update-toast.tsx'));
const InstallPrompt = lazy(() => import('./install-prompt.tsx'));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function OfflineBannerSlot() {
  return <OfflineBanner />;
}

export function PwaLayer() {
  const idle = useIdle();
  const swSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  if (!idle) return null;
  return (
    <div className="pwa-layer">
      <Suspense fallback={null}>
        {swSupported ? <UpdateToast /> : null}
        <InstallPrompt />
      </Suspense>
    </div>
  );
}
