import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { initI18n } from './i18n/index.ts';
import { router } from './router.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

const container = document.getElementById('app');
if (!container) throw new Error('#app missing in index.html');

// fetch the runtime config in parallel with the translations
void loadRuntimeConfig();

// The loading shell ("Wird geladen...") stays until the translations are there (spec 2 §2); if they cannot be
// loaded at all the app still renders (keys fall back to German where available). The first route (its code
// chunk and loader) loads at the same time instead of after the translations: no waterfall.
const i18nReady = initI18n().catch((err: unknown) => console.error('i18n init failed', err));
const routeReady = router.load().catch((err: unknown) => console.error('route load failed', err));
void Promise.all([i18nReady, routeReady]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
