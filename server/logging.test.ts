/** The log for a person at a terminal (one readable line per request, errors in full, the start banner) and JSON otherwise. */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loggerOptions, prettyLog, startBanner } from './logging.ts';

function captured() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c: Buffer) => (text += c.toString()));
  return { out, text: () => text };
}

async function appWith(format: 'pretty' | 'json') {
  const log = captured();
  const opts = loggerOptions({ LOG_FORMAT: format, LOG_LEVEL: 'info', NODE_ENV: undefined }, log.out);
  // JSON: pino writes to the given stream like the pretty one does
  const app = Fastify(format === 'json' ? { logger: { ...(opts.logger as object), stream: log.out } } : opts);
  app.get('/delivery/:token', () => ({ ok: true }));
  app.get('/boom', () => {
    throw new Error('kaputt in the kitchen');
  });
  await app.ready();
  return { app, log };
}

describe('server log', () => {
  it('when the log is pretty, then each request is one readable line with its secrets blanked, and an error comes with its stack', async () => {
    const { app, log } = await appWith('pretty');
    await app.inject({ method: 'GET', url: '/delivery/secret-courier-token' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const lines = log.text().split('\n').filter((l) => l.trim() !== '');
    const requestLines = lines.filter((l) => / (GET|POST) \//.test(l));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/delivery\/… 200 \d+ ms$/);
    expect(requestLines[1]).toMatch(/ERROR: GET \/boom 500 \d+ ms$/);
    expect(log.text()).not.toContain('secret-courier-token');
    expect(log.text()).toContain('kaputt in the kitchen');
    expect(log.text()).toMatch(/at .*logging\.test\.ts/); // the stack, in full
    expect(log.text()).not.toContain('"level"');
  });

  it('when the log is JSON, then the request lines are JSON objects as before (incoming and completed)', async () => {
    const { app, log } = await appWith('json');
    await app.inject({ method: 'GET', url: '/delivery/secret-courier-token' });
    await app.close();
    const lines = log.text().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req?.url).toBe('/delivery/…');
  });

  it('pretty only at a terminal outside production, unless LOG_FORMAT says', () => {
    expect(prettyLog({ LOG_FORMAT: 'auto', NODE_ENV: undefined }, true)).toBe(true);
    expect(prettyLog({ LOG_FORMAT: 'auto', NODE_ENV: undefined }, false)).toBe(false);
    expect(prettyLog({ LOG_FORMAT: 'auto', NODE_ENV: 'production' }, true)).toBe(false);
    expect(prettyLog({ LOG_FORMAT: 'pretty', NODE_ENV: undefined }, false)).toBe(true);
    expect(prettyLog({ LOG_FORMAT: 'json', NODE_ENV: undefined }, true)).toBe(false);
  });

  it('the banner names the app, desk, courier page and back office, and the demo pages only in demo mode', () => {
    const demo = startBanner(loadConfig({ DEMO_MODE: '1' }), 8080, 'PGlite in ./data');
    expect(demo).toContain('http://localhost:8080/\n');
    for (const p of ['/desk', '/courier', '/ops', '/dev/mailbox', '/dev/desk-accounts', '/dev/operator']) expect(demo).toContain(`http://localhost:8080${p}`);
    const plain = startBanner(loadConfig({ DEMO_MODE: '0' }), 3000, 'PostgreSQL (DATABASE_URL)');
    expect(plain).toContain('http://localhost:3000/ops');
    expect(plain).not.toContain('/dev/');
    expect(plain.split('\n').length).toBeLessThanOrEqual(8);
  });
});
