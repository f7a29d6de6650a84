/**
 * Test harness for components that link around the app (checkout, cart, tracking): German i18n, a fresh QueryClient
 * and a memory router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import cart from '../locales/de/cart.json';
import checkout from '../locales/de/checkout.json';
import errors from '../locales/de/errors.json';
import tracking from '../locales/de/tracking.json';

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
  const queryClient =
    opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const root = createRootRoute({ component: () => <Outlet /> });
  const path = opts.path ?? '/under-test';
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui()}</> });
  const others = ['/', '/cart', '/checkout', '/restaurants', '/restaurant/$id', '/terms', '/privacy', '/order-confirmation', '/order/$id'].filter(
    (p) => p !== path,
  );
  const stubs = others.map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="stub-page">{p}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient, i18n };
}
