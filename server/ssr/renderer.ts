/**
 * Server-side rendering of the first screens (issue 17) and the content pages (issue 13), one mechanism: the
 * build's renderer (<dist>/.ssr/entry-server.mjs, from src/entry-server.tsx) renders a page with the app's own
 * routes and loaders, on render threads (render-pool.ts, page-maker.ts), reading the API in-process through Fastify's
 * inject; the result is kept per (URL without `lng`, language) — data pages (home, listing, vendor page) for the vendor
 * cache's lifetime (VENDOR_CACHE_MS), content pages until the next start, so a content page is rendered once, like a
 * build-time prerender — with an ETag; within a budget in bytes, the least recently used pages leaving first.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../src/domain/languages.ts';
import { compress, rendererFile } from './page-maker.ts';
import { readAppRoutes, type AppRoutes } from '../app-routes.ts';
import type { PageKind } from './pages.ts';
import { startRenderPool, type RenderPool } from './render-pool.ts';
import type { Encoding, MadePage } from './thread-protocol.ts';

/** A rendered page as it is sent (and kept). */
export interface RenderedPage {
  status: number;
  etag: string;
  /** The document as UTF-8. */
  html: Buffer;
  /** The body compressed, made on first use and kept with the page. */
  encoded: (encoding: Encoding) => Buffer;
  /** The page's Content-Security-Policy, once made (reply.ts). */
  csp?: string;
  /** `'sha256-…'` of each distinct style="…" attribute React wrote (the page's CSP allows exactly these). */
  styleHashes: string[];
  /** `'sha256-…'` of the route stylesheets written inline. */
  styleElementHashes: string[];
  /** `'sha256-…'` of the router's inline hydration scripts. */
  scriptHashes: string[];
  expires: number;
}

export interface SsrRendererOptions {
  distDir: string;
  /** The build's route manifest (server/app-routes.ts): which URLs are rendered pages, and of which kind. */
  routes: AppRoutes;
  publicApiToken: string;
  /** The configured public origin (siteUrl). */
  origin: string;
  /** Lifetime of a rendered data page (ms; 0: rendered per request). */
  dataTtlMs: number;
  /** Render threads (default: one per core, at most 4). */
  threads?: number;
  /** A render taking longer fails: the shell is sent (default 10 s). */
  renderTimeoutMs?: number;
  now?: () => number;
  /** Most pages kept (each URL and language is one). */
  maxEntries?: number;
  /**
   * Most bytes the kept pages hold: each page's document and the compressed bodies made of it (default 16 MiB; every
   * content page and blog article in three languages, with its brotli body, takes ~6.6 MB). A content page is kept
   * until the next start per URL, query included: without a bound in bytes, requests for `/about?x=1` …
   * `/about?x=1500` held ~110 MB more (RSS 195 → 303 MB, and growing up to maxEntries); the least recently used
   * pages go first.
   */
  maxBytes?: number;
}

export interface SsrRenderer {
  kindOf(pathname: string): PageKind | null;
  /**
   * The page for a URL (path and query) in a language; null when the shell should be sent instead. `encoding`: what
   * the asking request accepts (compressed on the render thread).
   */
  page(url: string, lng: Language, encoding?: Encoding | null): Promise<RenderedPage | null>;
  /**
   * Forgets the rendered data pages (home, listing, vendor page) after a vendor write on this node, so the next
   * request renders the new state (a desk's busy mode, hours, pause); renders already running are not kept.
   */
  forgetDataPages(): void;
  /** How many rendered pages are kept (tests; the memory benchmark's concern). */
  keptPages(): number;
}

const bytes = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

/** A page and its bytes: the document and the compressed bodies made so far (each body once, on first use). */
interface SizedPage {
  page: RenderedPage;
  size: number;
  /** Told the bytes of each compressed body made after the page was made. */
  onGrow?: (bytes: number) => void;
}

function renderedPage(made: MadePage, kept: boolean, expires: number): SizedPage {
  const html = bytes(made.html);
  const done: Partial<Record<Encoding, Buffer>> = made.encoded ? { [made.encoded.encoding]: bytes(made.encoded.body) } : {};
  const encode = (encoding: Encoding) => {
    const body = compress(html, encoding, kept);
    sized.size += body.length;
    sized.onGrow?.(body.length);
    return body;
  };
  const sized: SizedPage = {
    size: html.length + (made.encoded?.body.byteLength ?? 0),
    page: {
      status: made.status,
      etag: made.etag,
      html,
      encoded: (encoding) => (done[encoding] ??= encode(encoding)),
      styleHashes: made.styleHashes,
      styleElementHashes: made.styleElementHashes,
      scriptHashes: made.scriptHashes,
      expires,
    },
  };
  return sized;
}

/** The cache key: the path and the query without `lng` (the language is its own part), parameters sorted. */
export function cacheKey(url: string, lng: Language): string {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('lng');
  u.searchParams.sort();
  const pathname = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  return `${lng} ${pathname.toLowerCase()}${u.search}`;
}

/** What the render threads are started with (SsrRendererOptions' part). */
export type RenderThreadOptions = Pick<SsrRendererOptions, 'distDir' | 'publicApiToken' | 'origin' | 'threads' | 'renderTimeoutMs'>;

/** Render threads started before the app that uses them exists. */
export interface StartedRenderThreads {
  pool: Promise<RenderPool>;
  /** The app whose API answers the threads' in-process reads (and whose log hears of a thread that died). */
  serve(app: FastifyInstance): void;
}

/**
 * Starts the render threads for the build's renderer without waiting for them; null when the build has no index.html,
 * renderer or route manifest (the static module then renders nothing: built before SSR existed, or a test without a
 * build). server/main.ts starts them before it opens the database, so they load the renderer meanwhile (~0.5 s of the
 * start on the 2-core VM); createSsrRenderer takes them. A thread that fails to start fails the app's start there.
 */
export function startRenderThreads(opts: RenderThreadOptions): StartedRenderThreads | null {
  if (!existsSync(path.join(opts.distDir, 'index.html')) || !existsSync(rendererFile(opts.distDir)) || !readAppRoutes(opts.distDir)) return null;
  let app: FastifyInstance | undefined;
  const pool = startRenderPool({
    threads: opts.threads ?? Math.min(4, availableParallelism()),
    ...(opts.renderTimeoutMs ? { timeoutMs: opts.renderTimeoutMs } : {}),
    distDir: opts.distDir,
    publicApiToken: opts.publicApiToken,
    origin: opts.origin,
    inProcess: async (url, headers) => {
      // (a page is rendered only through createSsrRenderer, which names the app first)
      if (!app) throw new Error('the render threads have no app to read from');
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? 'application/json'), body: res.body };
    },
    onThreadError: (err) => app?.log.error({ err }, 'a render thread died and is replaced'),
  });
  // a failed start is thrown where the app waits for the threads, not as an unhandled rejection before
  pool.catch(() => undefined);
  return { pool, serve: (a) => void (app = a) };
}

/**
 * The server's rendered pages on the render threads (`started`, or started now); null when the build has no renderer.
 * The threads stop when the app closes.
 */
export async function createSsrRenderer(
  app: FastifyInstance,
  opts: SsrRendererOptions & { started?: StartedRenderThreads | null },
): Promise<SsrRenderer | null> {
  const threads = opts.started ?? startRenderThreads(opts);
  if (!threads) return null;
  threads.serve(app);
  const pool = await threads.pool;
  app.addHook('onClose', () => pool.close());
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
  // least recently used first (a hit moves its page to the end)
  const cache = new Map<string, SizedPage>();
  let keptBytes = 0;
  const drop = (key: string) => {
    const kept = cache.get(key);
    if (!kept) return;
    cache.delete(key);
    kept.onGrow = undefined;
    keptBytes -= kept.size;
  };
  const trim = () => {
    for (const key of cache.keys()) {
      if (cache.size <= maxEntries && keptBytes <= maxBytes) return;
      drop(key);
    }
  };
  // expired pages leave the cache (swept at most once a second, when a page goes in): a data page lives VENDOR_CACHE_MS,
  // and up to maxEntries expired listings (~130 KB each with their compressed body) held tens of MB for nothing
  let sweptAt = 0;
  const sweep = (t: number) => {
    if (t - sweptAt < 1000) return;
    sweptAt = t;
    for (const [key, { page }] of cache) if (page.expires <= t) drop(key);
  };
  // a page larger than an eighth of the budget is not kept: one huge page must not push all others out
  const keep = (key: string, sized: SizedPage) => {
    drop(key);
    sweep(now());
    if (sized.size > maxBytes / 8) return;
    cache.set(key, sized);
    keptBytes += sized.size;
    // a compressed body made later counts too
    sized.onGrow = (bytes) => {
      keptBytes += bytes;
      if (sized.size > maxBytes / 8) drop(key);
      else trim();
    };
    trim();
  };
  const pageKind = (pathname: string): PageKind | null => opts.routes.match(pathname)?.render ?? null;
  const inFlight = new Map<string, Promise<SizedPage | null>>();

  // bumped by forgetDataPages: a data page whose render began before it is sent once but not kept
  let dataGeneration = 0;

  const renderPage = async (url: string, lng: Language, kind: PageKind, encoding: Encoding | null): Promise<SizedPage | null> => {
    const expires = kind === 'content' ? Infinity : now() + opts.dataTtlMs;
    const kept = expires > now();
    const made = await pool.render({ url, lng, kept, encoding });
    return made && renderedPage(made, kept, expires);
  };

  return {
    kindOf: pageKind,
    async page(url, lng, encoding = null) {
      const kind = pageKind(url.split('?')[0] ?? '/');
      if (!kind) return null;
      const key = cacheKey(url, lng);
      const hit = cache.get(key);
      if (hit && hit.page.expires > now()) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.page;
      }
      const running = inFlight.get(key);
      if (running) return (await running)?.page ?? null;
      const generation = dataGeneration;
      const job = renderPage(url, lng, kind, encoding).finally(() => {
        if (inFlight.get(key) === job) inFlight.delete(key);
      });
      inFlight.set(key, job);
      const sized = await job;
      if (sized && sized.page.expires > now() && (kind === 'content' || generation === dataGeneration)) keep(key, sized);
      return sized?.page ?? null;
    },
    keptPages: () => cache.size,
    forgetDataPages() {
      dataGeneration += 1;
      for (const [key, { page }] of cache) if (page.expires !== Infinity) drop(key);
      // a request after the write does not join a render that began before it (cache keys are "<lng> <path?query>")
      for (const key of [...inFlight.keys()]) if (pageKind(key.slice(key.indexOf(' ') + 1).split('?')[0] ?? '/') === 'data') inFlight.delete(key);
    },
  };
}
