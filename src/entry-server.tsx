/**
 * The server renderer (issue 17; built by `vite build --ssr`, see vite.config.ts, loaded by server/ssr/renderer.ts).
 * One request, the router's own way (`@tanstack/react-router/ssr/server`): its request handler makes a router of the
 * app's routes and options (router.tsx) with a QueryClient of its own on the request's URL, runs the loaders as in the
 * browser — they read their data in-process: the API client's fetch (setFetch below) goes to `inProcess`, Fastify's
 * inject, no socket; the answers, the server's own, are taken as they are (lib/api/fetch-parsed.ts) — and dehydrates
 * the matches and, by React Query's official integration, the cache; React renders the page to a string, UTF-8 from
 * there on, that ends with the router's hydration scripts, which the browser hydrates from (main.tsx).
 * Content pages are the same render of a page without data (their text comes from the translation files).
 */
// zod compiles its parsers here (the browser's build runs them jitless for its CSP: src/lib/zod-jitless.ts)
import { StrictMode } from 'react';
import { RouterContextProvider, RouterProvider, Scripts } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus, transformReadableStreamWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { i18n, i18nOptions } from './i18n/index.ts';
import { DEFAULT_LANGUAGE, type Language } from './domain/languages.ts';
import { createAppRouter } from './app/router.tsx';
import { Footer } from './components/lazy-footer.ts';
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

const encoder = new TextEncoder();

/** The page's own request to the router (its origin is never used for a link: canonical links read serverOrigin()). */
const PAGE_ORIGIN = 'http://page.invalid';

/** A route's "not found" (an unknown page, a vendor or article the API does not know) stays 404; other errors: null. */
function statusOf(router: ReturnType<typeof createAppRouter>, ssrStatus: number): number | null {
  const error = router.state.matches.find((m) => m.status === 'error')?.error;
  if (error) return isHttpError(error) && error.status === 404 ? 404 : null;
  return ssrStatus === 500 ? null : ssrStatus;
}

/**
 * Renders one page URL (path and query) in `lng`; null when the server should send the plain shell instead (a
 * redirect, or an error other than "not found": the browser app handles those as before).
 *
 * The router's own server rendering (`@tanstack/react-router/ssr/server`): its request handler loads the route
 * (loaders, redirects) and dehydrates it — the React Query cache by the official integration (router.tsx:
 * setupRouterSsrQueryIntegration); React renders it to a string, then the router's hydration scripts (`<Scripts />`)
 * in a render of their own after it — the page's tree has exactly the browser's shape (main.tsx), so the ids React's
 * useId gives are the same on both sides — and `transformReadableStreamWithRouter` adds the scripts that are still to
 * come (the query integration's stream closes when the render has finished); the browser hydrates from them
 * (src/main.tsx: `hydrate` of `ssr/client`). This is `renderRouterToString` without its Response, and the page's
 * markup is UTF-8 from the string on: encoded once, the router adds its scripts to the bytes, the server puts the
 * bytes into the document (server/ssr/document.ts). (`transformHtmlStringWithRouter` encoded the markup itself,
 * decoded its answer again, and the server encoded it once more; React's own stream, `renderToReadableStream`,
 * encodes each of its thousands of pieces on its own: both cost more — bench:ssr-render, issue 26.)
 */
export async function render(url: string, lng: Language): Promise<ServerRenderResult | null> {
  let result: ServerRenderResult | null = null;
  // the footer is a lazy part in the browser (components/lazy-footer.ts); here it renders with the page (loaded once)
  await Footer.preload?.();
  const handler = createRequestHandler({
    request: new Request(new URL(url, PAGE_ORIGIN)),
    createRouter: () => createAppRouter(createQueryClient()),
  });
  await handler(async ({ router }) => {
    // the render is synchronous: the shared i18next instance has this request's language for exactly its duration
    void i18n.changeLanguage(lng);
    if (i18n.language !== lng) throw new Error(`server i18n did not switch to ${lng}`);
    const routeIds = router.state.matches.map((m) => m.routeId);
    const noscript = routeIds.includes('/restaurant/$id') ? i18n.t('common.noscriptOrdering') : undefined;
    takeServerHead();
    // (React's render runs at once; an error in it fails the page: the server logs it and sends the shell)
    const markup = renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    // the router's hydration scripts (the page state) after the markup, rendered and encoded on their own: React's
    // string is a rope of thousands of pieces that V8 flattens to encode it, and one character above U+00FF (a euro
    // sign, an en dash) makes all of it two bytes per character; the listing's markup and state flattened together
    // (~65,400 characters) went over V8's 128 KiB regular object size, ~0.8 ms per page on this VM (issue 26)
    const scripts = renderToString(
      <RouterContextProvider router={router}>
        <Scripts />
      </RouterContextProvider>,
    );
    const head = takeServerHead();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(markup));
        controller.enqueue(encoder.encode(scripts));
        controller.close();
      },
    });
    const html = new Uint8Array(await new Response(transformReadableStreamWithRouter(router, stream)).arrayBuffer());
    const ssrStatus = getSsrStatus(router);
    const status = statusOf(router, ssrStatus);
    if (status !== null) result = { status, html, head, routeIds, ...(noscript ? { noscript } : {}) };
    return new Response(null, { status: ssrStatus });
  });
  return result;
}
