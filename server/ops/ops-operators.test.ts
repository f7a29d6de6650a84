/**
 * Operator accounts: `npm run ops:add` (the real CLI in a child process, on this file's database) prints a one-time
 * set-password link from the configured origin that opens an operator session once; the demo operator exists and is
 * shown on /dev/operator only in demo mode, never with NODE_ENV=production.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb, type Db } from '../db/index.ts';
import { createTestDb, createTestApp, testConfig } from '../test-helpers.ts';
import { call } from '../vendor-api/test-fixtures.ts';
import { registerDemoOperator } from './demo-operator.ts';

const run = promisify(execFile);
const SITE = 'https://back-office.example.test';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function opsAdd(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(path.resolve('node_modules/.bin/tsx'), ['server/ops/cli.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'silent', SITE_URL: SITE, ...env }, timeout: 60_000 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run ops:add', () => {
  it('when an address is added, then the printed link (configured origin) opens an operator session once', async () => {
    let env: Record<string, string>;
    let db: Db;
    let closeDb: () => Promise<void>;
    const pg = process.env.DATABASE_URL;
    const tdb = pg ? await createTestDb() : null;
    if (tdb?.url) {
      env = { DATABASE_URL: tdb.url };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'lz-ops-add-'));
      dirs.push(dir);
      env = { LIEFERZONE_DATA_DIR: dir, DATABASE_URL: '' };
    }
    const out = await opsAdd(env, '--', 'Neue.Operatorin@Example.at');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Created operator neue.operatorin@example.at.');
    const link = /\S+\/auth\/v1\/verify\?\S+/.exec(out.stdout)?.[0] ?? '';
    expect(link.startsWith(`${SITE}/auth/v1/verify?token=`)).toBe(true);
    expect(decodeURIComponent(link)).toContain(`redirect_to=${SITE}/password-reset`);

    if (tdb) {
      db = tdb.db;
      closeDb = () => tdb.close();
    } else {
      db = await openDb({ dataDir: env.LIEFERZONE_DATA_DIR });
      closeDb = () => db.close();
    }
    const app = await buildApp({ config: testConfig({ SITE_URL: SITE }), db });
    await app.ready();
    try {
      const u = new URL(link);
      // a Host header of the request changes nothing: the link and the redirect come from SITE_URL
      const first = await call(app, { url: `${u.pathname}${u.search}`, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(first.status).toBe(303);
      const location = String(first.headers.location);
      expect(location.startsWith(`${SITE}/password-reset#`)).toBe(true);
      const token = new URLSearchParams(location.split('#')[1]).get('access_token') ?? '';
      const me = await call(app, { url: '/api/v1/ops/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ email: 'neue.operatorin@example.at' });
      const again = await call(app, { url: `${u.pathname}${u.search}` });
      expect(String(again.headers.location)).toContain('error');
      const [row] = await db.query<{ role: string }>(`select raw_app_meta_data->>'role' as role from auth.users where email = 'neue.operatorin@example.at'`);
      expect(row?.role).toBe('operator');
    } finally {
      await app.close();
      await closeDb();
    }
  }, 120_000);

  it('when no address or a bad one is given, then it exits with 1 and says how to call it', async () => {
    const none = await opsAdd({ LIEFERZONE_DATA_DIR: 'memory://', DATABASE_URL: '' });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('usage: npm run ops:add -- someone@example.at');
    const bad = await opsAdd({ LIEFERZONE_DATA_DIR: 'memory://', DATABASE_URL: '' }, 'not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"not-an-address" is not an e-mail address');
  }, 120_000);
});

describe('demo operator', () => {
  it('when demo mode is on, then /dev/operator shows a working operator sign-in', async () => {
    const t = await createTestApp({ DEMO_MODE: '1' });
    try {
      const page = await call(t.app, { url: '/dev/operator?format=json' });
      expect(page.status).toBe(200);
      expect(page.body.email).toBe('ops@lieferzone.demo');
      expect(page.body.password).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const html = await call(t.app, { url: '/dev/operator' });
      expect(html.raw).toContain(page.body.password as string);
      const apikey = (await call(t.app, { url: '/config.json' })).body.supabaseAnonKey as string;
      const s = await call(t.app, { method: 'POST', url: '/auth/v1/token?grant_type=password', headers: { apikey }, payload: page.body });
      expect(s.status).toBe(200);
      const me = await call(t.app, { url: '/api/v1/ops/me', headers: { authorization: `Bearer ${s.body.access_token as string}` } });
      expect(me.body).toEqual({ email: 'ops@lieferzone.demo' });
    } finally {
      await t.close();
    }
  });

  it('when demo mode is off, then there is no /dev/operator and no demo operator', async () => {
    const t = await createTestApp();
    try {
      expect((await call(t.app, { url: '/dev/operator?format=json' })).status).toBe(404);
      expect(await t.tdb.db.query(`select 1 from auth.users where email = 'ops@lieferzone.demo'`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('when NODE_ENV=production, then demo mode is refused by the config and the page is never registered', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example', SITE_URL: SITE })).toThrow(/DEMO_MODE/);
    const app = Fastify();
    const forced = { ...testConfig({ DEMO_MODE: '1' }), NODE_ENV: 'production' };
    registerDemoOperator(app, forced, null as unknown as Db);
    expect((await app.inject({ url: '/dev/operator?format=json' })).statusCode).toBe(404);
    await app.close();
  });
});
