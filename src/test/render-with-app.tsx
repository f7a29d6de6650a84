/**
 * Test harness for components that link around the app (checkout, cart, tracking): German i18n, a fresh QueryClient
 * and a memory router.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import cart from '../locales/de/cart.json';
import checkout from '../locales/de/checkout.json';
import errors from '../locales/de/errors.json';
import tracking from '../locales/de/tracking.json';
import { renderInRouter, testQueryClient } from './render-in-router.tsx';

export async function testI18n(lng = 'de') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { de: { translation: { cart, checkout, errors, tracking } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** Renders `ui` at `path` inside a router that also knows the paths the UI links to. */
export async function renderWithApp(ui: () => ReactNode, opts: { path?: string; queryClient?: QueryClient } = {}) {
  const i18n = await testI18n();
  const queryClient = opts.queryClient ?? testQueryClient();
  const result = await renderInRouter(ui, {
    path: opts.path ?? '/under-test',
    links: ['/', '/cart', '/checkout', '/restaurants', '/restaurant/$id', '/terms', '/privacy', '/order-confirmation', '/order/$id'],
    wrap: (router) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{router}</QueryClientProvider>
      </I18nextProvider>
    ),
  });
  return { ...result, queryClient, i18n };
}
