/**
 * What the server does with the app's pages, by the router's own route ids — a route that is renamed or removed fails
 * the type check here:
 * - `render`: the pages it renders (issue 17: home, listing, vendor page; issue 13: the content pages), `data` or
 *   `content`, and `parses` (src/domain/route-manifest.ts);
 * - `sitemap`: the public pages search engines may list (issue 13 item 9; server/seo adds every vendor's page, and a
 *   route with a parameter is listed with its known values: the blog's articles).
 * The build writes them into the route manifest with the router's paths and code chunks (src/build/app-routes.ts),
 * which the server reads (server/app-routes.ts): no list of paths of its own. /faq and /impressum are second paths of
 * /help and /imprint (which name the first as canonical), so only the first is listed.
 */
import type { FileRouteTypes } from '../routeTree.gen.ts';
import type { ServerPageOptions } from '../domain/route-manifest.ts';

export const SERVER_PAGES = {
  '/': { render: 'data', sitemap: true },
  '/restaurants': { render: 'data', parses: true, sitemap: true },
  '/restaurant/$id': { render: 'data', parses: true },
  '/help': { render: 'content', sitemap: true },
  '/faq': { render: 'content' },
  '/privacy': { render: 'content', sitemap: true },
  '/terms': { render: 'content', sitemap: true },
  '/imprint': { render: 'content', sitemap: true },
  '/impressum': { render: 'content' },
  '/about': { render: 'content', sitemap: true },
  '/contact': { render: 'content', sitemap: true },
  '/press': { render: 'content', sitemap: true },
  '/cookies': { render: 'content', sitemap: true },
  '/accessibility': { render: 'content', sitemap: true },
  '/blog': { render: 'content', sitemap: true },
  '/blog_/$slug': { render: 'content', sitemap: true },
  '/business': { sitemap: true },
  '/courier': { sitemap: true },
  '/restaurant-signup': { sitemap: true },
  '/recommend-vendor': { sitemap: true },
  '/careers': { sitemap: true },
  '/ethics-hotline': { sitemap: true },
} as const satisfies Partial<Record<FileRouteTypes['id'], ServerPageOptions>>;
