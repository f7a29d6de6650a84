/**
 * GET /robots.txt and GET /sitemap.xml (issue 13 item 9), a Fastify plugin registered before the static files and
 * the SPA fallback (server/static.ts), so neither answers these paths with the app shell.
 *
 * - Every URL is absolute on the configured site origin (siteUrl(): SITE_URL, else this server on localhost), never
 *   on the Host or X-Forwarded-* headers: a forged header cannot plant links in what search engines read.
 * - The sitemap lists the public pages the route manifest marks (src/app/server-pages.ts: the content pages, the blog
 *   articles) and every vendor page (vendor.vendors, by slug;
 *   drafts — not yet published by the back office — are left out). Up to
 *   MAX_URLS_PER_SITEMAP URLs it is one `<urlset>`; beyond, /sitemap.xml is a `<sitemapindex>` of /sitemap-1.xml,
 *   /sitemap-2.xml, … (content pages first, then vendors by slug), each within the limit.
 * - Answers are public for CACHE_SECONDS and kept in process as long, so crawlers cannot make the server scan the
 *   vendor table on every request.
 */
import path from 'node:path';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { readAppRoutes, type AppRoutes } from '../app-routes.ts';
import { siteUrl, type Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { notFound } from '../errors.ts';
import { publishedVendorCount, publishedVendorSlugs } from './repositories/vendors.ts';
import { DISALLOWED_PREFIXES, sitemapPaths, vendorPath } from './pages.ts';
import { MAX_URLS_PER_SITEMAP, robotsTxt, sitemapIndexXml, urlsetXml } from './xml.ts';

const CACHE_SECONDS = 300;

export interface SeoOptions {
  config: Config;
  db: Queryable;
  /** URLs per sitemap file (tests lower it to reach the index); at most the protocol's 50,000. */
  maxUrlsPerSitemap?: number;
  now?: () => number;
  /** The app's routes (default: the build's route manifest in DIST_DIR). */
  routes?: AppRoutes | null;
}

async function vendorSlugs(db: Queryable, offset: number, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  return publishedVendorSlugs(db, offset, limit);
}

export const seoModule: FastifyPluginCallback<SeoOptions> = (app, opts, done) => {
  const origin = siteUrl(opts.config);
  const perFile = Math.min(Math.max(1, opts.maxUrlsPerSitemap ?? MAX_URLS_PER_SITEMAP), MAX_URLS_PER_SITEMAP);
  const now = opts.now ?? Date.now;
  const pages = sitemapPaths(opts.routes !== undefined ? opts.routes : readAppRoutes(path.resolve(opts.config.DIST_DIR)));

  // answers kept for CACHE_SECONDS (the promise, so concurrent requests share one computation)
  const memo = new Map<string, { until: number; body: Promise<string> }>();
  const remembered = (key: string, make: () => Promise<string>): Promise<string> => {
    const t = now();
    for (const [k, v] of memo) if (v.until <= t) memo.delete(k);
    const hit = memo.get(key);
    if (hit) return hit.body;
    const body = make();
    memo.set(key, { until: t + CACHE_SECONDS * 1000, body });
    body.catch(() => memo.delete(key));
    return body;
  };

  /** The paths of sitemap file `n` (1-based) of the combined list: content pages, then vendors by slug. */
  const pathsOfFile = async (n: number): Promise<string[]> => {
    const start = (n - 1) * perFile;
    const end = start + perFile;
    const own = pages.slice(start, end);
    const vendorStart = Math.max(0, start - pages.length);
    const slugs = await vendorSlugs(opts.db, vendorStart, end - Math.max(start, pages.length));
    return [...own, ...slugs.map(vendorPath)];
  };

  const fileCount = async () => Math.max(1, Math.ceil((pages.length + (await publishedVendorCount(opts.db))) / perFile));

  const sendXml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`).type('application/xml; charset=utf-8').send(body);

  app.get('/robots.txt', (_req, reply) =>
    reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`).type('text/plain; charset=utf-8').send(robotsTxt(origin, DISALLOWED_PREFIXES)),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const body = await remembered('index', async () => {
      const files = await fileCount();
      if (files === 1) return urlsetXml(origin, await pathsOfFile(1));
      return sitemapIndexXml(origin, Array.from({ length: files }, (_, i) => `/sitemap-${String(i + 1)}.xml`));
    });
    return sendXml(reply, body);
  });

  // only in use when /sitemap.xml is an index
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    // without an index (one file) there are no numbered sitemaps
    const files = n >= 1 ? await fileCount() : 0;
    if (n < 1 || n > files || files === 1) throw notFound(`No sitemap ${req.params.n}`);
    return sendXml(reply, await remembered(`file-${String(n)}`, async () => urlsetXml(origin, await pathsOfFile(n))));
  });
  done();
};
