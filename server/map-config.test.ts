/**
 * The maps' source in the runtime configuration (issue 15 item 4): /config.json names a style only when
 * MAP_STYLE_URL is set, and the page's CSP lets the browser fetch from that style's origin — and from no tile server
 * otherwise (the shipped basemap is same-origin; tile.openstreetmap.org is never used).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp } from './test-helpers.ts';

const connectSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src ')) ?? '';

describe('map style in the runtime configuration', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'lz-map-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><head><title>x</title></head><body><div id="app"></div></body></html>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('when MAP_STYLE_URL is not set, then /config.json names no style and the CSP allows no map server', async () => {
    const t = await createTestApp({ DIST_DIR: dist });
    try {
      const cfg = (await t.app.inject({ url: '/config.json' })).json<Record<string, unknown>>();
      expect(cfg).not.toHaveProperty('mapStyleUrl');
      const page = await t.app.inject({ url: '/restaurants' });
      expect(connectSrc(page.headers['content-security-policy'])).toBe("connect-src 'self'");
    } finally {
      await t.close();
    }
  });

  it('when MAP_STYLE_URL is set, then /config.json gives it as mapStyleUrl and the CSP allows its origin only', async () => {
    const url = 'https://tiles.example.org/styles/basic/style.json?key=abc123';
    const t = await createTestApp({ DIST_DIR: dist, MAP_STYLE_URL: url });
    try {
      const cfg = (await t.app.inject({ url: '/config.json' })).json<Record<string, unknown>>();
      expect(cfg.mapStyleUrl).toBe(url);
      const page = await t.app.inject({ url: '/restaurants' });
      expect(connectSrc(page.headers['content-security-policy'])).toBe("connect-src 'self' https://tiles.example.org");
    } finally {
      await t.close();
    }
  });

  it.each(['javascript:alert(1)', 'ftp://tiles.example.org/style.json', '//tiles.example.org/style.json', 'https://tiles.example.org/style.json#x'])(
    'when MAP_STYLE_URL is %s, then the server refuses to start with a message naming it',
    (value) => {
      expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(/MAP_STYLE_URL: must be an absolute http\(s\) URL/);
    },
  );
});
