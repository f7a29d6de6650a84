/**
 * The sitemap protocol's XML (sitemaps.org 0.9) with hreflang alternates (xhtml:link): every page is one `<url>`
 * whose `<loc>` is its language-neutral URL (the x-default, which shows the visitor's own language) and which names
 * its de/en/tr URLs (`?lng=xx`, as src/lib/page-meta.ts writes canonical and alternates) and the x-default.
 */
import { LANGUAGES } from '../../src/domain/languages.ts';

/** At most this many URLs in one sitemap file, and this many sitemaps in one index (the protocol's limit). */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text escaped for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Absolute URL of a page on the site (`origin` may carry a base path; no trailing slash), optionally in a language. */
export function siteLink(origin: string, path: string, lng?: string): string {
  if (!/^\/(?!\/)[^?#]*$/.test(path)) throw new Error(`page path must start with one "/" and carry no query or hash: ${path}`);
  return `${origin}${path}${lng ? `?lng=${encodeURIComponent(lng)}` : ''}`;
}

function urlEntry(origin: string, path: string): string {
  const alternates = [
    ...LANGUAGES.map((l) => ({ hreflang: l, href: siteLink(origin, path, l) })),
    { hreflang: 'x-default', href: siteLink(origin, path) },
  ];
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`);
  return `<url><loc>${xmlEscape(siteLink(origin, path))}</loc>${links.join('')}</url>`;
}

/** A `<urlset>` of the given page paths; refuses more than the protocol allows. */
export function urlsetXml(origin: string, paths: readonly string[]): string {
  if (paths.length > MAX_URLS_PER_SITEMAP) throw new Error(`a sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs, not ${paths.length}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((p) => urlEntry(origin, p)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` naming the given sitemap paths. */
export function sitemapIndexXml(origin: string, sitemapPaths: readonly string[]): string {
  if (sitemapPaths.length > MAX_URLS_PER_SITEMAP) throw new Error(`a sitemap index names at most ${MAX_URLS_PER_SITEMAP} sitemaps`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths.map((p) => `<sitemap><loc>${xmlEscape(siteLink(origin, p))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: every page allowed except the given prefixes; the sitemap's absolute URL. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteLink(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
