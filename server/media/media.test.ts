import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { testConfig } from '../test-helpers.ts';
import sharp from 'sharp';
import { initialsOf } from './svg.ts';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  app = await buildApp({ config: testConfig(), db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /media/{kind}/{key}.svg', () => {
  it('when a product image is asked, then an SVG with the theme pictogram is served, cached immutably', async () => {
    const res = await get('/media/product/pizza-pizza-margherita.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('<path d="M50 12 L86 82'); // the pizza slice
    const burger = await get('/media/product/burger-classic-burger.svg');
    expect(burger.body).not.toContain('<path d="M50 12 L86 82');
    expect(res.body).not.toMatch(/<script|href=/i);
  });

  it('when the same image is asked twice, then the bytes are identical; another key gives another image', async () => {
    const a = await get('/media/hero/sushi-sakura-sushi-landstrasse.svg');
    const b = await get('/media/hero/sushi-sakura-sushi-landstrasse.svg');
    const c = await get('/media/hero/sushi-koi-sushi-grill-wieden.svg');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect(a.body).toContain('width="640"');
  });

  it('when a logo is asked, then it shows the initials of the distinctive words', async () => {
    const res = await get('/media/logo/pizza-pizzeria-da-mario.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>MA</text>');
    expect(initialsOf('doener-kebap-haus-mevlana')).toBe('ME');
    expect(initialsOf('austrian-gasthaus-zum-goldenen-hirschen')).toBe('GH');
  });

  it('when the kind is unknown or the file is neither .svg nor .webp, then 404', async () => {
    expect((await get('/media/banner/pizza-x.svg')).statusCode).toBe(404);
    expect((await get('/media/product/pizza-x.png')).statusCode).toBe(404);
    expect((await get('/media/product/pizza-x@2x.svg')).statusCode).toBe(404);
    expect((await get('/media/product/pizza-x@4x.webp')).statusCode).toBe(400);
  });

  it('when the key holds anything but lower-case letters, digits and hyphens, then 400', async () => {
    for (const key of ['Pizza', 'pizza%3Cscript%3E', 'pizza--x', '-pizza', 'a'.repeat(161)]) {
      const res = await get(`/media/product/${key}.svg`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.code).toBe(400);
    }
  });
});

describe('GET /media/{kind}/{key}.webp (the raster pages show, issue 27)', () => {
  it('when a hero is asked at 1× and 2×, then a WebP of 640×360 and 1280×720 is served, cached immutably', async () => {
    const one = await get('/media/hero/pizza-da-luigi.webp');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/webp');
    expect(one.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = one.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    const two = await sharp((await get('/media/hero/pizza-da-luigi@2x.webp')).rawPayload).metadata();
    expect([two.width, two.height]).toEqual([1280, 720]);
    const product = await sharp((await get('/media/product/pizza-margherita@3x.webp')).rawPayload).metadata();
    expect([product.width, product.height]).toEqual([720, 720]);
  });

  it('when the same WebP is asked twice, then the bytes are identical; the picture is the SVG\'s', async () => {
    const a = await get('/media/logo/pizza-pizzeria-da-mario.webp');
    const b = await get('/media/logo/pizza-pizzeria-da-mario.webp');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    // the logo's disc is filled edge to edge at the centre line, transparent in the corner
    const { data, info } = await sharp(a.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alpha(2, 2)).toBe(0);
    expect(alpha(80, 4)).toBe(255);
    const other = await get('/media/logo/sushi-koi-sushi-grill.webp');
    expect(other.rawPayload.equals(a.rawPayload)).toBe(false);
  });

  it('when a key is invalid, then 400 as for the SVG', async () => {
    const res = await get('/media/hero/pizza--x.webp');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Invalid media key/);
  });

  it('when more new images are asked at once than may wait, then the rest are sent to the SVG, none fails', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `pizza-burst-${i}`);
    const answers = await Promise.all(keys.map((k) => get(`/media/product/${k}@3x.webp`)));
    const rendered = answers.filter((r) => r.statusCode === 200);
    const redirected = answers.filter((r) => r.statusCode === 307);
    expect(rendered.length + redirected.length).toBe(40);
    expect(rendered.length).toBeGreaterThanOrEqual(16);
    expect(redirected.length).toBeGreaterThanOrEqual(1);
    for (const r of redirected) {
      const key = keys[answers.indexOf(r)];
      expect(r.headers.location).toBe(`/media/product/${key}.svg`);
      expect(r.headers['cache-control']).toBe('no-store');
    }
    for (const r of rendered) expect(r.headers['content-type']).toBe('image/webp');
  });
});
