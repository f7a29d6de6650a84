/**
 * The shell for URLs that are no page of the app (spec 3 §2.13): a vendor slug typed as a path answers 301 to the
 * vendor's page, any other missing page the shell with 404; the app's routes (from the router's route tree, as the
 * build writes them) keep 200.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest } from '../src/build/app-routes.ts';
import { APP_ROUTES_FILE } from '../src/domain/route-manifest.ts';
import { createApi, type TestApi } from './vendor-api/test-fixtures.ts';

const INDEX = '<!doctype html><html lang="de"><head><title>Lieferzone</title></head><body><div id="app">Wird geladen...</div></body></html>';
const ROUTES = routeManifest(readFileSync(path.join(import.meta.dirname, '../src/routeTree.gen.ts'), 'utf8'), {});

function makeDist(withRoutes: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-nf-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
  mkdirSync(path.join(dist, '.vite'));
  if (withRoutes) writeFileSync(path.join(dist, APP_ROUTES_FILE), JSON.stringify(ROUTES));
  return dist;
}

describe('missing pages', () => {
  let dist: string;
  let t: TestApi;

  beforeAll(async () => {
    dist = makeDist(true);
    t = await createApi({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a path is the slug of a vendor, then it answers 301 to the vendor page, with its query', async () => {
    for (const [url, location] of [
      ['/pizzeria-testa', '/restaurant/pizzeria-testa'],
      ['/Pizzeria-Testa/', '/restaurant/pizzeria-testa'],
      ['/pizzeria-testa?postalCode=1100', '/restaurant/pizzeria-testa?postalCode=1100'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('when a path is no route and no vendor slug, then the app shell is answered with 404 (the app shows the page)', async () => {
    for (const url of ['/does-not-exist', '/pizzeria-testa-gibts-nicht', '/a', '/restaurants/extra/segments', '/pizzeria-testa/menu']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        const body = headers['accept-encoding'] ? res.rawPayload : Buffer.from(res.body);
        expect(body.length, url).toBeGreaterThan(0);
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/does-not-exist' });
    expect(head.statusCode).toBe(404);
  });

  it('when the 404 shell is revalidated or asked for a range, then the whole shell comes again (not an empty 304)', async () => {
    const first = await t.app.inject({ url: '/does-not-exist' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/does-not-exist', headers: { 'if-none-match': etag, range: 'bytes=0-5' } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(INDEX);
  });

  it('when any route of the route tree is asked for (parameters filled in), then it is the shell with 200', async () => {
    const pages = ROUTES.routes.filter((r) => r.page).map((r) => r.path);
    expect(pages).toEqual(expect.arrayContaining(['/', '/restaurants', '/restaurant/$id', '/order/$id', '/profile']));
    for (const route of pages) {
      const url = route.replace(/\{-?\$\w+\}|\$\w*/g, 'pizzeria-testa');
      const res = await t.app.inject({ url: `${url}?x=1` });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Wird geladen...');
    }
  });

  it('when a route is asked for in other case or with a trailing slash, then it is still a page (as the router matches)', async () => {
    for (const url of ['/Restaurants', '/restaurants/', '/restaurant/pizzeria-testa/', '/ORDER/abc']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('when an API path, an asset or a file with an extension is missing, then it is still a JSON 404', async () => {
    for (const url of ['/api/v1/nothing', '/assets/x.js', '/pizzeria-testa.php']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 404 } });
    }
  });
});

describe('a build without the route list', () => {
  it('when the build has no routes.json, then every page URL is the shell with 200, as before', async () => {
    const dist = makeDist(false);
    const t = await createApi({ DIST_DIR: dist });
    try {
      for (const url of ['/does-not-exist', '/pizzeria-testa', '/restaurants']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
