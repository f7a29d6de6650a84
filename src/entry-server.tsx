/**
 * The server renderer (issue 17; built by `vite build --ssr`, see vite.config.ts, loaded by server/ssr/renderer.ts).
 * One request: a router of its own (the app's routes and options, router.tsx) on a memory history of the URL and a
 * QueryClient of its own; the route loaders run as in the browser and read their data in-process (the API client's
 * requests go to `inProcess`, i.e. Fastify's inject — no socket, no HTTP hop); then React renders the page to a
 * string and the React Query cache is dehydrated for the browser (src/ssr-client.ts hydrates it).
 * Content pages are the same render of a page without data (their text comes from the translation files).
 */
// zod compiles its parsers here (the browser's build runs them jitless for its CSP: src/lib/zod-jitless.ts)
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from './i18n/index.ts';
import { DEFAULT_LANGUAGE, type Language } from './domain/languages.ts';
import { createAppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { setFetch, setRuntimeConfig } from './lib/api/client.ts';
import { isHttpError } from './lib/api/errors.ts';
import { setServerOrigin, takeServerHead } from './lib/ssr-head.ts';
import type { ServerRenderResult, ServerRenderSetup } from './domain/server-render.ts';
import { setClockOffset } from './domain/clock.ts';

/** The API's origin as the renderer's requests name it: never a real host, only the in-process handler answers it. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

/**
 * The API client's fetch on the server (lib/api/client.ts: setFetch): every request of the renderer goes to the
 * server's own API in-process (Fastify's inject in the main thread) — no socket, and the global `fetch` untouched.
 */
function inProcessFetch(inProcess: ServerRenderSetup['inProcess']): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const answer = await inProcess(url.startsWith(IN_PROCESS_ORIGIN) ? url.slice(IN_PROCESS_ORIGIN.length) : url, headers);
    const res = new Response(null, { status: answer.status, headers: { 'content-type': answer.contentType } });
    // the body read straight from the answer's text (no stream, no UTF-8 bytes and back): what the API client reads
    const read = <T,>(fn: () => T) => Promise.resolve().then(fn);
    return Object.assign(res, { json: () => read(() => JSON.parse(answer.body) as unknown), text: () => read(() => answer.body) });
  };
}

export async function setup(opts: ServerRenderSetup): Promise<void> {
  setRuntimeConfig({ apiBaseUrl: IN_PROCESS_ORIGIN, publicApiToken: opts.publicApiToken });
  setFetch(inProcessFetch(opts.inProcess));
  setServerOrigin(opts.origin);
  setClockOffset(opts.clockOffsetMs);
  const namespaces = [...new Set(Object.values(opts.resources).flatMap((r) => Object.keys(r)))];
  // the browser's options (src/i18n/index.ts), with every language and namespace at hand
  await i18n.use(initReactI18next).init(
    i18nOptions({ lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, ns: namespaces, resources: opts.resources, initAsync: false }),
  );
}

/** Resolves once no query has been fetching for a whole turn (a loader may start a follow-up when one ends). */
async function settled(client: ReturnType<typeof createQueryClient>): Promise<void> {
  for (let quiet = 0; quiet < 2; ) {
    await new Promise((r) => setTimeout(r, 0));
    if (client.isFetching() === 0) quiet++;
    else {
      quiet = 0;
      await new Promise<void>((resolve) => {
        const stop = client.getQueryCache().subscribe(() => {
          if (client.isFetching() === 0) {
            stop();
            resolve();
          }
        });
      });
    }
  }
}

/**
 * Renders one page URL (path and query) in `lng`; null when the server should send the plain shell instead (a
 * redirect, or an error other than "not found": the browser app handles those as before).
 */
export async function render(url: string, lng: Language): Promise<ServerRenderResult | null> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  await settled(queryClient);
  // the server-side load's outcome (router-core's load-server): a redirect is left to the browser app
  const outcome = router._serverResult;
  if (!outcome || outcome.type === 'redirect') return null;
  const matches = router.state.matches;
  const error = matches.find((m) => m.status === 'error')?.error;
  // "not found" stays 404 (an unknown page, a vendor or article the API does not know); other errors: the shell
  if (outcome.status === 500 || (error && !(isHttpError(error) && error.status === 404))) return null;
  const status = error ? 404 : outcome.status;
  // the render is synchronous: the shared i18next instance has this request's language for exactly its duration
  void i18n.changeLanguage(lng);
  if (i18n.language !== lng) throw new Error(`server i18n did not switch to ${lng}`);
  takeServerHead();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const head = takeServerHead();
  const routeIds = matches.map((m) => m.routeId);
  const noscript = routeIds.includes('/restaurant/$id') ? i18n.t('common.noscriptOrdering') : undefined;
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { status, html, state, head, routeIds, ...(noscript ? { noscript } : {}) };
}
