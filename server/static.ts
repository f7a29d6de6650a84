/**
 * Serves the built PWA: hashed assets with `immutable` caching, index.html / service worker / manifest with `no-cache`,
 * pre-compressed brotli/gzip variants (scripts/compress-dist.mjs), server-rendered pages (server/ssr), an SPA fallback
 * for app URLs (no route of the app: a vendor's slug answers 301 to its page, anything else the shell with 404 —
 * server/app-routes.ts), security headers on every response, and GET /config.json with the runtime settings.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from './deps.ts';
import { readAppRoutes, vendorSlugOfPath, wholeFileOnly, type AppRoutes } from './app-routes.ts';
import { defaultRenderThreads, siteUrl, type Config } from './config.ts';
import { errorBody } from './errors.ts';
import { DEFAULT_LANGUAGE, detectLanguage, type Language } from '../src/domain/languages.ts';
import { createSsrRenderer, type RenderThreadOptions } from './ssr/renderer.ts';
import { acceptedLanguages, sendRendered } from './ssr/reply.ts';
import { chunkFiles, renderedRoutes, type ManifestChunk, type PageAssets } from './ssr/pages.ts';

/** Path prefixes that belong to the server's APIs: never answered with the SPA shell. */
const API_PREFIXES = ['/api/', '/auth/', '/rest/', '/media/', '/dev/'];
/**
 * The interface language the app will most likely pick (detectLanguage, the stored choice unknown here), from the URL
 * and Accept-Language. For a preload hint only: a wrong guess costs one small request, never a wrong page.
 */
export function likelyLanguage(url: string, acceptLanguage: string | undefined): Language {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return detectLanguage({ search, stored: null, browser: acceptedLanguages(acceptLanguage), htmlLang: null });
}

/** The build's chunk of zod and the wire schemas (vite.config.ts), hinted with a route whose loader parses API answers. */
const PARSING_CHUNK = 'wire';

/** What the shell response hints for one route: its JS files and the stylesheets they load. */
type RouteFiles = PageAssets;

/**
 * The files the shell response hints for each server-rendered page of the route manifest (server/app-routes.ts), by
 * route id: its component chunk and the chunks it imports, without the entry (index.html loads that), and their
 * stylesheets (the route's code runs only once these have loaded) — with the parsing chunk when its loader parses.
 * Read from Vite's build manifest; an unknown or missing manifest just means no hints.
 */
export function routeChunkFiles(manifest: Record<string, ManifestChunk>, routes: AppRoutes): Map<string, RouteFiles> {
  const out = new Map<string, RouteFiles>();
  const parsing = Object.keys(manifest).filter((k) => manifest[k]?.name === PARSING_CHUNK);
  for (const { id, chunk, parses } of routes.rendered) {
    const route = chunk ? manifest[chunk] : undefined;
    if (!chunk || !route || route.isEntry) continue;
    out.set(id, chunkFiles(manifest, parses ? [chunk, ...parsing] : [chunk]));
  }
  return out;
}

function readRouteChunks(distDir: string, routes: AppRoutes | null): Map<string, RouteFiles> {
  try {
    if (!routes) return new Map();
    return routeChunkFiles(JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>, routes);
  } catch {
    return new Map();
  }
}

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'config.json']);

/** Extra public settings other modules contribute to /config.json (e.g. the Supabase URL and anon key). */
export type PublicConfigContributor = () => Record<string, unknown>;
declare module 'fastify' {
  interface FastifyInstance {
    /** contributors to /config.json (addPublicConfig) */
    publicConfigContributors: PublicConfigContributor[];
  }
}

export function addPublicConfig(app: FastifyInstance, fn: PublicConfigContributor): void {
  if (!app.hasDecorator('publicConfigContributors')) app.decorate('publicConfigContributors', [] as PublicConfigContributor[]);
  app.publicConfigContributors.push(fn);
}

/** The HSTS policy sent while the public site URL is https: one year, subdomains included (no preload). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** CSP hash sources of an HTML document's inline elements. */
export interface InlineHashes {
  /** `'sha256-…'` of each inline `<style>` (the entry stylesheet inlined by src/build/inline-entry-css.ts). */
  styles: string[];
  /** `'sha256-…'` of each inline `<script>` (none in today's build: Vite links its entry). */
  scripts: string[];
}

/**
 * The `'sha256-…'` sources of every inline `<style>` and `<script>` (without src) of an HTML document, as a
 * browser hashes them: the element's text as written, UTF-8, line breaks normalised to LF by the HTML parser.
 * Elements inside comments are skipped.
 */
export function inlineHashes(html: string): InlineHashes {
  const source = (text: string) =>
    `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
  const doc = html.replace(/<!--[\s\S]*?-->/g, '');
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const m of doc.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(source(m[1] ?? ''));
  for (const m of doc.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1] ?? '')) scripts.add(source(m[2] ?? ''));
  }
  return { styles: [...styles], scripts: [...scripts] };
}

export interface CspSources {
  /** Origins the page may fetch from besides its own (the API, Supabase, map tiles from /config.json). */
  connect?: string[];
  /** Hash sources of the served HTML's inline elements (inlineHashes of dist/index.html). */
  inline?: InlineHashes;
  /** `'sha256-…'` of style="…" attributes of a server-rendered page (server/ssr), allowed with 'unsafe-hashes'. */
  styleAttributes?: string[];
}

export function contentSecurityPolicy({ connect = [], inline = { styles: [], scripts: [] }, styleAttributes = [] }: CspSources = {}): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inline.scripts)}`,
    // No 'unsafe-inline': the one inline <style> (the entry stylesheet in index.html) is allowed by its hash and
    // every other stylesheet is a file. React's style={…} props and maplibre's positioning go through the CSSOM
    // (element.style), which CSP does not restrict; the static HTML has no style="…" attributes.
    `style-src ${list("'self'", ...inline.styles, ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : []))}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // the maps draw the basemap shipped with the app (same origin); a configured MAP_STYLE_URL's origin comes in `connect`
    `connect-src ${list("'self'", ...connect)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The render threads' settings (this module's, and server/main.ts's when it starts them ahead of the app). */
export const renderThreadOptions = (config: Config): RenderThreadOptions => ({
  distDir: path.resolve(config.DIST_DIR),
  publicApiToken: config.PUBLIC_API_TOKEN,
  origin: siteUrl(config),
  threads: config.SSR_THREADS ?? defaultRenderThreads(),
});

export const staticModule = fp<AppDeps>(
  async (app, deps) => {
    const { config } = deps;
    const distDir = path.resolve(config.DIST_DIR);
    const hasDist = existsSync(path.join(distDir, 'index.html'));
    // read once: the served shell is this build's, until a restart (like the manifest above). Every HTML response
    // carries this CSP; index.html is the only HTML file of the build.
    const inline = hasDist ? inlineHashes(readFileSync(path.join(distDir, 'index.html'), 'utf8')) : undefined;
    // the build's app routes (from the router's route tree): other page URLs are missing pages (404 or a vendor's 301)
    const appRoutes = hasDist ? readAppRoutes(distDir) : null;
    const routeChunks = hasDist ? readRouteChunks(distDir, appRoutes) : new Map<string, RouteFiles>();
    // server-rendered first screens and content pages (server/ssr), when the build has the renderer
    const ssr = appRoutes
      ? await createSsrRenderer(app, { ...renderThreadOptions(config), routes: appRoutes, dataTtlMs: config.VENDOR_CACHE_MS, started: deps.renderThreads })
      : null;
    // a vendor write on this node (desk busy mode, hours, pause, menu) is on the next rendered page, not 2 s later
    if (ssr && app.hasDecorator('vendorApi')) app.vendorApi.ctx.onVendorsChanged.push(() => ssr.forgetDataPages());
    // from the configured public URL only, never from X-Forwarded-Proto or other request headers
    const hsts = new URL(siteUrl(config)).protocol === 'https:';

    const configJson = (): Record<string, unknown> => {
      const out: Record<string, unknown> = {
        apiBaseUrl: config.PUBLIC_API_BASE,
        publicApiToken: config.PUBLIC_API_TOKEN,
        // the maps' style (src/lib/map); absent: the basemap shipped with the app
        ...(config.MAP_STYLE_URL ? { mapStyleUrl: config.MAP_STYLE_URL } : {}),
      };
      for (const fn of app.hasDecorator('publicConfigContributors') ? app.publicConfigContributors : []) Object.assign(out, fn());
      return out;
    };
    const connectOrigins = (): string[] => {
      const cfg = configJson();
      const origins = new Set<string>();
      for (const key of ['apiBaseUrl', 'supabaseUrl', 'mapTilesUrl', 'mapStyleUrl']) {
        const v = cfg[key];
        if (typeof v === 'string' && /^https?:\/\//.test(v)) origins.add(new URL(v).origin);
      }
      return [...origins];
    };
    let csp: string | undefined;
    // a server-rendered page's: its inline route stylesheets and style attributes allowed by hash (server/ssr)
    // and the router's hydration scripts (src/entry-server.tsx)
    const pageCsp = (styles: string[], styleAttributes: string[], scripts: string[]) =>
      contentSecurityPolicy({
        connect: connectOrigins(),
        inline: { styles: [...(inline?.styles ?? []), ...styles], scripts: [...(inline?.scripts ?? []), ...scripts] },
        styleAttributes,
      });

    if (hsts) {
      // on the raw response as well: event streams (reply.hijack) write their own head and skip onSend
      app.addHook('onRequest', async (_req, reply) => {
        reply.raw.setHeader('Strict-Transport-Security', HSTS);
      });
    }
    app.addHook('onSend', async (_req, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      // also here: a reply sent by an onRequest hook that runs before the one above (rate limits, input checks)
      if (hsts) reply.header('Strict-Transport-Security', HSTS);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        csp ??= contentSecurityPolicy({ connect: connectOrigins(), inline });
        // a server-rendered page brings its own (its style attributes' hashes added: server/ssr/reply.ts)
        if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
        reply.header('X-Frame-Options', 'DENY');
        reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
      }
      return payload;
    });

    app.get('/config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return configJson();
    });

    if (hasDist) {
      await app.register(fastifyStatic, {
        root: distDir,
        preCompressed: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(res, filePath) {
          const rel = path.relative(distDir, filePath).replace(/\.(br|gz)$/, '');
          // translations are not content-hashed: revalidated every time (ETag → 304) so a deploy is seen at once
          if (NO_CACHE_FILES.has(rel) || rel.endsWith('.html') || rel.startsWith('locales/')) res.header('Cache-Control', 'no-cache');
          else if (rel.startsWith('assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
    }

    const sendShell = (reply: FastifyReply, req?: FastifyRequest, status = 200) => {
      if (!hasDist) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('Lieferzone: the app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
      }
      reply.header('Cache-Control', 'no-cache');
      // the page's translations start with the HTML, not after the app's code has run — only the likely language's
      // (index.html names none: a fixed German preload was a wasted download on every English or Turkish first visit)
      const links: string[] = [];
      const lng = req ? likelyLanguage(req.url, req.headers['accept-language']) : DEFAULT_LANGUAGE;
      reply.header('Vary', 'Accept-Language');
      links.push(`</locales/${lng}/translation.json>; rel=preload; as=fetch; crossorigin=anonymous`);
      // the page's route code and its stylesheets start with the entry instead of after it has run (a round trip
      // less each; the route's code waits for its stylesheets). crossorigin as Vite's loader asks for them.
      const pathname = (req?.url ?? '/').split('?')[0] ?? '/';
      const route = appRoutes?.match(pathname);
      const files = route && routeChunks.get(route.id);
      for (const file of files?.scripts ?? []) links.push(`</${file}>; rel=modulepreload; crossorigin=anonymous`);
      for (const file of files?.styles ?? []) links.push(`</${file}>; rel=preload; as=style; crossorigin=anonymous`);
      if (links.length) reply.header('Link', links.join(', '));
      if (status !== 200 && req) wholeFileOnly(req.raw.headers);
      return reply.code(status).sendFile('index.html');
    };

    // The app's start URL is answered explicitly: left to the static plugin, `/` is a directory (403 without an
    // Accept-Encoding header, a pre-compressed index with one).
    app.get('/', async (req, reply) => ((ssr && (await sendRendered(ssr, req, reply, pageCsp))) ? reply : sendShell(reply, req)));

    const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (ssr && (await sendRendered(ssr, req, reply, pageCsp))) return reply;
      if (!appRoutes || appRoutes.matches(url)) return sendShell(reply, req);
      // no page of the app (spec 3 §2.13): a vendor's slug typed as a path goes to its page; anything else is the
      // shell with 404, where the app shows the not-found page with suggestions
      const slug = await vendorSlugOfPath(deps.db, url).catch((err: unknown) => {
        req.log.warn({ err }, 'vendor slug check of a missing page failed');
        return null;
      });
      if (!slug) return sendShell(reply, req, 404);
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.code(301).header('Cache-Control', 'public, max-age=3600').redirect(`/restaurant/${slug}${query}`, 301);
    };
    // the server-rendered pages are routes of their own (else each first looks for a file of its name on disk)
    for (const route of appRoutes ? renderedRoutes(appRoutes) : []) app.get(route, sendPage);
    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(url) && !url.startsWith('/assets/');
      if (!wantsPage) return reply.status(404).send(errorBody(404, `No route for ${req.method} ${url}`));
      return sendPage(req, reply);
    });
  },
  { name: 'lieferzone-static', fastify: '5.x' },
);
