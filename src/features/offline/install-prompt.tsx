/**
 * The install prompt (issue 4; replaces the spec's store-app toast): 2 s after the app is ready, on Chromium with a
 * captured `beforeinstallprompt` an "Installieren" card, on iOS Safari a short "Zum Home-Bildschirm" hint. At most
 * once a day, never once installed.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTALL_DELAY_MS,
  consumeInstallPrompt,
  deferredInstallPrompt,
  installPromptAllowed,
  isIos,
  isStandalone,
  markInstallPromptShown,
  subscribeInstall,
} from './install-state.ts';

type Shown = null | 'chromium' | 'ios';

export default function InstallPrompt() {
  const { t } = useTranslation();
  const available = useSyncExternalStore(subscribeInstall, () => deferredInstallPrompt() !== null, () => false);
  // decided when the delay is over: may the card be offered today at all?
  const [allowed, setAllowed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setAllowed(installPromptAllowed(Date.now())), INSTALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // installed meanwhile (or the event was used): the Chromium card goes away by itself
  const shown: Shown = !allowed || dismissed ? null : available ? 'chromium' : isIos() && !isStandalone() ? 'ios' : null;

  useEffect(() => {
    if (shown) markInstallPromptShown(Date.now());
  }, [shown]);

  if (!shown) return null;
  const close = () => setDismissed(true);
  const install = async () => {
    const e = consumeInstallPrompt();
    close();
    if (!e) return;
    await e.prompt().catch(() => undefined);
    await e.userChoice.catch(() => undefined);
  };
  return (
    <section className="pwa-card" role="region" aria-labelledby="pwa-install-title" data-testid="install-prompt">
      <h2 id="pwa-install-title" className="pwa-card__title">
        {shown === 'ios' ? t('offline.install.iosTitle') : t('offline.install.title')}
      </h2>
      <p className="pwa-card__text">{shown === 'ios' ? t('offline.install.iosText') : t('offline.install.text')}</p>
      <div className="pwa-card__actions">
        {shown === 'chromium' ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void install()}>
            {t('offline.install.install')}
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary btn--small" onClick={close}>
          {shown === 'ios' ? t('offline.install.close') : t('offline.install.later')}
        </button>
      </div>
    </section>
  );
}
