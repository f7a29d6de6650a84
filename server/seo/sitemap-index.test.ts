/**
 * The sitemap beyond one file's limit (a lowered limit stands in for the protocol's 50,000): /sitemap.xml becomes a
 * sitemap index whose files together list every page exactly once, none over the limit; answers are kept for the
 * cache time; XML escaping and absolute links on an origin with a base path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor } from '../../src/domain/types.ts';
import { createTestDb, testConfig, type TestDb } from '../test-helpers.ts';
import { upsertVendor } from '../vendor-api/vendor-store.ts';
import { parseXml } from './test-xml.ts';
import { SERVER_PAGES } from '../../src/app/server-pages.ts';
import { routeManifest } from '../../src/build/app-routes.ts';
import { compileAppRoutes } from '../app-routes.ts';
import { sitemapPaths } from './pages.ts';
import { seoModule } from './routes.ts';
import { robotsTxt, siteLink, urlsetXml, xmlEscape } from './xml.ts';

const ORIGIN = 'https://lz.example/app';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function vendor(n: number): Vendor {
  const id = `33333333-3333-4333-8333-00000000000${String(n)}`;
  return {
    id, name: `vendors/${id}`, slug: `laden-${String(n)}`, label: `Laden ${String(n)}`, type: 'food', cuisine: 'kebab',
    rating: { value: 0, count: 0 }, reviewCount: 0, deliveryFee: 0, deliveryTime: '20-30', priceRange: 1, tags: [],
    isOpen: true, isPromoted: false, popularity: 0, postalCode: '4020', city: 'Linz', address: 'Hauptplatz 1',
    lat: 48.3, lng: 14.29, openingHours: [], minOrder: 0, deliveryZones: [], productGroups: [],
  };
}

// the app's routes as the build writes them: the sitemap's pages are the ones src/app/server-pages.ts marks
const ROUTES = compileAppRoutes(routeManifest(readFileSync(path.join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8'), SERVER_PAGES).routes);

let tdb: TestDb;
let app: FastifyInstance;
let clock = 1_000_000;
beforeAll(async () => {
  tdb = await createTestDb();
  for (const n of [1, 2, 3]) await upsertVendor(tdb.db, { vendor: vendor(n) });
  app = Fastify();
  await app.register(seoModule, { config: testConfig({ SITE_URL: ORIGIN }), db: tdb.db, maxUrlsPerSitemap: 10, now: () => clock, routes: ROUTES });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});

function parse(xml: string, kind: 'urlset' | 'sitemapindex'): string[] {
  const root = parseXml(xml);
  expect(root.namespaceURI).toBe(SM);
  expect(root.localName).toBe(kind);
  return Array.from(root.getElementsByTagNameNS(SM, 'loc')).map((l) => l.textContent ?? '');
}

describe('sitemap index', () => {
  it('when the pages exceed one file, then /sitemap.xml is an index whose files list every page once, each within the limit', async () => {
    const pages = sitemapPaths(ROUTES).length; // 18 content pages + 6 articles
    expect(pages).toBe(24);
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = parse(index.body, 'sitemapindex');
    // 24 + 3 vendors = 27 URLs at 10 a file
    expect(files).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/sitemap-3.xml`]);
    const all: string[] = [];
    for (const n of [1, 2, 3]) {
      const r = await app.inject(`/sitemap-${String(n)}.xml`);
      expect(r.statusCode).toBe(200);
      const locs = parse(r.body, 'urlset');
      expect(locs.length).toBeLessThanOrEqual(10);
      all.push(...locs);
    }
    expect(all).toHaveLength(27);
    expect(new Set(all).size).toBe(27);
    expect(all.slice(-3)).toEqual([`${ORIGIN}/restaurant/laden-1`, `${ORIGIN}/restaurant/laden-2`, `${ORIGIN}/restaurant/laden-3`]);
    expect(all[0]).toBe(`${ORIGIN}/`);
    for (const bad of ['/sitemap-0.xml', '/sitemap-4.xml', '/sitemap-.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      expect((await app.inject(bad)).statusCode).toBe(404);
    }
  });

  it('when a vendor is added, then the sitemap shows it only after the cache time', async () => {
    const before = parse((await app.inject('/sitemap-3.xml')).body, 'urlset');
    await upsertVendor(tdb.db, { vendor: vendor(4) });
    expect(parse((await app.inject('/sitemap-3.xml')).body, 'urlset')).toEqual(before);
    clock += 301_000;
    expect(parse((await app.inject('/sitemap-3.xml')).body, 'urlset')).toContain(`${ORIGIN}/restaurant/laden-4`);
  });
});

describe('sitemap XML', () => {
  it('when a value holds XML specials, then it is escaped and parses back to the same text', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const origin = 'https://x.example/a&b';
    const locs = parse(urlsetXml(origin, ['/p']), 'urlset');
    expect(locs).toEqual(['https://x.example/a&b/p']);
    // the parser the tests rely on does refuse what is not well-formed (the unescaped form, a tag left open)
    expect(() => parseXml(`<urlset><loc>${origin}</loc></urlset>`)).toThrow(/not well-formed/);
    expect(() => parseXml('<urlset><url></urlset>')).toThrow(/not well-formed/);
  });

  it('when a path is not a bare absolute path, then building a link refuses it', () => {
    expect(siteLink(ORIGIN, '/help', 'en')).toBe(`${ORIGIN}/help?lng=en`);
    for (const bad of ['help', '//evil.example/x', '/help?x=1', '/help#a']) expect(() => siteLink(ORIGIN, bad)).toThrow();
  });

  it('when more URLs than the protocol allows are asked for in one file, then it refuses', () => {
    expect(() => urlsetXml(ORIGIN, Array.from({ length: 50_001 }, (_, i) => `/p${String(i)}`))).toThrow(/at most 50000/);
  });

  it('when robots.txt is built for an origin with a base path, then the sitemap line is under it', () => {
    expect(robotsTxt(ORIGIN, ['/api/']).split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, '']);
  });
});

describe('the sitemap pages come from the route manifest', () => {
  it('when the manifest marks pages, then those are listed (an article per slug), second paths and private pages not', () => {
    const paths = sitemapPaths(ROUTES);
    expect(paths).toContain('/help');
    expect(paths).toContain('/ethics-hotline');
    expect(paths).toContain('/blog/abholen-statt-liefern');
    for (const p of ['/faq', '/impressum', '/cart', '/checkout', '/profile', '/restaurant/$id', '/blog/$slug']) expect(paths).not.toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when there is no route manifest (no build), then no content page is listed', () => {
    expect(sitemapPaths(null)).toEqual([]);
  });

  it('when a listed route has a parameter whose values are unknown, then it refuses instead of listing a template', () => {
    const routes = compileAppRoutes([{ id: '/ops/vendors/$vendorId', path: '/ops/vendors/$vendorId', page: true, file: '', sitemap: true }]);
    expect(() => sitemapPaths(routes)).toThrow(/parameter/);
  });
});
