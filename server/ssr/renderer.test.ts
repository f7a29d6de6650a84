/**
 * The server's side of server rendering (server/ssr): which language a page is rendered in, the rendered-page cache
 * (per URL without `lng` — postal code, page … — and language; data pages for VENDOR_CACHE_MS, content pages until a
 * restart), ETag/304, 404 kept, the page's CSP and head, the render threads. The renderer module is a stand-in written
 * into a temporary build folder (the real one, src/entry-server.tsx, runs in the browser tests, tests/e2e/ssr.spec.ts);
 * it runs on the render threads and asks the API in-process like the real one, so the data path is the real server's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createApi, type TestApi } from '../vendor-api/test-fixtures.ts';
import { createSsrRenderer, startRenderThreads, type SsrRenderer } from './renderer.ts';
import { readAppRoutes } from '../app-routes.ts';
import { routeManifest } from '../../src/build/app-routes.ts';
import { APP_ROUTES_FILE } from '../../src/domain/route-manifest.ts';

// the rendered pages of these tests (the app's list: src/app/server-pages.ts)
const RENDERED = { '/restaurants': { render: 'data' }, '/restaurant/$id': { render: 'data' }, '/blog_/$slug': { render: 'content' }, '/faq': { render: 'content' }, '/privacy': { render: 'content' } };
const ROUTE_TREE = readFileSync(path.join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8');

const INDEX =
  '<!doctype html><html lang="de"><head><meta name="description" content="Shell" /><title>Lieferzone</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/rt-1.js"></head>' +
  '<body><div id="app"><div class="boot" role="status">Wird geladen...</div></div></body></html>';

/**
 * The stand-in renderer: counts renders (a character per render in renders.log: it runs on the render threads), asks
 * the vendor API in-process, knows one missing article and one redirect, ends its thread for /restaurant/crash, says
 * which thread rendered.
 */
const FAKE_RENDERER = `
import { appendFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';
let setupOpts;
// the markup as the app's renderer gives it: UTF-8
const utf8 = (text) => new TextEncoder().encode(text);
export async function setup(opts) { setupOpts = opts; }
export async function render(url, lng) {
  appendFileSync(new URL('../renders.log', import.meta.url), '.');
  if (url.startsWith('/restaurant/moved')) return null;
  if (url.startsWith('/restaurant/crash')) process.exit(3);
  if (url.startsWith('/restaurant/hang')) return new Promise(() => {});
  if (url.startsWith('/restaurant/thread')) {
    await new Promise((r) => setTimeout(r, 200));
    return { status: 200, html: utf8('<p>thread ' + threadId + ' main ' + isMainThread + '</p>'), state: null, head: {}, routeIds: [] };
  }
  const api = await setupOpts.inProcess('/api/v1/vendors?pageSize=100', { authorization: 'Bearer ' + setupOpts.publicApiToken });
  const vendors = JSON.parse(api.body).vendors ?? [];
  const missing = url.startsWith('/blog/unknown');
  const hello = setupOpts.resources[lng].translation.hello;
  return {
    status: missing ? 404 : 200,
    html: utf8('<link rel="preload" as="image" href="/media/b.svg" fetchPriority="high"/><main><h1>' + hello + ' ' + url.replace(/&/g, '&amp;') + '</h1>' +
      '<p style="color:red">' + api.status + ' ' + vendors.length + ' vendors</p><img src="/media/a.svg" fetchPriority="high" width="10" height="10"></main>' +
      '<script>self.$_TSR={};document.currentScript.remove()</script>'),
    state: { queries: [{ text: '</script><b>' }] },
    head: { title: 'Seite ' + lng + ' – Lieferzone' },
    routeIds: ['__root__', '/restaurants'],
  };
}`;

function makeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'entry-server.mjs'), FAKE_RENDERER);
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'src/routes/restaurants.tsx?tsr-split=component': { file: 'assets/restaurants-1.js', css: ['assets/restaurants-1.css'], imports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, APP_ROUTES_FILE), JSON.stringify(routeManifest(ROUTE_TREE, RENDERED, (file) => (file.endsWith('/restaurants.tsx') ? `${file}?tsr-split=component` : undefined))));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'restaurants-1.css'), '.r{color:blue}');
  for (const [lng, hello] of [['de', 'Hallo'], ['en', 'Hello'], ['tr', 'Merhaba']] as const) {
    mkdirSync(path.join(dist, 'locales', lng), { recursive: true });
    writeFileSync(path.join(dist, 'locales', lng, 'translation.json'), JSON.stringify({ hello }));
  }
  return dist;
}

const rendersIn = (dist: string) => () => {
  const log = path.join(dist, 'renders.log');
  return existsSync(log) ? readFileSync(log, 'utf8').length : 0;
};

describe('server-rendered pages', () => {
  let dist: string;
  let t: TestApi;
  let renders: () => number;

  beforeAll(async () => {
    dist = makeDist();
    renders = rendersIn(dist);
    t = await createApi({ DIST_DIR: dist, VENDOR_CACHE_MS: '300', SSR_THREADS: '2' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // every test starts after the data pages of the one before have expired
    await new Promise((r) => setTimeout(r, 320));
  });

  it('when a language is asked for by lng, cookie or Accept-Language, then the page is rendered in it (lng > cookie > header > German)', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/restaurants?postalCode=1070', {}, 'de'],
      ['/restaurants?postalCode=1070', { 'accept-language': 'fr;q=1, en-GB;q=0.8, de;q=0.5' }, 'en'],
      ['/restaurants?postalCode=1070', { cookie: 'x=1; lz_lng=tr', 'accept-language': 'en' }, 'tr'],
      ['/restaurants?postalCode=1070&lng=en', { cookie: 'lz_lng=tr' }, 'en'],
      ['/restaurants?postalCode=1070&lng=xx', { cookie: 'lz_lng=nope', 'accept-language': 'tr-TR' }, 'tr'],
    ];
    for (const [url, headers, lng] of cases) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${lng}"`);
      expect(res.body).toContain(`<title>Seite ${lng} – Lieferzone</title>`);
      expect(res.headers.vary).toContain('Cookie');
    }
  });

  it('when the page is rendered, then its data came in-process from the real API and its state block names its language', async () => {
    const res = await t.app.inject({ url: '/restaurants?postalCode=1100' });
    expect(res.body).toMatch(/<p style="color:red">200 [1-9]\d* vendors<\/p>/);
    // the block carries the language only: the route's data and the query cache come with the router's hydration scripts
    expect(res.body).toContain('<script type="application/json" id="lz-ssr">{"lng":"de"}</script>');
    expect(res.body).not.toContain('</script><b>');
    // the hoisted preload left #app, the LCP image is preloaded in the head, the route's stylesheet linked
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/a.svg" fetchpriority="high">');
    expect(head).toContain('href="/media/b.svg"');
    // the route's stylesheet inline (no render-blocking request), allowed by its hash; its file named by a disabled
    // link (never fetched) so that the app's preload helper does not load it again
    expect(head).toContain('<style>.r{color:blue}</style><link rel="stylesheet" href="/assets/restaurants-1.css" disabled>');
    expect(String(res.headers['content-security-policy'])).toContain("'sha256-+65z3kwWL098O+4rcRLcpnlbPaOOTyFevCS1DI0QmtI='");
    expect(res.body).toMatch(/<div id="app"><main>/);
    // the app's code starts after the page has loaded (public/ssr-boot.js), nothing competes with the LCP image
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain('<script type="module" src="/ssr-boot.js?entry=%2Fassets%2Findex-1.js&amp;pre=%2Fassets%2Frt-1.js"></script>');
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it("when the page has style attributes and the router's hydration script, then its CSP allows exactly their hashes", async () => {
    const res = await t.app.inject({ url: '/restaurants?postalCode=1010' });
    const csp = String(res.headers['content-security-policy']);
    // sha256("color:red"), base64
    expect(csp).toMatch(/style-src 'self'[^;]* 'unsafe-hashes' 'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='/);
    // the one inline script of the markup, by its hash (computed by hand here), and no other
    const script = createHash('sha256').update('self.$_TSR={};document.currentScript.remove()', 'utf8').digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${script}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('when the same listing is asked for again within the vendor cache time, then it is not rendered again; another postal code, page or language is', async () => {
    const before = renders();
    const a = await t.app.inject({ url: '/restaurants?postalCode=1070&page=2' });
    const b = await t.app.inject({ url: '/restaurants?page=2&postalCode=1070' });
    expect(renders() - before).toBe(1);
    expect(b.headers.etag).toBe(a.headers.etag);
    await t.app.inject({ url: '/restaurants?postalCode=1080&page=2' });
    await t.app.inject({ url: '/restaurants?postalCode=1070&page=3' });
    await t.app.inject({ url: '/restaurants?postalCode=1070&page=2&lng=en' });
    expect(renders() - before).toBe(4);
    await new Promise((r) => setTimeout(r, 320));
    await t.app.inject({ url: '/restaurants?postalCode=1070&page=2' });
    expect(renders() - before).toBe(5);
  });

  it('when a vendor changes on this node (a desk switches busy mode, hours, a pause), then the next data page is rendered anew; content pages stay', async () => {
    await t.app.inject({ url: '/restaurants?postalCode=1090' });
    await t.app.inject({ url: '/faq' });
    const before = renders();
    t.app.vendorApi.ctx.vendorsChanged();
    await t.app.inject({ url: '/restaurants?postalCode=1090' });
    expect(renders() - before).toBe(1);
    await t.app.inject({ url: '/faq' });
    expect(renders() - before).toBe(1);
  });

  it('when a content page was rendered once, then it is served from memory after the vendor cache time too', async () => {
    await t.app.inject({ url: '/privacy' });
    const before = renders();
    await new Promise((r) => setTimeout(r, 320));
    const res = await t.app.inject({ url: '/privacy', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(renders()).toBe(before);
  });

  it('when the ETag is sent back, then the answer is 304 without a body; another language has another ETag', async () => {
    const first = await t.app.inject({ url: '/restaurants?postalCode=1020' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await t.app.inject({ url: '/restaurants?postalCode=1020', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const en = await t.app.inject({ url: '/restaurants?postalCode=1020', headers: { 'if-none-match': etag, 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(etag);
  });

  it('when the renderer says not found, then the rendered page is answered with 404 (also with a matching ETag)', async () => {
    const res = await t.app.inject({ url: '/blog/unknown-article' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Hallo /blog/unknown-article</h1>');
    const again = await t.app.inject({ url: '/blog/unknown-article', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(404);
  });

  it('when the renderer declines (a redirect) or the page is not rendered on the server, then the shell is sent', async () => {
    for (const url of ['/restaurant/moved', '/checkout']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Wird geladen...');
      expect(res.body, url).not.toContain('lz-ssr');
    }
  });

  it('when two pages are rendered at the same time, then two render threads render them, neither the main thread', async () => {
    const [a, b] = await Promise.all(['/restaurant/thread-a', '/restaurant/thread-b'].map((url) => t.app.inject({ url })));
    const said = [a, b].map((res) => /thread (\d+) main (\w+)/.exec(res?.body ?? '')?.slice(1));
    expect(said.map((x) => x?.[1])).toEqual(['false', 'false']);
    expect(new Set(said.map((x) => x?.[0])).size).toBe(2);
  });

  it('when a render thread dies, then that request gets the shell and a new thread renders the next ones', async () => {
    const crashed = await t.app.inject({ url: '/restaurant/crash' });
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('Wird geladen...');
    // both threads keep rendering (the dead one replaced): two pages at once come from two threads, again
    let threadsSeen = 0;
    for (let i = 0; i < 50 && threadsSeen < 2; i++) {
      const pages = await Promise.all([`/restaurant/thread-c${i}`, `/restaurant/thread-d${i}`].map((url) => t.app.inject({ url })));
      threadsSeen = new Set(pages.map((p) => /thread (\d+) main false/.exec(p.body)?.[1]).filter(Boolean)).size;
    }
    expect(threadsSeen).toBe(2);
  });
});

describe('a render that does not end', () => {
  it('when a render takes longer than the render timeout, then it fails (the shell is sent) and the thread renders on', async () => {
    const dist = makeDist();
    const app = Fastify();
    try {
      const renderer = await createSsrRenderer(app, { distDir: dist, routes: readAppRoutes(dist)!, publicApiToken: 't', origin: 'http://x', dataTtlMs: 0, threads: 1, renderTimeoutMs: 300 });
      const started = Date.now();
      await expect(renderer?.page('/restaurant/hang', 'de')).rejects.toThrow(/took longer than 300 ms/);
      expect(Date.now() - started).toBeLessThan(5000);
      const next = await renderer?.page('/restaurant/thread-x', 'de');
      expect(next?.html.toString()).toMatch(/thread \d+ main false/);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the kept pages', () => {
  it('when data pages have expired, then they leave the cache once another page goes in (content pages stay)', async () => {
    const dist = makeDist();
    const app = Fastify();
    let clock = 1_000_000;
    try {
      const renderer = (await createSsrRenderer(app, { distDir: dist, routes: readAppRoutes(dist)!, publicApiToken: 't', origin: 'http://x', dataTtlMs: 2000, threads: 1, now: () => clock }))!;
      for (const code of ['1010', '1020', '1030']) await renderer.page(`/restaurants?postalCode=${code}`, 'de');
      await renderer.page('/privacy', 'de');
      expect(renderer.keptPages()).toBe(4);
      clock += 2500;
      // expired, but nothing went in yet: still held
      expect(renderer.keptPages()).toBe(4);
      await renderer.page('/restaurants?postalCode=1040', 'de');
      // the three expired listings are gone; the content page and the new listing are kept
      expect(renderer.keptPages()).toBe(2);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the kept pages in bytes', () => {
  it('when the kept pages pass their byte budget, then the least recently used leave first; a page grown past an eighth of it by a compressed body leaves alone', async () => {
    const dist = makeDist();
    const renders = rendersIn(dist);
    const opts = { distDir: dist, routes: readAppRoutes(dist)!, publicApiToken: 't', origin: 'http://x', dataTtlMs: 0, threads: 1 };
    const sizing = Fastify();
    const app = Fastify();
    const keptAfter = async (renderer: SsrRenderer, xs: number[]) => {
      const before = renders();
      for (const x of xs) await renderer.page(`/privacy?x=${x}`, 'de');
      return renders() - before;
    };
    try {
      // a content page's document (the stand-in's pages of /privacy?x=<digit> are all of one length)
      const size = (await (await createSsrRenderer(sizing, opts))!.page('/privacy?x=0', 'de'))!.html.length;
      const renderer = (await createSsrRenderer(app, { ...opts, maxBytes: Math.floor(8.5 * size) }))!;
      expect(await keptAfter(renderer, [1, 2, 3, 4, 5, 6, 7, 8])).toBe(8);
      expect(renderer.keptPages()).toBe(8);
      // a hit: not rendered again, and now the most recently used
      expect(await keptAfter(renderer, [1])).toBe(0);
      // a ninth page is over the budget: x=2, the least recently used, leaves
      expect(await keptAfter(renderer, [9])).toBe(1);
      expect(renderer.keptPages()).toBe(8);
      expect(await keptAfter(renderer, [1, 3, 4, 5, 6, 7, 8, 9])).toBe(0);
      // x=2 comes back; x=1, now the least recently used, leaves
      expect(await keptAfter(renderer, [2])).toBe(1);
      // x=3's compressed body, made when a request asks for it, takes it past an eighth of the budget: only it leaves
      const page = (await renderer.page('/privacy?x=3', 'de'))!;
      expect(page.encoded('gzip').length).toBeGreaterThan(0);
      expect(renderer.keptPages()).toBe(7);
      expect(await keptAfter(renderer, [2, 4, 5, 6, 7, 8, 9])).toBe(0);
      expect(await keptAfter(renderer, [3])).toBe(1);
      expect(await keptAfter(renderer, [1])).toBe(1);
    } finally {
      await Promise.all([sizing.close(), app.close()]);
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('render threads started ahead of the app', () => {
  it('when the threads start before the app exists, then the renderer takes them and their reads go to that app; a build without a route manifest starts none', async () => {
    const dist = makeDist();
    const opts = { distDir: dist, publicApiToken: 't', origin: 'http://x', threads: 1 };
    // started first, as server/main.ts does before it opens the database
    const started = startRenderThreads(opts);
    expect(started).not.toBeNull();
    const app = Fastify();
    app.get('/api/v1/vendors', () => Promise.resolve({ vendors: [{ id: 'a' }, { id: 'b' }] }));
    try {
      const renderer = (await createSsrRenderer(app, { ...opts, routes: readAppRoutes(dist)!, dataTtlMs: 0, started }))!;
      const page = await renderer.page('/privacy', 'de');
      expect(page?.html.toString()).toContain('<p style="color:red">200 2 vendors</p>');
      rmSync(path.join(dist, APP_ROUTES_FILE));
      expect(startRenderThreads(opts)).toBeNull();
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a broken renderer', () => {
  it("when the build's renderer fails to set up, then starting the renderer fails with its message", async () => {
    const dist = makeDist();
    writeFileSync(path.join(dist, '.ssr', 'entry-server.mjs'), "export async function setup() { throw new Error('broken build'); }\nexport async function render() { return null; }\n");
    const app = Fastify();
    try {
      await expect(createSsrRenderer(app, { distDir: dist, routes: readAppRoutes(dist)!, publicApiToken: 't', origin: 'http://x', dataTtlMs: 0, threads: 2 })).rejects.toThrow(
        /render thread did not start: Error: broken build/,
      );
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
