/**
 * GoTrue-compatible auth driven by the unmodified supabase-js (continued from auth.test.ts): password recovery,
 * admin calls, the gateway's keys and CORS, e-mail codes under attack, rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApiError } from '@supabase/supabase-js';
import { signJwt } from './jwt.ts';
import { startServer, type TestServer } from './test-kit.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('password recovery', () => {
  it('when a reset is requested, then the code from the mail signs in and the password can be changed', async () => {
    const u = await s.signUpVerified();
    const c = s.client();
    const r = await c.auth.resetPasswordForEmail(u.email, { redirectTo: `${s.url}/password-reset` });
    expect(r.error).toBeNull();
    const mail = (await s.mailbox(u.email))[0]!;
    expect(mail.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;
    const wrongType = await s.client().auth.verifyOtp({ email: u.email, token: code, type: 'signup' });
    expect(wrongType.error).not.toBeNull();
    const v = await c.auth.verifyOtp({ email: u.email, token: code, type: 'recovery' });
    expect(v.error).toBeNull();
    expect((await c.auth.updateUser({ password: 'zurueck2024' })).error).toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: u.email, password: 'zurueck2024' })).error).toBeNull();
  });

  it('when the reset is requested for an unknown address, then the answer is the same and no mail is sent', async () => {
    const email = s.uniqueEmail('unknown');
    const r = await s.client().auth.resetPasswordForEmail(email);
    expect(r.error).toBeNull();
    expect(await s.mailbox(email)).toEqual([]);
  });

  it('when the mail link is opened, then it redirects to the allowed target with the recovery session in the hash', async () => {
    const u = await s.signUpVerified();
    await s.client().auth.resetPasswordForEmail(u.email, { redirectTo: `${s.url}/password-reset` });
    const link = (await s.mailbox(u.email))[0]!.text.match(/(http:\/\/\S+\/auth\/v1\/verify\S+)/)![1]!;
    const r = await fetch(link, { redirect: 'manual' });
    expect(r.status).toBe(303);
    const loc = new URL(r.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe(`${s.url}/password-reset`);
    const hash = new URLSearchParams(loc.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('access_token')).toBeTruthy();
    // a second use fails
    const r2 = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(r2.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('when redirect_to points to a foreign site, then the link goes to this site instead', async () => {
    const u = await s.signUpVerified();
    await s.client().auth.resetPasswordForEmail(u.email, { redirectTo: 'https://evil.example/steal' });
    const text = (await s.mailbox(u.email))[0]!.text;
    expect(text).not.toContain('evil.example');
  });
});

describe('admin calls with the service key', () => {
  it('when the service key deletes a user, then their rows are gone and sign-in is refused', async () => {
    const u = await s.signUpVerified();
    await u.client.from('user_addresses').insert({ user_id: u.user.id, title: 'Zuhause', street: 'Hauptstraße', building_number: '1', city: 'Wien', postal_code: '1010' });
    const admin = s.client(s.serviceKey);
    const got = await admin.auth.admin.getUserById(u.user.id);
    expect(got.data.user?.email).toBe(u.email);
    const del = await admin.auth.admin.deleteUser(u.user.id);
    expect(del.error).toBeNull();
    const rows = await s.db.query<{ n: number }>(
      `select (select count(*) from public.user_profiles where user_id = $1)::int + (select count(*) from public.user_addresses where user_id = $1)::int as n`,
      [u.user.id],
    );
    expect(rows[0]!.n).toBe(0);
    const login = await s.client().auth.signInWithPassword({ email: u.email, password: u.password });
    expect((login.error as AuthApiError).code).toBe('invalid_credentials');
  });

  it('when the anon key or a user token calls the admin API, then it is refused', async () => {
    const u = await s.signUpVerified();
    const r = await s.client().auth.admin.deleteUser(u.user.id);
    expect(r.error).not.toBeNull();
    expect(r.error!.status).toBe(403);
    const r2 = await fetch(`${s.url}/auth/v1/admin/users/${u.user.id}`, { method: 'DELETE', headers: { apikey: s.anonKey, authorization: `Bearer ${u.session.access_token}` } });
    expect(r2.status).toBe(403);
    expect((await s.client().auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
  });

  it('when a signed-in user calls delete_own_account, then only their account and rows are deleted', async () => {
    const a = await s.signUpVerified();
    const b = await s.signUpVerified();
    const r = await a.client.rpc('delete_own_account');
    expect(r.error).toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: a.email, password: a.password })).error).not.toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: b.email, password: b.password })).error).toBeNull();
    expect(await s.db.query('select 1 from public.user_profiles where user_id = $1', [a.user.id])).toEqual([]);
  });
});

describe('gateway: keys and CORS', () => {
  it('when no or a wrong API key is sent, then 401', async () => {
    expect((await fetch(`${s.url}/rest/v1/user_profiles`)).status).toBe(401);
    const forged = signJwt({ role: 'anon' }, 'not-the-secret-not-the-secret-not-the-secret');
    expect((await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: forged } })).status).toBe(401);
    expect((await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).status).toBe(200);
  });

  it('when the app loads /config.json, then it gets the anon key and never the service key', async () => {
    const body = await (await fetch(`${s.url}/config.json`)).text();
    const cfg = JSON.parse(body) as { supabaseAnonKey: string; supabaseUrl: string };
    expect(cfg.supabaseAnonKey).toBe(s.anonKey);
    expect(cfg.supabaseUrl).toBe('');
    expect(body).not.toContain(s.serviceKey);
  });

  it('when a browser preflights a REST call, then the Supabase headers are allowed and Content-Range exposed', async () => {
    const r = await fetch(`${s.url}/rest/v1/orders?select=*`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey,authorization,prefer,accept-profile,x-client-info' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-headers')).toContain('accept-profile');
    const g = await fetch(`${s.url}/rest/v1/orders?select=*`, { headers: { apikey: s.anonKey, origin: 'http://localhost:5173' } });
    expect(g.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('e-mail codes under attack', () => {
  it('when a code is guessed wrong 5 times, then it is void: even the right code fails and a new one must be requested', async () => {
    const email = s.uniqueEmail('guess');
    await s.client().auth.signUp({ email, password: 'geheim123' });
    const right = await s.latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const v = await s.client().auth.verifyOtp({ email, token: wrong, type: 'signup' });
      statuses.push(v.error!.status!);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const late = await fetch(`${s.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, token: right, type: 'signup' }),
    });
    expect(late.status).toBe(403);
    expect(((await late.json()) as { code: string }).code).toBe('otp_expired');
    expect(await s.db.query(`select 1 from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1`, [email])).toEqual([]);
  });
});

describe('rate limits', () => {
  let r: TestServer;
  beforeAll(async () => {
    r = await startServer({ AUTH_RATE_LIMIT_IP: '8', AUTH_MAIL_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await r.close();
  });

  it('when sign-in fails more than 5 times from one client, then that client must wait (429 with retry-after and the auth error shape)', async () => {
    const u = await r.signUpVerified();
    for (let i = 0; i < 5; i++) {
      const f = await r.client().auth.signInWithPassword({ email: u.email, password: `falsch${i}abc` });
      expect(f.error!.status).toBe(400);
    }
    // the 6th failure starts the delay: the next attempt of this (address, IP) pair is refused, right password or not
    const sixth = await r.client().auth.signInWithPassword({ email: u.email, password: 'falsch6abc' });
    expect(sixth.error!.status).toBe(400);
    const res = await fetch(`${r.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: r.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { code: string }).code).toBe('over_request_rate_limit');
  });

  it('when one IP fails across many addresses, then the IP is limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const f = await r.client().auth.signInWithPassword({ email: r.uniqueEmail(`ip${i}`), password: 'geheim123' });
      statuses.push(f.error!.status!);
    }
    // 6 wrong passwords before + 2 here = the IP's budget of 8; the rest are refused without being tried
    expect(statuses).toEqual([400, 400, 429, 429]);
  });

  it('when more code mails are requested than allowed for an address, then over_email_send_rate_limit', async () => {
    const email = 'mails.limit@example.com';
    expect((await r.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await r.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const third = await r.client().auth.resetPasswordForEmail(email);
    expect(third.error!.status).toBe(429);
    expect((third.error as AuthApiError).code).toBe('over_email_send_rate_limit');
  });
});
