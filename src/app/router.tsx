import { createRouter } from '@tanstack/react-router';
import { defaultShouldDehydrateQuery, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from '../routeTree.gen.ts';
import { authStore } from '../lib/supabase/auth-store.ts';
import { RouteError } from '../components/route-error.tsx';
import { PagePending } from '../components/page-pending.tsx';
import { parseSearch, stringifySearch } from '../lib/search-params.ts';
import { isStoredCopy } from '../lib/api/vendor-keys.ts';

/**
 * Each answer travels as JSON text, not as the router's JavaScript object literals (issue 27): its state script is
 * compiled by the browser while it parses the page (the listing's 30 vendors: 37.8 KB, ~14 ms at 1x CPU), where a
 * string literal is only scanned (~1.7 ms) and JSON.parse reads it (~0.6 ms) once the app's chunks are there.
 * React Query's documented `serializeData`/`deserializeData` pair; the answers are JSON from the API (the persisted
 * cache stores them as JSON too).
 */
const serializeData = (data: unknown): string => JSON.stringify(data);
const deserializeData = (json: unknown): unknown => JSON.parse(json as string);

/**
 * The app's router with its options; the browser has one (`router` below), the server renderer (src/entry-server.tsx)
 * makes one per request with its own QueryClient (the router's server API gives it the request's memory history).
 * The browser's one is made by main.tsx after a yield, not while the app's code is evaluated: making it (the route
 * tree, the browser history, the first location) is ~50 ms on a slow phone (issue 27).
 * React Query's cache travels with the router's own dehydration: on the server by the official integration
 * (setupRouterSsrQueryIntegration, below), in the browser by the router's documented `hydrate` option, which puts the
 * server's answers into the QueryClient before the page hydrates, so nothing is asked for again. (The integration's
 * browser half — its redirect handling and the reader of answers streamed after the render, which renderToString
 * never sends — cost ~0.4 KiB gzip of the entry: measured 148 958 B against 148 542 B.)
 */
export const createAppRouter = (client: QueryClient) => {
  const router = createRouter({
    routeTree,
    // the browser's side of the integration's dehydration (below): the answers the server had when it rendered
    hydrate: (dehydrated: { query?: { initial?: DehydratedState['queries'] } }) => {
      if (dehydrated.query?.initial) hydrate(client, { queries: dehydrated.query.initial }, { defaultOptions: { deserializeData } });
    },
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
  });
  if (!import.meta.env.SSR) {
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
  }
  if (import.meta.env.SSR) {
    setupRouterSsrQueryIntegration({
      router,
      queryClient: client,
      // queries throw no redirects here (the route guards do)
      handleRedirects: false,
      // answers only, as React Query dehydrates by default: a failed or unfinished query is asked again in the browser;
      // a vendor's copies under its other name are stored again by the page in the browser (vendor-keys.ts)
      dehydrateOptions: { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !isStoredCopy(query), serializeData },
    });
  }
  return router;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
