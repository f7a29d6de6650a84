import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { inlineStylesheetLinks } from '../src/build/inline-entry-css.ts';
import { HSTS, inlineHashes, likelyLanguage } from './static.ts';
import { createTestApp, createTestDb, testConfig } from './test-helpers.ts';
import { routeManifest } from '../src/build/app-routes.ts';
import { APP_ROUTES_FILE } from '../src/domain/route-manifest.ts';

// the rendered pages whose chunks the shell hints here (the app's list: src/app/server-pages.ts)
const RENDERED = { '/': { render: 'data' }, '/restaurants': { render: 'data', parses: true }, '/restaurant/$id': { render: 'data', parses: true } };
const ROUTE_TREE = readFileSync(path.join(import.meta.dirname, '../src/routeTree.gen.ts'), 'utf8');

const INDEX = '<!doctype html><html lang="de"><head><title>Lieferzone</title></head><body><div id="app">Wird geladen...</div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// the shape of Vite's build manifest (.vite/manifest.json) for the route chunks the shell hints
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime-1.js'], css: ['assets/index-abc123.css'] },
  '_runtime-1.js': { file: 'assets/rolldown-runtime-1.js' },
  '_dialog-2.js': { file: 'assets/dialog-2.js', imports: ['index.html', '_runtime-1.js'], css: ['assets/dialog-2.css'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-3.js', imports: ['_runtime-1.js', 'index.html'] },
  'src/routes/restaurant.$id.tsx?tsr-split=component': { file: 'assets/restaurant._id-4.js', imports: ['index.html', '_dialog-2.js'], css: ['assets/restaurant._id-4.css'] },
  // zod and the wire schemas (vite.config.ts): the listing's and the vendor page's loaders parse with them
  '_wire-5.js': { file: 'assets/wire-5.js', name: 'wire', imports: ['index.html'] },
};

describe('serving the built app', () => {
  let dist: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    mkdirSync(path.join(dist, 'locales', 'de'), { recursive: true });
    writeFileSync(path.join(dist, 'locales', 'de', 'translation.json'), '{"title":"Lieferzone"}');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ASSET);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // the route manifest of the real route tree, its chunks as named above (the build names them as it built them)
    writeFileSync(path.join(dist, APP_ROUTES_FILE), JSON.stringify(routeManifest(ROUTE_TREE, RENDERED, (file) => `${file}?tsr-split=component`)));
    t = await createTestApp({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([{}, { 'accept-encoding': 'gzip, br' }])('when / is requested (headers %o), then the app shell is answered with no-cache and a CSP', async (headers) => {
    const res = await t.app.inject({ url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
    // this shell has no inline <style>: nothing inline is allowed
    expect(directive(res.headers['content-security-policy'], 'style-src')).toBe("style-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('when an app URL is requested, then the SPA shell is answered', async () => {
    const res = await t.app.inject({ url: '/restaurant/demo-doener?postalCode=1070' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Wird geladen...');
  });

  it('when a hashed asset is requested with gzip, then the pre-compressed file is sent with immutable caching', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the service worker is requested, then it is not cached', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a translation file is requested, then it must be revalidated (no-cache) and an unchanged one answers 304', async () => {
    const r = await t.app.inject({ url: '/locales/de/translation.json' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    const etag = r.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ url: '/locales/de/translation.json', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('when a missing asset or an unknown API path is requested, then it is a JSON 404, not the shell', async () => {
    for (const url of ['/assets/missing-123.js', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 404 } });
    }
  });

  it('when /config.json is requested, then the runtime settings come with no-cache', async () => {
    const res = await t.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ apiBaseUrl: '', publicApiToken: expect.any(String) });
  });
  it('when API JSON over 1 KiB is requested with gzip, then it is sent gzipped and decodes to the same JSON', async () => {
    // a route added to the real app like the vendor API's routes (the test DB has no vendors to list)
    const tdb = await createTestDb();
    const app = await buildApp({ config: testConfig({ DIST_DIR: dist }), db: tdb.db });
    const big = { vendors: Array.from({ length: 100 }, (_, i) => ({ id: `v${i}`, label: `Pizzeria Nummer ${i}`, tags: ['pizza'] })) };
    app.get('/api/big', () => big);
    await app.ready();
    try {
      const plain = await app.inject({ url: '/api/big' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(big);
      const zipped = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(big);
    } finally {
      await app.close();
      await tdb.close();
    }
  });

  it('when a small API answer is requested with gzip, then it is sent as is', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ error: { code: 404 } });
  });
  it('when the shell is asked for by an English browser, then a preload hint for the English translations comes with it', async () => {
    const res = await t.app.inject({ url: '/restaurants?postalCode=1070', headers: { 'accept-language': 'en-US,en;q=0.9,de;q=0.8' } });
    expect(res.statusCode).toBe(200);
    // (no restaurants chunk in this test manifest)
    expect(res.headers['link']).toBe('</locales/en/translation.json>; rel=preload; as=fetch; crossorigin=anonymous');
  });

  it('when the shell is asked for in German, with ?lng=de or in an unsupported language, then only the German translations are hinted', async () => {
    for (const [url, lang] of [['/terms', 'de-AT,de;q=0.9,en;q=0.8'], ['/terms?lng=de', 'tr-TR'], ['/terms', 'fr-FR']] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
      expect(res.statusCode, url + lang).toBe(200);
      expect(res.headers['link'], url + lang).toBe('</locales/de/translation.json>; rel=preload; as=fetch; crossorigin=anonymous');
    }
  });

  it('when a vendor page is asked for, then its route chunks, the parsing chunk and their stylesheets (not the entry\'s) are hinted as preloads', async () => {
    const res = await t.app.inject({ url: '/restaurant/pizzeria-roma?postalCode=1070', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['link']).toBe(
      '</locales/de/translation.json>; rel=preload; as=fetch; crossorigin=anonymous, </assets/restaurant._id-4.js>; rel=modulepreload; crossorigin=anonymous, </assets/dialog-2.js>; rel=modulepreload; crossorigin=anonymous, </assets/rolldown-runtime-1.js>; rel=modulepreload; crossorigin=anonymous, </assets/wire-5.js>; rel=modulepreload; crossorigin=anonymous, </assets/restaurant._id-4.css>; rel=preload; as=style; crossorigin=anonymous, </assets/dialog-2.css>; rel=preload; as=style; crossorigin=anonymous',
    );
    const home = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-US' } });
    expect(home.headers['link']).toBe(
      '</locales/en/translation.json>; rel=preload; as=fetch; crossorigin=anonymous, </assets/routes-3.js>; rel=modulepreload; crossorigin=anonymous, </assets/rolldown-runtime-1.js>; rel=modulepreload; crossorigin=anonymous',
    );
  });

  it('when the build manifest is asked for, then it is not served', async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});

describe('likelyLanguage', () => {
  it.each([
    ['/', 'en-US,en;q=0.9', 'en'],
    ['/', 'fr-FR,tr;q=0.8,en;q=0.5', 'tr'],
    ['/', 'de;q=0.4,en;q=0.9', 'en'],
    ['/x?lng=tr', 'en-US', 'tr'],
    ['/x?lng=xx', 'en-US', 'en'],
    ['/', undefined, 'de'],
    ['/', 'fr,es', 'de'],
  ])('when the URL is %s and Accept-Language %s, then %s is expected', (url, lang, expected) => {
    expect(likelyLanguage(url, lang)).toBe(expected);
  });
});

/** The directive `name` of a CSP header ('' when absent). */
function directive(csp: unknown, name: string): string {
  return String(csp).split(';').map((d) => d.trim()).find((d) => d.split(' ')[0] === name) ?? '';
}

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');

describe('security headers', () => {
  // index.html as the build writes it: the entry stylesheet inlined by the build plugin (with a non-ASCII character,
  // hashed as UTF-8)
  const CSS = `:root { --brand: #c2410c; }\n.topnav { position: sticky; }\n.price::before { content: "€ – "; }\n`;
  const TEMPLATE = '<!doctype html><html lang="de"><head><title>Lieferzone</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="app"><div class="boot" role="status">Wird geladen...</div></div></body></html>';
  const SHELL = inlineStylesheetLinks(TEMPLATE, () => CSS).html;
  let dist: string;
  let https: Awaited<ReturnType<typeof createTestApp>>;
  let http: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-sec-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(SHELL));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), ASSET);
    https = await createTestApp({ DIST_DIR: dist, SITE_URL: 'https://lieferzone.example' });
    // behind one trusted proxy, so X-Forwarded-Proto would count for req.protocol
    http = await createTestApp({ DIST_DIR: dist, SITE_URL: 'http://lieferzone.example', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await https.close();
    await http.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const URLS = ['/', '/restaurants?postalCode=1070', '/assets/index-abc.js', '/config.json', '/media/logo/pizza-roma.svg', '/api/v1/nothing-here', '/assets/missing.js'];

  it('when SITE_URL is https, then every response carries HSTS', async () => {
    for (const url of URLS) {
      const res = await https.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('when SITE_URL is https, then a hijacked response (event stream) carries HSTS too', async () => {
    const tdb = await createTestDb();
    const app = await buildApp({ config: testConfig({ DIST_DIR: dist, SITE_URL: 'https://lieferzone.example' }), db: tdb.db });
    app.get('/api/stream', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.end('data: 1\n\n');
    });
    await app.ready();
    try {
      const res = await app.inject({ url: '/api/stream' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await app.close();
      await tdb.close();
    }
  }, 90_000); // its own database and app: 30 s alone on a loaded CI machine

  it('when SITE_URL is http, then no response carries HSTS, not even when a trusted proxy says https', async () => {
    for (const url of URLS) {
      for (const headers of [{}, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'lieferzone.example' }]) {
        const res = await http.app.inject({ url, headers });
        expect(res.headers['strict-transport-security'], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
      }
    }
  });

  it('when SITE_URL is unset (development), then no response carries HSTS', async () => {
    const t = await createTestApp({ DIST_DIR: dist });
    try {
      const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it.each([{}, { 'accept-encoding': 'gzip' }])('when the shell is served (headers %o), then style-src allows its inline <style> by hash and nothing by unsafe-inline', async (headers) => {
    const res = await https.app.inject({ url: '/restaurant/pizzeria-roma', headers });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(String(csp)).not.toContain('unsafe-inline');
    expect(String(csp)).not.toContain('unsafe-hashes');
    // the inline <style> of the served HTML, hashed here independently of the server's code
    const body = headers['accept-encoding'] ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
    const styles = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toEqual([CSS.trim()]);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'sha256-${sha256(styles[0]!)}'`);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('inlineHashes', () => {
  it('when the HTML has inline styles and scripts, then each (once) is hashed and scripts with src are not', () => {
    const html = '<style>a{color:red}</style><style media="print">a{color:red}</style><script>console.log(1)</script><script type="module" src="/x.js"></script><style>b{}</style>';
    expect(inlineHashes(html)).toEqual({
      styles: [`'sha256-${sha256('a{color:red}')}'`, `'sha256-${sha256('b{}')}'`],
      scripts: [`'sha256-${sha256('console.log(1)')}'`],
    });
  });

  it('when the HTML has CRLF line breaks, then the text is hashed with LF, as the browser\'s parser sees it', () => {
    expect(inlineHashes('<style>\r\na{}\r\nb{}\r</style>').styles).toEqual([`'sha256-${sha256('\na{}\nb{}\n')}'`]);
  });

  it('when the HTML links its stylesheet and script, then nothing is hashed', () => {
    expect(inlineHashes('<head><link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head>')).toEqual({ styles: [], scripts: [] });
  });

  it('when a <style> is inside a comment, then it is not hashed', () => {
    expect(inlineHashes('<!-- <style>a{}</style> --><style>b{}</style>').styles).toEqual([`'sha256-${sha256('b{}')}'`]);
  });
});
