/**
 * Whether the install prompt may show right now, and which one (issue 4): from `active` on (the app is ready and
 * idle), wait INSTALL_DELAY_MS, decide whether it may be offered today at all, then offer the "Installieren" card
 * as soon as Chromium's deferred `beforeinstallprompt` is there, or the "Zum Home-Bildschirm" hint on iOS Safari.
 * Lives in the entry chunk (with install-state.ts) so the prompt's own chunk is only requested when it will show.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  INSTALL_DELAY_MS,
  deferredInstallPrompt,
  installPromptAllowed,
  isIos,
  isStandalone,
  markInstallPromptShown,
  subscribeInstall,
} from './install-state.ts';
import { nowMs } from '../../domain/clock.ts';

export type InstallOfferKind = 'chromium' | 'ios';

/** What the lazy prompt gets from the layer. */
export interface InstallPromptProps {
  kind: InstallOfferKind;
  onClose: () => void;
}

export interface InstallOffer {
  shown: InstallOfferKind | null;
  dismiss: () => void;
}

export function useInstallOffer(active: boolean): InstallOffer {
  const available = useSyncExternalStore(subscribeInstall, () => deferredInstallPrompt() !== null, () => false);
  // decided when the delay is over: may the card be offered today at all?
  const [allowed, setAllowed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setAllowed(installPromptAllowed(nowMs())), INSTALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  // installed meanwhile (or the event was used): the Chromium card goes away by itself
  const shown = !active || !allowed || dismissed ? null : available ? 'chromium' : isIos() && !isStandalone() ? 'ios' : null;

  useEffect(() => {
    if (shown) markInstallPromptShown(nowMs());
  }, [shown]);

  const dismiss = useCallback(() => setDismissed(true), []);
  return { shown, dismiss };
}
