/**
 * What the root layout mounts once the page is there (offline-layer.tsx, a chunk of its own): once the page has
 * loaded and the browser is idle, the service worker registration with its update toast and the install prompt (lazy
 * chunks, so workbox-window and the prompt stay out of the entry JS; the prompt's chunk is only requested once it
 * will show).
 */
import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { afterLoadIdle } from '../../lib/after-load.ts';
import { type InstallPromptProps, useInstallOffer } from './use-install-offer.ts';

// a chunk that cannot be loaded (offline before the service worker took over) renders nothing instead of
// failing the whole page; the next visit registers the worker
const Nothing = { default: () => null };
const UpdateToast = lazy(() => import('./update-toast.tsx').catch(() => Nothing));
const InstallPrompt = lazy<ComponentType<InstallPromptProps>>(() => import('./install-prompt.tsx').catch(() => Nothing));

/** True once the page has loaded, the browser is idle and online: the service worker and its chunks
 * (workbox-window) must not compete with the first route's data, images and chunks on a slow link. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let removeOnline: (() => void) | undefined;
    const cancel = afterLoadIdle(
      () => {
        if (navigator.onLine) {
          setIdle(true);
          return;
        }
        const online = () => setIdle(true);
        window.addEventListener('online', online, { once: true });
        removeOnline = () => window.removeEventListener('online', online);
      },
      { delayMs: 0, timeoutMs: 2000 },
    );
    return () => {
      cancel();
      removeOnline?.();
    };
  }, []);
  return idle;
}

export function PwaLayer() {
  const idle = useIdle();
  const offer = useInstallOffer(idle);
  const swSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  if (!idle) return null;
  return (
    <div className="pwa-layer">
      <Suspense fallback={null}>{swSupported ? <UpdateToast /> : null}</Suspense>
      {/* its own boundary: the prompt's chunk loading later must not hide a shown update toast */}
      <Suspense fallback={null}>
        {offer.shown ? <InstallPrompt kind={offer.shown} onClose={offer.dismiss} /> : null}
      </Suspense>
    </div>
  );
}
