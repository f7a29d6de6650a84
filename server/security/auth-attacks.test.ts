/**
 * Security review, findings 2, 3, 4, 6 and 12 (auth): each test performs the attack of the review against the whole
 * app and shows it refused. Runs on PGlite and, in CI, again on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-helpers.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
const SITE = 'https://lieferzone.example';
const opened: T[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function start(over: Record<string, string> = {}) {
  const t = await createTestApp({ DEMO_MODE: '1', SITE_URL: SITE, ...over });
  opened.push(t);
  const apikey = (await t.app.inject({ url: '/config.json' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
  const auth = (path: string, payload: unknown, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/auth/v1${path}`,
      payload: payload as InjectOptions['payload'],
      ...extra,
      headers: { apikey, 'content-type': 'application/json', ...(extra.headers ?? {}) },
    });
  const mails = async (to: string) =>
    (await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(to)}` })).json<{ text: string; html: string }[]>();
  const codeOf = async (to: string) => /\b(\d{6})\b/.exec((await mails(to))[0]!.text)![1]!;
  let n = 0;
  const email = (tag: string) => `${tag}.${n++}.${Date.now().toString(36)}@example.at`;
  /** a confirmed account with password geheim123 */
  const account = async (tag: string) => {
    const e = email(tag);
    expect((await auth('/signup', { email: e, password: 'geheim123' })).statusCode).toBe(200);
    expect((await auth('/verify', { type: 'signup', email: e, token: await codeOf(e) })).statusCode).toBe(200);
    return e;
  };
  return { ...t, apikey, auth, mails, codeOf, email, account };
}

describe('finding 2: codes cannot be brute-forced through token_hash', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start();
  });

  it("when the attacker computes sha256(email:code) for the mailed code, then it is not accepted as token_hash", async () => {
    const victim = await s.account('victim');
    expect((await s.auth('/recover', { email: victim })).statusCode).toBe(200);
    const code = await s.codeOf(victim);
    const oldStyle = createHash('sha256').update(`${victim}:${code}`).digest('hex');
    const r = await s.auth('/verify', { type: 'recovery', token_hash: oldStyle });
    expect(r.statusCode).toBe(403);
    // the link's token is a different, random 256-bit secret; the database keeps neither the code nor the token
    const link = /verify\?token=([0-9a-f]+)&/.exec((await s.mails(victim))[0]!.text)![1]!;
    expect(link).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toBe(oldStyle);
    const [row] = await s.tdb.db.query<{ token_hash: string; code_hash: string }>(
      `select t.token_hash, t.code_hash from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1`,
      [victim],
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(link).digest('hex'));
    expect(row!.code_hash).not.toContain(code);
    expect(row!.token_hash).not.toBe(oldStyle);
    // and the real link token still works once
    expect((await s.auth('/verify', { type: 'recovery', token_hash: link })).statusCode).toBe(200);
    expect((await s.auth('/verify', { type: 'recovery', token_hash: link })).statusCode).toBe(403);
  });

  it('when an attacker guesses codes for an address, then the 5th wrong guess voids the code and the right code no longer works', async () => {
    const victim = await s.account('guessed');
    await s.auth('/recover', { email: victim });
    const code = await s.codeOf(victim);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      // each guess from another client: the per-code limit does not depend on where guesses come from
      const r = await s.auth('/verify', { type: 'recovery', email: victim, token: wrong(i) }, { remoteAddress: `203.0.113.${i + 1}` });
      expect(r.statusCode).toBe(403);
    }
    const late = await s.auth('/verify', { type: 'recovery', email: victim, token: code }, { remoteAddress: '203.0.113.99' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('when one client sends 2,000 random token hashes, then it is stopped with 429 after its budget and none is accepted', async () => {
    const t = await start({ AUTH_RATE_LIMIT_IP: '30' });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const r = await t.auth('/verify', { type: 'recovery', token_hash: createHash('sha256').update(`guess-${i}`).digest('hex') });
      statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(403)).toBe(30);
    expect(statuses.get(429)).toBe(1970);
    expect(statuses.has(200)).toBe(false);
  });
});

describe('finding 3: reset links and redirects come only from configured URLs', () => {
  it('when recover is sent with a forged Host / X-Forwarded-Host and a foreign redirect_to, then the mail links only to SITE_URL', async () => {
    for (const trust of ['', '1']) {
      const s = await start({ TRUST_PROXY: trust });
      const victim = await s.account('poison');
      const r = await s.auth('/recover?redirect_to=https%3A%2F%2Fevil.example%2Fsteal', { email: victim }, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(r.statusCode).toBe(200);
      const mail = (await s.mails(victim))[0]!;
      expect(mail.text + mail.html).not.toContain('evil.example');
      const link = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec(mail.text)![1]!;
      expect(link.startsWith(`${SITE}/auth/v1/verify?token=`)).toBe(true);
      expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
      // the link itself redirects to the site, whatever Host the click carries
      const go = await s.app.inject({ url: link.slice(SITE.length), headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(go.statusCode).toBe(303);
      expect(go.headers.location).toMatch(/^https:\/\/lieferzone\.example\/?#access_token=/);
    }
  });

  it('when redirect_to is on the allow-list, then it is honoured; anything else falls back to SITE_URL', async () => {
    const s = await start({ AUTH_REDIRECT_ALLOW_LIST: 'https://partner.lieferzone.example/welcome*' });
    const u = await s.account('allowed');
    await s.auth('/recover?redirect_to=https%3A%2F%2Fpartner.lieferzone.example%2Fwelcome%2Fnext', { email: u });
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec((await s.mails(u))[0]!.text)![1]!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe('https://partner.lieferzone.example/welcome/next');
    await s.auth('/recover?redirect_to=https%3A%2F%2Fpartner.lieferzone.example%2Fother', { email: u });
    const link2 = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec((await s.mails(u))[0]!.text)![1]!;
    expect(new URL(link2).searchParams.get('redirect_to')).toBe(SITE);
  });
});

describe('finding 4: per-IP limits cannot be bypassed with X-Forwarded-For', () => {
  const failSignIns = async (s: Awaited<ReturnType<typeof start>>, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await s.auth('/token?grant_type=password', { email: `nobody${i}@example.at`, password: 'falsch123' }, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(r.statusCode);
    }
    return statuses;
  };

  it('when no proxy is configured (the default), then a rotating X-Forwarded-For header is ignored and the IP is limited', async () => {
    const s = await start({ AUTH_RATE_LIMIT_IP: '20' });
    const statuses = await failSignIns(s, 30);
    expect(statuses.slice(0, 20).every((x) => x === 400)).toBe(true);
    expect(statuses.slice(20).every((x) => x === 429)).toBe(true);
  });

  it('when TRUST_PROXY names the proxy, then the forwarded address is the client (each gets its own budget)', async () => {
    const s = await start({ AUTH_RATE_LIMIT_IP: '20', TRUST_PROXY: '127.0.0.1' });
    const statuses = await failSignIns(s, 30);
    expect(statuses.every((x) => x === 400)).toBe(true);
    // a forwarded header from a client that is not the configured proxy is ignored
    const spoof = await start({ AUTH_RATE_LIMIT_IP: '3', TRUST_PROXY: '10.0.0.1' });
    const st: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await spoof.auth('/token?grant_type=password', { email: `x${i}@example.at`, password: 'falsch123' }, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      st.push(r.statusCode);
    }
    expect(st).toEqual([400, 400, 400, 429, 429]);
    // two apps and 35 password checks: ~10 s quiet, over 30 s when CI's machine is loaded
  }, 90_000);
});

describe('finding 6: failing on purpose does not lock the owner out', () => {
  it('when an attacker fails 15 times for an address, then the attacker waits growing delays and the owner still signs in from elsewhere', async () => {
    const s = await start();
    const victim = await s.account('lockout');
    const waits: number[] = [];
    for (let i = 0; i < 15; i++) {
      const r = await s.auth('/token?grant_type=password', { email: victim, password: `falsch${i}abc` }, { remoteAddress: '203.0.113.66' });
      if (r.statusCode === 429) waits.push(Number(r.headers['retry-after']));
      else expect(r.statusCode).toBe(400);
    }
    // after 5 free failures the attacker is slowed: refused, with a retry-after
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((w) => w >= 1)).toBe(true);
    const owner = await s.auth('/token?grant_type=password', { email: victim, password: 'geheim123' }, { remoteAddress: '192.0.2.10' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toHaveProperty('access_token');
  });
});

describe('finding 12 (auth): bad input answers 400, mail failures 503, nothing half-created', () => {
  it('when e-mails or metadata carry NUL bytes or unpaired surrogates, then 400 with a precise message and no account', async () => {
    const s = await start();
    const bad = [
      { email: 'a\u0000b@example.at', password: 'geheim123' },
      { email: 'nul@example.at', password: 'geheim123', data: { first_name: 'An\u0000na' } },
      { email: 'sur@example.at', password: 'geheim123', data: { first_name: 'An\ud800na' } },
      { email: 'ctl@example.at', password: 'geheim123', data: { last_name: 'Bell\u0007' } },
    ];
    for (const body of bad) {
      const r = await s.auth('/signup', JSON.stringify(body));
      expect(r.statusCode).toBe(400);
      expect(r.json<{ message: string }>().message).toMatch(/Invalid request body: body\.(email|data\.\w+) /);
    }
    // (demo mode seeds its own operator account: count the addresses tried here)
    const users = await s.tdb.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email like any (array['a%b@example.at', 'nul@%', 'sur@%', 'ctl@%'])`,
    );
    expect(users[0]!.n).toBe(0);
  });

  it('when the mail server is down, then sign-up answers 503 with a clear message and no account is created', async () => {
    const s = await start({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const e = s.email('smtpdown');
    const r = await s.auth('/signup', { email: e, password: 'geheim123' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'email_send_failed' });
    expect(r.json<{ message: string }>().message).toMatch(/could not be sent/);
    expect(await s.tdb.db.query('select 1 from auth.users where email = $1', [e])).toEqual([]);
    expect(await s.tdb.db.query('select 1 from auth.one_time_tokens')).toEqual([]);
  });
});
