/**
 * The install prompt (issue 4; replaces the spec's store-app toast): on Chromium with a captured
 * `beforeinstallprompt` an "Installieren" card, on iOS Safari a short "Zum Home-Bildschirm" hint. When and which one
 * is decided by useInstallOffer (2 s after the app is ready, at most once a day, never once installed); the layer
 * mounts this chunk only then.
 */
import { useTranslation } from 'react-i18next';
import { consumeInstallPrompt } from './install-state.ts';
import type { InstallPromptProps } from './use-install-offer.ts';

export default function InstallPrompt({ kind, onClose }: InstallPromptProps) {
  const { t } = useTranslation();
  const install = async () => {
    const e = consumeInstallPrompt();
    onClose();
    if (!e) return;
    await e.prompt().catch(() => undefined);
    await e.userChoice.catch(() => undefined);
  };
  return (
    <section className="pwa-card" role="region" aria-labelledby="pwa-install-title" data-testid="install-prompt">
      <h2 id="pwa-install-title" className="pwa-card__title">
        {kind === 'ios' ? t('offline.install.iosTitle') : t('offline.install.title')}
      </h2>
      <p className="pwa-card__text">{kind === 'ios' ? t('offline.install.iosText') : t('offline.install.text')}</p>
      <div className="pwa-card__actions">
        {kind === 'chromium' ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void install()}>
            {t('offline.install.install')}
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary btn--small" onClick={onClose}>
          {kind === 'ios' ? t('offline.install.close') : t('offline.install.later')}
        </button>
      </div>
    </section>
  );
}
