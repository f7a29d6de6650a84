import './app/eval-react.ts';
import './lib/zod-jitless.ts';
import './styles/index.css';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { initI18n } from './i18n/index.ts';
import { createAppRouter } from './app/router.tsx';
import { loadRuntimeConfig } from './lib/api/client.ts';
import { BUILD_ID } from './lib/query-client.ts';
import { queryClient } from './app/query-client.ts';
import { persistOptions, QueryPersistence, saveWhenHidden } from './lib/query-persistence.tsx';
import { restoreAfterHydration, takeSsrState } from './ssr-client.ts';
import { yieldToBrowser } from './lib/after-load.ts';
import { watchTakeover } from './lib/use-hydrated.ts';
import { Footer } from './components/lazy-footer.ts';

const container = document.getElementById('app');
if (!container) throw new Error('#app missing');
// which build runs (support, and the update test): the same id busts the persisted query cache
document.documentElement.dataset.build = BUILD_ID;

// A server-rendered page (issue 17) brings its React Query cache and language: taken before anything loads
const ssr = takeSsrState();

// The start is cut into tasks (issue 27: evaluating the app's code, making the router, preloading the first route
// and starting the render were one task of ~300-500 ms on a slow phone): the browser may paint and take input in
// between. (Not as top-level awaits: with a top-level await anywhere in the entry chunk, the
// build's manifest no longer names the entry chunk, which the server reads — rolldown 1.2.19.)
let router: ReturnType<typeof createAppRouter>;
let appReady: Promise<unknown>;
const start = async () => {
  // a benchmark build of the app's module evaluation alone (bench/web.mjs --layers; '' in a real build)
  if (import.meta.env.VITE_BENCH_START === 'modules') return;
  await yieldToBrowser();
  // i18next's set-up (its services, options and stores, 11–14 ms at 1x here) in the task after the entry's evaluation,
  // not in it. The loading shell ("Wird geladen...") stays until the translations are there (spec 2 §2); if they
  // cannot be loaded at all the app still renders (keys fall back to German where available). The first route (its
  // code chunk and loader) loads at the same time instead of after the translations: no waterfall.
  const i18nReady = initI18n(ssr?.lng).catch((err: unknown) => console.error('i18n init failed', err));
  // the runtime config in parallel with the translations
  void loadRuntimeConfig();
  await yieldToBrowser();
  router = createAppRouter(queryClient);
  await yieldToBrowser();

  // the first route's code chunk loads while the persisted cache is being restored (IndexedDB), not after it. zod and
  // the wire schemas are not evaluated here: they load with the first request that parses (lib/api/fetch-parsed.ts;
  // the server hints their chunks with the HTML of a route whose loader asks the API, server/static.ts), and a
  // server-rendered page's loaders find the server's answers in the cache and parse nothing — evaluating zod and the
  // schemas is one long task (~250 ms on a slow phone, issue 27)
  // (a failure is reported where the route loads: the router's hydration or load asks for the chunk again, below)
  // The footer's chunk too: React takes the footer over in the pass after the first, and a chunk arriving during
  // that pass makes React start the route's part of it again (issue 27). (A route without a chunk answers undefined:
  // done at once.)
  const chunks = (async () =>
    Promise.all([Footer.preload?.(), ...router.getMatchedRoutes(location.pathname)[0].map((route) => router.loadRouteChunk(route))]))().catch(
    () => undefined,
  );
  await yieldToBrowser();

  // The persisted query cache (IndexedDB, issue 4) is restored by QueryPersistence (lib/query-persistence.tsx) before the
  // first route loads, so its loader finds the vendor, catalog or order of the last visit — also offline.
  const persistence = ssr ? persistOptions(queryClient, restoreAfterHydration()) : persistOptions(queryClient);
  let restored: () => void = () => {};
  // a server-rendered page has its data already: its route loads at once (the restore runs after hydration)
  const routeReady = new Promise<void>((resolve) => {
    restored = resolve;
    if (ssr) resolve();
  })
    .then(() => {
      saveWhenHidden(queryClient, persistence);
      // a server-rendered page: the router takes the server's matches and the React Query cache from the page's
      // hydration scripts (the router's `ssr/client`; it renders as on the server, in its SSR mode). Its loaders then
      // run as on any first load, awaited (`sync`, not as a background reload of the server's matches): they find their
      // data in the cache and load what the browser itself needs (a page's translation namespaces: i18n/lazy.ts). A yield
      // before each step: the route chunks' evaluation, the router's hydration, its load and React's start were one
      // task of ~100-550 ms at 4x CPU on the listing (they followed each other as promise callbacks)
      if (ssr && window.$_TSR)
        return chunks
          .then(yieldToBrowser)
          .then(() => hydrate(router).finally(() => window.$_TSR?.h()))
          .then(yieldToBrowser)
          .then(() => router.load({ sync: true }));
      return router.load();
    })
    .catch((err: unknown) => console.error('route load failed', err));
  appReady = Promise.all([i18nReady, routeReady]);

  const tree = (
    <StrictMode>
      <QueryPersistence client={queryClient} options={persistence} onRestored={() => restored()}>
        <App />
      </QueryPersistence>
    </StrictMode>
  );
  // server-rendered: React takes over the page's markup once translations and route are ready (same first render).
  // Started as a transition, hydration yields to the browser every few milliseconds (a transition lane is time-sliced;
  // the default lane hydrates in one task: ~150-300 ms on a slow phone, measured as Lighthouse's blocking time)
  if (ssr) {
    // (a benchmark build without React's takeover of the page, bench/web.mjs --layers: everything before it runs)
    if (import.meta.env.VITE_BENCH_START !== 'no-hydrate')
      void appReady
        .then(yieldToBrowser)
        .then(() => startTransition(() => void hydrateRoot(container, tree)))
        // once React has hydrated all of it: the restore may start, and what mounts from then on shows what this device
        // remembers at once (lib/use-hydrated.ts)
        .then(() => watchTakeover(container));
  }
  else createRoot(container).render(tree);
};
void start();

/**
 * The shell until translations, cache and first route are ready; then the app. That render runs as a transition:
 * React builds the page in slices of a few milliseconds, yielding to the browser in between, instead of one long
 * task that blocks input (a ~150-220 ms task on a slow phone for the listing or a menu).
 */
function App() {
  const [ready, setReady] = useState(ssr !== null);
  // (the root never unmounts; StrictMode's second run of the effect sets the same state again)
  useEffect(() => void appReady.finally(() => startTransition(() => setReady(true))), []);
  useEffect(() => {
    // the page reacts to input from here on (tests wait for it: a server-rendered page is visible before)
    if (ready) document.documentElement.dataset.app = 'ready';
  }, [ready]);
  if (!ready) {
    return (
      <div className="boot" role="status">
        Wird geladen...
      </div>
    );
  }
  return <RouterProvider router={router} />;
}
