import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';
import { queryClient } from './query-client.ts';
import { authStore } from '../lib/supabase/auth-store.ts';
import { RouteError } from '../components/route-error.tsx';
import { PagePending } from '../components/page-pending.tsx';
import { parseSearch, stringifySearch } from '../lib/search-params.ts';

/**
 * The app's router with its options; the browser has one (`router` below), the server renderer (src/entry-server.tsx)
 * makes one per request with its own QueryClient and a memory history of the requested URL.
 */
export const createAppRouter = (client: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient: client, auth: authStore },
    defaultPreload: 'intent',
    // React Query owns freshness
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // search values are plain strings (see lib/search-params.ts): validate them with a schema in each route
    parseSearch,
    stringifySearch,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    // the QueryClient reaches components from PersistQueryClientProvider around the router (main.tsx)
  });

export const router = createAppRouter(queryClient);

// Scroll to top whenever the page (path) changes; search-param changes (filters) keep the position.
// Keyboard and screen-reader users continue at the start of the new page's content, unless the page itself
// already moved the focus somewhere (then it is left alone).
router.subscribe('onResolved', (event) => {
  if (!event.pathChanged || !event.fromLocation) return;
  if (!event.toLocation.hash) window.scrollTo(0, 0);
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) {
    document.getElementById('main')?.focus({ preventScroll: true });
  }
});

// Signing out (the menu, account deletion, a session that could not be refreshed) runs the route guards again: a
// page for signed-in users that is open sends its visitor home (routes/_authed.tsx).
authStore.onSignedOut(() => void router.invalidate({ filter: (match) => match.routeId.startsWith('/_authed') }));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
