/**
 * GoTrue-compatible auth driven by the unmodified supabase-js: sign-up with an e-mail code, password and
 * refresh-token grants, user read/update, logout scopes. Recovery, admin calls, the gateway and rate limits:
 * auth-recovery-admin-limits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { signJwt } from './jwt.ts';
import { startServer, type TestServer } from './test-kit.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('sign-up and e-mail verification', () => {
  it('when a visitor signs up, then no session is returned, a German code mail arrives, and verifying it signs in and creates the profile', async () => {
    const email = s.uniqueEmail('signup');
    const c = s.client();
    const { data, error } = await c.auth.signUp({ email, password: 'geheim123', options: { data: { first_name: 'Eva', last_name: 'Berger' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.first_name).toBe('Eva');

    const mails = await s.mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ihr Bestätigungscode für Lieferzone');
    expect(mails[0]!.text).toContain('Hallo Eva,');
    const code = mails[0]!.text.match(/\b(\d{6})\b/)![1]!;
    expect(mails[0]!.html).toContain(code);

    // before verification: sign-in refused
    const early = await s.client().auth.signInWithPassword({ email, password: 'geheim123' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect((early.error as AuthApiError).code).toBe('email_not_confirmed');

    const v = await c.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(v.error).toBeNull();
    expect(v.data.session?.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(v.data.user?.email_confirmed_at).not.toBeNull();

    const prof = await c.from('user_profiles').select('first_name,last_name,user_id').eq('user_id', v.data.user!.id).single();
    expect(prof.error).toBeNull();
    expect(prof.data).toEqual({ first_name: 'Eva', last_name: 'Berger', user_id: v.data.user!.id });

    // a code works once
    const again = await s.client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect((again.error as AuthApiError).code).toBe('otp_expired');
  });

  it('when the metadata language is en or tr, then the code mail is in that language', async () => {
    const en = s.uniqueEmail('en');
    await s.client().auth.signUp({ email: en, password: 'geheim123', options: { data: { first_name: 'Sam', language: 'en' } } });
    expect((await s.mailbox(en))[0]!.subject).toBe('Your Lieferzone confirmation code');
    const tr = s.uniqueEmail('tr');
    await s.client().auth.signUp({ email: tr, password: 'geheim123', options: { data: { first_name: 'Ayşe', language: 'tr-TR' } } });
    expect((await s.mailbox(tr))[0]!.subject).toBe('Lieferzone doğrulama kodunuz');
  });

  it('when the password is weak, then sign-up answers weak_password with its reasons and creates nothing', async () => {
    const email = s.uniqueEmail('weak');
    const short = await s.client().auth.signUp({ email, password: 'abc1' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(short.error!.status).toBe(422);
    const noDigit = await s.client().auth.signUp({ email, password: 'abcdefghij' });
    expect((noDigit.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(await s.mailbox(email)).toEqual([]);
  });

  it('when the same new address signs up twice at once, then neither call fails with a server error and one user exists', async () => {
    const email = s.uniqueEmail('race');
    const rs = await Promise.all([1, 2].map(() => s.client().auth.signUp({ email, password: 'geheim123' })));
    for (const r of rs) expect(r.error === null || r.error.status === 422).toBe(true);
    const n = await s.db.query<{ n: number }>('select count(*)::int as n from auth.users where lower(email) = $1', [email]);
    expect(n[0]!.n).toBe(1);
  });

  it('when the e-mail is malformed, then sign-up answers 400 validation_failed', async () => {
    const r = await s.client().auth.signUp({ email: 'not-an-address', password: 'geheim123' });
    expect((r.error as AuthApiError).status).toBe(400);
    expect((r.error as AuthApiError).code).toBe('validation_failed');
  });

  it('when a verified address signs up again, then the answer does not reveal it (no identities) and the owner gets a notice', async () => {
    const u = await s.signUpVerified();
    const again = await s.client().auth.signUp({ email: u.email, password: 'anderes123' });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(again.data.user?.id).not.toBe(u.user.id);
    expect((await s.mailbox(u.email))[0]!.subject).toBe('Sie haben bereits ein Lieferzone-Konto');
    // the old password still works
    expect((await s.client().auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
  });
});

describe('password and refresh-token grants', () => {
  it('when the password is wrong or the user unknown, then invalid_credentials (400)', async () => {
    const u = await s.signUpVerified();
    const wrong = await s.client().auth.signInWithPassword({ email: u.email, password: 'falsch1234' });
    expect((wrong.error as AuthApiError).code).toBe('invalid_credentials');
    expect(wrong.error!.status).toBe(400);
    const unknown = await s.client().auth.signInWithPassword({ email: s.uniqueEmail('nobody'), password: 'geheim123' });
    expect((unknown.error as AuthApiError).code).toBe('invalid_credentials');
  });

  it('when signing in with the right password, then a session with expiry and the user comes back', async () => {
    const u = await s.signUpVerified();
    const { data, error } = await s.client().auth.signInWithPassword({ email: u.email.toUpperCase(), password: u.password });
    expect(error).toBeNull();
    expect(data.session!.expires_in).toBe(3600);
    expect(data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(data.session!.token_type).toBe('bearer');
    expect(data.user!.id).toBe(u.user.id);
  });

  it('when a refresh token is used, then it rotates, and using the old one again is refused as already used', async () => {
    const u = await s.signUpVerified();
    const first = u.session.refresh_token;
    const r1 = await u.client.auth.refreshSession();
    expect(r1.error).toBeNull();
    expect(r1.data.session!.refresh_token).not.toBe(first);

    const thief = s.client();
    const reused = await thief.auth.refreshSession({ refresh_token: first });
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect((reused.error as AuthApiError).code).toBe('refresh_token_already_used');
    // the reuse ends the session family: the newest token is refused too
    const after = await s.client().auth.refreshSession({ refresh_token: r1.data.session!.refresh_token });
    expect(after.error).not.toBeNull();
  });

  it('when two refreshes race with the same token, then exactly one succeeds', async () => {
    const u = await s.signUpVerified();
    const tok = u.session.refresh_token;
    const results = await Promise.all([1, 2, 3].map(() => s.client().auth.refreshSession({ refresh_token: tok })));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
  });

  it('when an unknown refresh token is sent, then refresh_token_not_found', async () => {
    const r = await s.client().auth.refreshSession({ refresh_token: 'x'.repeat(32) });
    expect((r.error as AuthApiError).code).toBe('refresh_token_not_found');
  });
});

describe('the signed-in user', () => {
  it('when reading and updating the user, then metadata merges and the new password replaces the old', async () => {
    const u = await s.signUpVerified({ first_name: 'Max' });
    const me = await u.client.auth.getUser();
    expect(me.data.user?.id).toBe(u.user.id);
    const upd = await u.client.auth.updateUser({ data: { phone_hint: 'mobile' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ first_name: 'Max', phone_hint: 'mobile' });

    const same = await u.client.auth.updateUser({ password: u.password });
    expect((same.error as AuthApiError).code).toBe('same_password');
    const weak = await u.client.auth.updateUser({ password: 'kurz1' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((await u.client.auth.updateUser({ password: 'neuesPass99' })).error).toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: u.email, password: u.password })).error).not.toBeNull();
    expect((await s.client().auth.signInWithPassword({ email: u.email, password: 'neuesPass99' })).error).toBeNull();
  });

  it('when the access token is expired or forged, then GET /user refuses it', async () => {
    const u = await s.signUpVerified();
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = signJwt({ sub: u.user.id, role: 'authenticated', exp: past, session_id: 'x' }, s.config.JWT_SECRET ?? 'lieferzone-development-jwt-secret-do-not-use-in-production');
    const r1 = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${expired}` } });
    expect(r1.status).toBe(403);
    expect(((await r1.json()) as { code: string }).code).toBe('bad_jwt');
    const forged = signJwt({ sub: u.user.id, role: 'authenticated', exp: past + 10_000 }, 'another-secret-another-secret-another-secret');
    const r2 = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${forged}` } });
    expect(r2.status).toBe(403);
    expect(r2.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('when signing out locally, then that session cannot refresh but another device can; global ends all', async () => {
    const u = await s.signUpVerified();
    const other = s.client();
    const o = await other.auth.signInWithPassword({ email: u.email, password: u.password });
    expect(o.error).toBeNull();
    const localRefresh = u.session.refresh_token;

    expect((await u.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await s.client().auth.refreshSession({ refresh_token: localRefresh })).error).not.toBeNull();
    const otherRefreshed = await other.auth.refreshSession();
    expect(otherRefreshed.error).toBeNull();

    // a third session, then "others" from the second one ends the third only
    const third = s.client();
    await third.auth.signInWithPassword({ email: u.email, password: u.password });
    const thirdToken = (await third.auth.getSession()).data.session!.refresh_token;
    expect((await other.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await s.client().auth.refreshSession({ refresh_token: thirdToken })).error).not.toBeNull();
    const otherToken = (await other.auth.getSession()).data.session!;
    const stillOk = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${otherToken.access_token}` } });
    expect(stillOk.status).toBe(200);

    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    const gone = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${otherToken.access_token}` } });
    expect(gone.status).toBe(403);
    expect(((await gone.json()) as { code: string }).code).toBe('session_not_found');
  });
});
