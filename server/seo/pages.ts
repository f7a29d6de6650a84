/**
 * Which pages search engines may list (issue 13 item 9): the public content pages, every blog article and every
 * vendor page. Private or noindex pages (cart, checkout, profile, orders, order tracking, password reset, the
 * newsletter's token pages) are not listed, and robots.txt keeps crawlers off them and off the server's APIs.
 */
import { ARTICLE_SLUGS } from '../../src/domain/blog-slugs.ts';
import type { AppRoutes } from '../app-routes.ts';

/** The values of a listed route's parameter, by the route's path: a listed route with another parameter is an error. */
const PARAM_VALUES: Record<string, readonly string[]> = { '/blog/$slug': ARTICLE_SLUGS };

/**
 * The public pages the sitemap lists (paths, no query): the routes the build's route manifest marks `sitemap`
 * (src/app/server-pages.ts, by the router's route ids) — a route with a parameter once per known value (the blog's
 * articles). Without a route manifest (no build) there are none.
 */
export function sitemapPaths(routes: AppRoutes | null): string[] {
  return (routes?.listed ?? []).flatMap((r) => {
    if (!r.path.includes('$')) return [r.path];
    const values = PARAM_VALUES[r.path];
    if (!values) throw new Error(`seo: the listed route ${r.path} has a parameter whose values are unknown`);
    const [param] = /\$\w+/.exec(r.path) ?? [''];
    return values.map((v) => r.path.replace(param, encodeURIComponent(v)));
  });
}

/** The page of a vendor (the app's /restaurant/$id route takes the slug). */
export function vendorPath(slug: string): string {
  return `/restaurant/${encodeURIComponent(slug)}`;
}

/** Path prefixes crawlers must not fetch: the server's APIs and the private or noindex pages. */
export const DISALLOWED_PREFIXES = [
  '/api/', '/auth/', '/rest/', '/dev/', '/checkout', '/cart', '/profile', '/order', '/track-order', '/reset-password',
  '/password-reset', '/blog/newsletter/',
] as const;
