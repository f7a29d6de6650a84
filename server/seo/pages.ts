/**
 * Which pages search engines may list (issue 13 item 9): the public content pages, every blog article and every
 * vendor page. Private or noindex pages (cart, checkout, profile, orders, order tracking, password reset, the
 * newsletter's token pages) are not listed, and robots.txt keeps crawlers off them and off the server's APIs.
 */
import { ARTICLE_SLUGS } from '../../src/domain/blog-slugs.ts';

/** Public content pages, in the order the sitemap lists them. /faq and /impressum are second paths of /help and
 *  /imprint (which name the first as canonical), so only the first is listed. */
const CONTENT_PATHS = [
  '/', '/restaurants', '/blog', '/press', '/about', '/contact', '/help', '/imprint', '/terms', '/privacy', '/cookies',
  '/accessibility', '/business', '/courier', '/restaurant-signup', '/recommend-vendor', '/careers', '/ethics-hotline',
] as const;

/** The content pages and the blog articles (paths, no query). */
export function contentPaths(): string[] {
  return [...CONTENT_PATHS, ...ARTICLE_SLUGS.map((slug) => `/blog/${slug}`)];
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
