import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { testConfig } from '../test-helpers.ts';
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

  it('when the kind is unknown or the file is not .svg, then 404', async () => {
    expect((await get('/media/banner/pizza-x.svg')).statusCode).toBe(404);
    expect((await get('/media/product/pizza-x.png')).statusCode).toBe(404);
  });

  it('when the key holds anything but lower-case letters, digits and hyphens, then 400', async () => {
    for (const key of ['Pizza', 'pizza%3Cscript%3E', 'pizza--x', '-pizza', 'a'.repeat(161)]) {
      const res = await get(`/media/product/${key}.svg`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.code).toBe(400);
    }
  });
});
