/**
 * Security review, findings 1, 4 and 5: what a production deployment refuses to start with, and the demo-only routes
 * that exist only in demo mode.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEV_JWT_SECRET, signJwt } from '../supabase/jwt.ts';
import { createTestApp } from '../test-helpers.ts';

const PROD = {
  NODE_ENV: 'production',
  JWT_SECRET: 'c2VjdXJlLXJhbmRvbS1zZWNyZXQtZm9yLXRoZS10ZXN0cy0xMjM0NQ',
  SITE_URL: 'https://lieferzone.example',
  SMTP_URL: 'smtp://mail.lieferzone.example:587',
};

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('production refuses to start without safe settings', () => {
  it('when every production setting is given, then the configuration loads', () => {
    expect(problemsOf(PROD)).toBe('');
  });

  it('when JWT_SECRET is the public development secret, then production refuses it', () => {
    expect(problemsOf({ ...PROD, JWT_SECRET: DEV_JWT_SECRET })).toMatch(/JWT_SECRET is the public development secret/);
  });

  it('when JWT_SECRET has fewer than 32 bytes or is missing, then production refuses it', () => {
    expect(problemsOf({ ...PROD, JWT_SECRET: 'short-secret' })).toMatch(/JWT_SECRET/);
    const { JWT_SECRET: _unused, ...noSecret } = PROD;
    expect(problemsOf(noSecret)).toMatch(/JWT_SECRET .*required/);
  });

  it('when demo mode is switched on, then production refuses it', () => {
    expect(problemsOf({ ...PROD, DEMO_MODE: '1' })).toMatch(/DEMO_MODE: demo mode .* never allowed/);
  });

  it('when there is no SMTP_URL, then production refuses to start unless mail is explicitly disabled', () => {
    const { SMTP_URL: _unused, ...noMail } = PROD;
    expect(problemsOf(noMail)).toMatch(/SMTP_URL is required when NODE_ENV=production/);
    expect(problemsOf({ ...noMail, MAIL_DISABLED: '1' })).toBe('');
  });

  it('when there is no SITE_URL, then production refuses to start (links are never built from headers)', () => {
    const { SITE_URL: _unused, ...noSite } = PROD;
    expect(problemsOf(noSite)).toMatch(/SITE_URL .* required/);
    expect(problemsOf({ ...PROD, SITE_URL: 'javascript:alert(1)' })).toMatch(/SITE_URL/);
  });

  it('when TRUST_PROXY is not a hop count or an address list, then the configuration is refused', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(problemsOf({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40' })).toMatch(/TRUST_PROXY/);
  });
});

describe('the demo mailbox and every /dev page exist only in demo mode', () => {
  const apps: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('when production runs without mail, then recover answers a clear 503 and there is no mailbox to read a code from', async () => {
    const t = await createTestApp({ ...PROD, SMTP_URL: '', MAIL_DISABLED: '1' });
    apps.push(t);
    const apikey = (await t.app.inject({ url: '/config.json' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
    // the attack of the review: recover → read the code → verify → PUT /user
    const rec = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', headers: { apikey, 'content-type': 'application/json' }, payload: { email: 'victim@example.at' } });
    expect(rec.statusCode).toBe(503);
    expect(rec.json()).toMatchObject({ code: 'email_provider_disabled' });
    const box = await t.app.inject({ url: '/dev/mailbox?to=victim@example.at' });
    expect(box.statusCode).toBe(404);
    expect(box.body).not.toContain('victim');
  });

  it('when demo mode is not switched on (the default), then /dev/mailbox does not exist; when it is, it answers', async () => {
    const off = await createTestApp();
    apps.push(off);
    expect((await off.app.inject({ url: '/dev/mailbox?to=a@example.at' })).statusCode).toBe(404);
    const on = await createTestApp({ DEMO_MODE: '1' });
    apps.push(on);
    const r = await on.app.inject({ url: '/dev/mailbox?to=a@example.at' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([]);
  });

  it('when a service_role token is signed with the development secret against a production server, then it is refused', async () => {
    const t = await createTestApp(PROD);
    apps.push(t);
    const forged = signJwt({ role: 'service_role', iss: 'supabase' }, DEV_JWT_SECRET);
    const r = await t.app.inject({ url: '/rest/v1/user_addresses?select=*', headers: { apikey: forged, authorization: `Bearer ${forged}` } });
    expect(r.statusCode).toBe(401);
  });
});
