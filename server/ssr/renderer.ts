/**
 * Server-side rendering of the first screens (issue 17) and the content pages (issue 13), one mechanism: the
 * build's renderer (<dist>/.ssr/entry-server.mjs, from src/entry-server.tsx) renders a page with the app's own
 * routes and loaders, reading the API in-process through Fastify's inject; the result is kept per (URL without
 * `lng`, language) — data pages (home, listing, vendor page) for the vendor cache's lifetime (VENDOR_CACHE_MS), content
 * pages until the next start, so a content page is rendered once, like a build-time prerender — with an ETag.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../src/domain/languages.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import type { ServerRendererModule as RendererModule, ServerRenderSetup } from '../../src/domain/server-render.ts';
import { documentTemplate, styleAttributeHashes, styleElementHash } from './document.ts';
import { assetsOfRoutes, pageKind, type PageKind } from './pages.ts';

/** A rendered page as it is sent (and kept). */
export interface RenderedPage {
  status: number;
  etag: string;
  /** The document as UTF-8. */
  html: Buffer;
  /** The body compressed, made on first use and kept with the page. */
  encoded: (encoding: 'br' | 'gzip') => Buffer;
  /** The page's Content-Security-Policy, once made (reply.ts). */
  csp?: string;
  /** `'sha256-…'` of each distinct style="…" attribute React wrote (the page's CSP allows exactly these). */
  styleHashes: string[];
  /** `'sha256-…'` of the route stylesheets written inline. */
  styleElementHashes: string[];
  expires: number;
}

export interface SsrRendererOptions {
  distDir: string;
  publicApiToken: string;
  /** The configured public origin (siteUrl). */
  origin: string;
  /** Lifetime of a rendered data page (ms; 0: rendered per request). */
  dataTtlMs: number;
  now?: () => number;
  /** Most pages kept (each URL and language is one). */
  maxEntries?: number;
}

export interface SsrRenderer {
  kindOf(pathname: string): PageKind | null;
  /** The page for a URL (path and query) in a language; null when the shell should be sent instead. */
  page(url: string, lng: Language): Promise<RenderedPage | null>;
}

function readResources(distDir: string): ServerRenderSetup['resources'] {
  const out: ServerRenderSetup['resources'] = {};
  for (const lng of LANGUAGES) {
    const dir = path.join(distDir, 'locales', lng);
    const bundle: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      bundle[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    }
    out[lng] = bundle;
  }
  return out;
}

/**
 * The page's body in an encoding, compressed once on first use. Brotli at quality 5 for a page that is kept and sent
 * again (~1.4 ms for a 110 KB listing where the default, 11, takes ~100 times as long, for ~10 % more bytes); 4 for a
 * page rendered for one request (VENDOR_CACHE_MS=0): ~0.9 ms, 9 % more bytes — what CDNs use for dynamic pages.
 */
function compressor(html: Buffer, kept: boolean): RenderedPage['encoded'] {
  const done: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const params = { [constants.BROTLI_PARAM_QUALITY]: kept ? 5 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
  return (encoding) => (done[encoding] ??= encoding === 'br' ? brotliCompressSync(html, { params }) : gzipSync(html));
}

/** The cache key: the path and the query without `lng` (the language is its own part), parameters sorted. */
export function cacheKey(url: string, lng: Language): string {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('lng');
  u.searchParams.sort();
  const pathname = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  return `${lng} ${pathname.toLowerCase()}${u.search}`;
}

/** Loads the build's renderer; null when the build has none (built before SSR existed, or a test without a build). */
export async function createSsrRenderer(app: FastifyInstance, opts: SsrRendererOptions): Promise<SsrRenderer | null> {
  const entry = path.join(opts.distDir, '.ssr', 'entry-server.mjs');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as RendererModule;
  const compose = documentTemplate(readFileSync(path.join(opts.distDir, 'index.html'), 'utf8'));
  let manifest: Parameters<typeof assetsOfRoutes>[0] = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(opts.distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    // no hints without a manifest
  }
  await mod.setup({
    resources: readResources(opts.distDir),
    publicApiToken: opts.publicApiToken,
    origin: opts.origin,
    inProcess: async (url, headers) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? 'application/json'), body: res.body };
    },
  });
  const cssFiles = new Map<string, { css: string; hash: string }>();
  const readCss = (file: string) => {
    let style = cssFiles.get(file);
    if (style === undefined) {
      const css = readFileSync(path.join(opts.distDir, file), 'utf8');
      style = { css, hash: styleElementHash(css) };
      cssFiles.set(file, style);
    }
    return style;
  };
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 2000;
  const cache = new Map<string, RenderedPage>();
  const inFlight = new Map<string, Promise<RenderedPage | null>>();

  const renderPage = async (url: string, lng: Language, kind: PageKind): Promise<RenderedPage | null> => {
    const result = await mod.render(url, lng);
    if (!result) return null;
    const assets = assetsOfRoutes(manifest, result.routeIds);
    const styles = assets.styles.map(readCss);
    const html = compose({
      lng,
      appHtml: result.html,
      state: { lng, queries: result.state },
      title: result.head.title,
      description: result.head.description,
      links: result.head.links,
      styles: styles.map((s) => s.css),
      noscript: result.noscript,
    });
    const bytes = Buffer.from(html);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    const expires = kind === 'content' ? Infinity : now() + opts.dataTtlMs;
    return {
      status: result.status,
      etag,
      html: bytes,
      encoded: compressor(bytes, expires > now()),
      styleHashes: styleAttributeHashes(result.html),
      styleElementHashes: styles.map((s) => s.hash),
      expires,
    };
  };

  return {
    kindOf: pageKind,
    async page(url, lng) {
      const kind = pageKind(url.split('?')[0] ?? '/');
      if (!kind) return null;
      const key = cacheKey(url, lng);
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit;
      const running = inFlight.get(key);
      if (running) return running;
      const job = renderPage(url, lng, kind).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      const page = await job;
      if (page && page.expires > now()) {
        cache.delete(key);
        cache.set(key, page);
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      }
      return page;
    },
  };
}
