/** The `_authed` guard with the auth store from the router context (the file's `-` keeps it out of the route tree). */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAuthStore, type AuthState, type AuthStore } from '../../lib/supabase/auth-store.ts';
import type { RouterContext } from '../__root.tsx';
import { Route as AuthedRoute } from '../_authed.tsx';

const USER = { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Anna', lastName: 'Huber' }, isLoggedIn: true } as const;

function storeWith(state: AuthState, tokensStored = false): AuthStore {
  // with tokens stored the store waits for the client (never loaded here) to tell who is signed in
  const store = createAuthStore({
    hasStoredSession: () => tokensStored,
    urlMayCarrySession: () => false,
    getClient: () => new Promise(() => {}),
  });
  store.reset(state);
  return store;
}

function appRouter(auth: AuthStore, path: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const authed = AuthedRoute.update({ id: '/_authed', getParentRoute: () => root } as never);
  const profile = createRoute({ getParentRoute: () => authed, path: '/profile', component: () => null });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  return createRouter({
    routeTree: root.addChildren([home, authed.addChildren([profile])]),
    context: { queryClient: new QueryClient(), auth },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

describe('_authed guard (router context)', () => {
  it('when a signed-out visitor opens /profile, then they are sent home', async () => {
    const router = appRouter(storeWith({ status: 'anonymous', user: null }), '/profile?tab=orders');
    await router.load();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when a signed-in user opens /profile, then the page is shown', async () => {
    const router = appRouter(storeWith({ status: 'authenticated', user: USER }), '/profile?tab=orders');
    await router.load();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toEqual({ tab: 'orders' });
  });

  it('when it is not yet known who is signed in, then the guard waits for the answer', async () => {
    const auth = storeWith({ status: 'unknown', user: null }, true);
    const router = appRouter(auth, '/profile');
    const loading = router.load();
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.status).toBe('pending');
    auth.reset({ status: 'authenticated', user: USER });
    await loading;
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.matches.at(-1)?.routeId).toBe('/_authed/profile');
  });

  it('when the user signs out on /profile and the router is invalidated (router.tsx), then the guard sends them home', async () => {
    const auth = storeWith({ status: 'authenticated', user: USER });
    const router = appRouter(auth, '/profile');
    auth.onSignedOut(() => void router.invalidate());
    await router.load();
    expect(router.state.location.pathname).toBe('/profile');
    auth.reset({ status: 'anonymous', user: null });
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('when a link to /profile is only hovered (preload) by a signed-out visitor, then nothing redirects', async () => {
    const router = appRouter(storeWith({ status: 'anonymous', user: null }), '/');
    await router.load();
    await router.preloadRoute({ to: '/profile' } as never);
    expect(router.state.location.pathname).toBe('/');
  });
});
