/**
 * Serves the built PWA: hashed assets with `immutable` caching, index.html / service worker / manifest with
 * `no-cache`, pre-compressed brotli/gzip variants (written at build time by scripts/compress-dist.mjs), an SPA
 * fallback for app URLs, security headers on every response, and GET /config.json with the runtime settings.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from './app.ts';
import { errorBody } from './errors.ts';

/** Path prefixes that belong to the server's APIs: never answered with the SPA shell. */
const API_PREFIXES = ['/api/', '/auth/', '/rest/', '/media/', '/dev/'];
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'config.json']);

/** Extra public settings other modules contribute to /config.json (e.g. the Supabase URL and anon key). */
export type PublicConfigContributor = () => Record<string, unknown>;
const contributors = new WeakMap<FastifyInstance, PublicConfigContributor[]>();

export function addPublicConfig(app: FastifyInstance, fn: PublicConfigContributor): void {
  const list = contributors.get(app) ?? [];
  list.push(fn);
  contributors.set(app, list);
}

export function contentSecurityPolicy(extraConnect: string[] = []): string {
  const connect = ["'self'", ...extraConnect].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets styles through the CSSOM; inline style attributes of third-party widgets (maplibre) need this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function registerStatic(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const distDir = path.resolve(config.DIST_DIR);
  const hasDist = existsSync(path.join(distDir, 'index.html'));

  const configJson = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {
      apiBaseUrl: config.PUBLIC_API_BASE,
      publicApiToken: config.PUBLIC_API_TOKEN,
    };
    for (const fn of contributors.get(app) ?? []) Object.assign(out, fn());
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

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      csp ??= contentSecurityPolicy(connectOrigins());
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
    }
    return payload;
  });

  // Dynamic responses (API JSON) are compressed on the fly; static files are served pre-compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

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
        if (NO_CACHE_FILES.has(rel) || rel.endsWith('.html')) res.header('Cache-Control', 'no-cache');
        else if (rel.startsWith('assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  const sendShell = (reply: FastifyReply) => {
    if (!hasDist) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Lieferzone: the app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };

  // The app's start URL is answered explicitly: left to the static plugin, `/` is a directory (403 without an
  // Accept-Encoding header, a pre-compressed index with one).
  app.get('/', (_req, reply) => sendShell(reply));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(url) && !url.startsWith('/assets/');
    if (wantsPage) return sendShell(reply);
    return reply.status(404).send(errorBody(404, `No route for ${req.method} ${url}`));
  });
}
