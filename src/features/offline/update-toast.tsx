/**
 * Service worker registration and the update toast (issue 4). Loaded lazily after the first render (workbox-window
 * stays out of the entry chunk). When a new worker waits: "Neue Version verfügbar – neu laden"; accepting sends it
 * SKIP_WAITING and reloads once it controls the page. The cart (localStorage), the checkout draft and its requestId
 * (sessionStorage, saved as the customer types) survive the reload. The app checks for updates hourly and when it comes back to the foreground.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60_000;

export default function UpdateToast() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', check);
    },
    onRegisterError(err: unknown) {
      console.warn('service worker registration failed', err);
    },
  });

  useEffect(() => {
    if (needRefresh) document.documentElement.dataset.swUpdate = 'waiting';
  }, [needRefresh]);

  if (!needRefresh) return null;
  const reload = () => {
    // workbox-window only reloads by itself when the page had a controller at registration; a page whose first
    // worker was installed in this very session would stay on the old version — reload once the new one controls
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    void updateServiceWorker(true);
  };
  return (
    <section className="pwa-card pwa-card--update" role="region" aria-label={t('offline.update.available')} data-testid="update-toast">
      <p className="pwa-card__text" role="status">
        {t('offline.update.available')}
      </p>
      <div className="pwa-card__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={reload}>
          {t('offline.update.reload')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setNeedRefresh(false)}>
          {t('offline.update.dismiss')}
        </button>
      </div>
    </section>
  );
}
