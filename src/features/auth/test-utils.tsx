/**
 * Component tests of the auth feature: a fake supabase-js client behind a real auth store, a fresh QueryClient and a
 * memory router (the forms link to /terms and /privacy).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthStoreProvider, createAuthStore } from '../../lib/supabase/auth-store.ts';

const session = { access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'anna@example.at', user_metadata: {} } };
export const signedIn = { data: { session, user: session.user }, error: null };

const answer = <T,>(value: T) => () => Promise.resolve(value);

/** The auth calls the forms make, each a vi.fn answering like a successful call unless a test says otherwise. */
export function fakeAuthApi() {
  return {
    signInWithPassword: vi.fn(answer(signedIn)),
    signUp: vi.fn(answer(signedIn)),
    verifyOtp: vi.fn(answer(signedIn)),
    resetPasswordForEmail: vi.fn(answer({ data: {}, error: null })),
    updateUser: vi.fn(answer({ data: { user: session.user }, error: null })),
    resend: vi.fn(answer({ data: {}, error: null })),
    setSession: vi.fn(answer(signedIn)),
    signOut: vi.fn(answer({ error: null })),
    getSession: vi.fn(answer({ data: { session }, error: null })),
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
  };
}

export type FakeAuthApi = ReturnType<typeof fakeAuthApi>;

function fakeClient(api: FakeAuthApi): SupabaseClient {
  const profile = { data: { first_name: 'Anna', last_name: 'Huber', phone: null }, error: null };
  const from = () => ({ select: () => ({ eq: () => ({ maybeSingle: answer(profile) }) }) });
  return { auth: api, from } as unknown as SupabaseClient;
}

export async function renderWithAuth(ui: ReactNode, opts: { path?: string; initialPath?: string } = {}) {
  const api = fakeAuthApi();
  const setRememberMe = vi.fn();
  const store = createAuthStore({
    getClient: answer(fakeClient(api)),
    hasStoredSession: () => false,
    urlMayCarrySession: () => false,
    setRememberMe,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const root = createRootRoute({ component: () => <Outlet /> });
  const path = opts.path ?? '/';
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui}</> });
  const others = ['/', '/terms', '/privacy'].filter((p) => p !== path);
  const stubs = others.map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="stub-page">{p}</p> }));
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: [opts.initialPath ?? path] }),
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthStoreProvider value={store}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, store, queryClient, router, setRememberMe };
}

/** The text of the message an input points to with aria-describedby. */
export function errorOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ')[0] ?? '')?.textContent : undefined;
}
