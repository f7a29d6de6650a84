import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-helpers.ts';

const INDEX = '<!doctype html><html lang="de"><head><title>Lieferzone</title></head><body><div id="app">Wird geladen...</div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('serving the built app', () => {
  let dist: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lz-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ASSET);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
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
});
