/** Component tests of the profile area: German i18n (set up by the test), a fresh QueryClient, an auth store, a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthStoreProvider, createAuthStore, type AuthUser } from '../../lib/supabase/auth-store.ts';

export const USER: AuthUser = { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Anna', lastName: 'Huber' }, isLoggedIn: true };

export async function renderProfileUi(ui: ReactNode, opts: { path?: string } = {}) {
  const store = createAuthStore({ hasStoredSession: () => false, urlMayCarrySession: () => false });
  store.reset({ status: 'authenticated', user: USER });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const root = createRootRoute({ component: () => <Outlet /> });
  const path = opts.path ?? '/profile';
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui}</> });
  const stubs = ['/', '/track-order'].filter((p) => p !== path).map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="stub-page">{p}</p> }),
  );
  const router = createRouter({ routeTree: root.addChildren([page, ...stubs]), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider value={store}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
  return { ...result, store, queryClient, router };
}
