/**
 * /sitemap.xml and /robots.txt through the whole app on a real database (PGlite; PostgreSQL in CI): content pages,
 * blog articles and a seeded vendor as absolute URLs on the configured origin with hreflang alternates; forged
 * Host / X-Forwarded-* headers change nothing; the private pages are absent; robots.txt names the sitemap.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PAGES } from '../../src/app/server-pages.ts';
import { routeManifest } from '../../src/build/app-routes.ts';
import { APP_ROUTES_FILE } from '../../src/domain/route-manifest.ts';
import type { Vendor } from '../../src/domain/types.ts';
import { createTestApp } from '../test-helpers.ts';
import { upsertVendor } from '../vendor-api/vendor-store.ts';
import { parseXml } from './test-xml.ts';

const ORIGIN = 'https://www.lieferzone.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const VENDOR_ID = '22222222-2222-4222-8222-222222222222';

function vendor(): Vendor {
  return {
    id: VENDOR_ID, name: `vendors/${VENDOR_ID}`, slug: 'pizzeria-sitemap', label: 'Pizzeria Sitemap', type: 'food',
    cuisine: 'pizza', rating: { value: 45, count: 10 }, reviewCount: 10, deliveryFee: 2.5, deliveryTime: '25-40',
    priceRange: 2, tags: ['delivery', 'pizza'], isOpen: true, isPromoted: false, popularity: 1, postalCode: '4020',
    city: 'Linz', address: 'Landstraße 1', lat: 48.3, lng: 14.29, openingHours: [], minOrder: 10, deliveryZones: [],
    productGroups: [],
  };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let dist: string;
beforeAll(async () => {
  // a built app is present, so the static files and the SPA fallback are in play and must not shadow these paths
  dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-seo-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  // with the route manifest the build writes: the sitemap's pages are the ones src/app/server-pages.ts marks
  mkdirSync(path.join(dist, '.vite'));
  const routeTree = readFileSync(path.join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8');
  writeFileSync(path.join(dist, APP_ROUTES_FILE), JSON.stringify(routeManifest(routeTree, SERVER_PAGES)));
  t = await createTestApp({ SITE_URL: ORIGIN, TRUST_PROXY: '1', DIST_DIR: dist });
  await upsertVendor(t.tdb.db, { vendor: vendor() });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Entry {
  loc: string;
  alternates: Record<string, string>;
}

/** The sitemap parsed as XML (namespace-aware): each `<url>`'s loc and hreflang alternates. */
function parseSitemap(xml: string): Entry[] {
  const root = parseXml(xml);
  expect(root.namespaceURI).toBe(SM);
  expect(root.localName).toBe('urlset');
  return Array.from(root.getElementsByTagNameNS(SM, 'url')).map((url) => ({
    loc: url.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
    ),
  }));
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /sitemap.xml', () => {
  it('when fetched, then an XML urlset on the configured origin lists content pages, articles and the vendor with alternates', async () => {
    const r = await get('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    const entries = parseSitemap(r.body);
    const locs = entries.map((e) => e.loc);
    for (const path of ['/', '/restaurants', '/blog', '/press', '/about', '/contact', '/help', '/imprint', '/terms', '/privacy',
      '/cookies', '/accessibility', '/business', '/courier', '/restaurant-signup', '/recommend-vendor', '/careers',
      '/ethics-hotline', '/blog/abholen-statt-liefern', '/blog/vorbestellen-zur-wunschzeit', '/restaurant/pizzeria-sitemap']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(r.body).not.toContain('shell');
    for (const e of entries) expect(e.loc.startsWith(`${ORIGIN}/`)).toBe(true);
    const help = entries.find((e) => e.loc === `${ORIGIN}/help`);
    expect(help?.alternates).toEqual({
      de: `${ORIGIN}/help?lng=de`, en: `${ORIGIN}/help?lng=en`, tr: `${ORIGIN}/help?lng=tr`, 'x-default': `${ORIGIN}/help`,
    });
    const shop = entries.find((e) => e.loc === `${ORIGIN}/restaurant/pizzeria-sitemap`);
    expect(shop?.alternates.en).toBe(`${ORIGIN}/restaurant/pizzeria-sitemap?lng=en`);
  });

  it('when the request forges Host and X-Forwarded-* headers, then the sitemap is byte for byte the same', async () => {
    const plain = await get('/sitemap.xml');
    const forged = await get('/sitemap.xml', { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toBe(plain.body);
    expect(forged.body).not.toContain('evil.example');
  });

  it('when fetched, then no private or noindex page is listed', async () => {
    const locs = parseSitemap((await get('/sitemap.xml')).body).map((e) => e.loc.slice(ORIGIN.length));
    for (const path of ['/checkout', '/cart', '/profile', '/order', '/track-order', '/reset-password', '/password-reset',
      '/order-confirmation', '/blog/newsletter/confirm', '/blog/newsletter/unsubscribe', '/faq', '/impressum']) {
      expect(locs.filter((p) => p === path || p.startsWith(`${path}/`))).toEqual([]);
    }
  });

  it('when the site is not split into several files, then a numbered sitemap is 404 and no shell', async () => {
    const r = await get('/sitemap-1.xml');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ error: { code: 404 } });
  });
});

describe('HEAD', () => {
  it('when the two files are asked for with HEAD, then 200 with their own content types, not the shell', async () => {
    const sm = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect([sm.statusCode, sm.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
    const rb = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect([rb.statusCode, rb.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
  });
});

describe('GET /robots.txt', () => {
  it('when fetched, then it allows pages, disallows the APIs and private pages and names the absolute sitemap', async () => {
    const r = await get('/robots.txt', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    const lines = r.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/auth/', '/rest/', '/dev/', '/checkout', '/cart', '/profile', '/order', '/track-order']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:')).some((l) => ['/blog', '/help', '/restaurant/'].some((p) => l === `Disallow: ${p}`))).toBe(false);
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });
});
