/**
 * The newsletter's double opt-in against the whole app on a real database (PGlite; PostgreSQL in CI), driven over
 * HTTP and, for the row-level security, through the unmodified supabase-js as an anonymous visitor and a signed-in
 * user: subscribe → mail in the demo mailbox → confirm → confirmed; the neutral answer; the tokens; the limits.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../supabase/test-kit.ts';
import { tokenHash } from './store.ts';

let s: TestServer;
let signedIn: Client;
beforeAll(async () => {
  s = await startServer({ PUBLIC_WRITE_RATE_LIMIT: '1000' });
  signedIn = (await s.signUpVerified()).client;
});
afterAll(async () => {
  await s.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const post = (path: string, payload: unknown, remoteAddress = nextIp()) =>
  s.app.inject({ method: 'POST', url: `/api/v1/newsletter/${path}`, payload: payload as Record<string, unknown>, remoteAddress });

const mails = async (to: string, atLeast = 1) => {
  for (let i = 0; i < 100; i++) {
    const list = await s.mailbox(to);
    if (list.length >= atLeast) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return s.mailbox(to);
};

const linkToken = (text: string, page: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`${s.url}/blog/newsletter/${page}#token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!m?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return m[1];
};

const statusOf = async (email: string) =>
  (await s.db.query<{ status: string }>(`select status from public.newsletter_subscriptions where email = $1`, [email.toLowerCase()]))[0]?.status;

describe('newsletter double opt-in', () => {
  it('when a visitor subscribes, then 202, a pending row, a mail with both links on SITE_URL, and the link confirms it', async () => {
    const email = s.uniqueEmail('news');
    const r = await post('subscriptions', { email, language: 'en', submissionId: randomUUID() });
    expect(r.statusCode).toBe(202);
    expect(r.json()).toEqual({ status: 'accepted' });
    expect(await statusOf(email)).toBe('pending');

    const [mail] = await mails(email);
    expect(mail?.subject).toBe('Please confirm your subscription to the Lieferzone newsletter');
    const confirmToken = linkToken(mail!.text, 'confirm');
    const unsubscribeToken = linkToken(mail!.text, 'unsubscribe');
    expect(confirmToken).not.toBe(unsubscribeToken);
    expect(mail!.html).toContain(`href="${s.url}/blog/newsletter/unsubscribe#token=${unsubscribeToken}"`);

    // only hashes are stored
    const stored = await s.db.query<{ token_hash: string }>(`select token_hash from public.newsletter_tokens order by created_at`);
    expect(stored.map((x) => x.token_hash)).toContain(tokenHash(confirmToken));
    expect(JSON.stringify(stored)).not.toContain(confirmToken);

    const c = await post('confirmations', { token: confirmToken });
    expect(c.statusCode).toBe(200);
    expect(c.json()).toEqual({ status: 'confirmed' });
    expect(await statusOf(email)).toBe('confirmed');
    // the same link again: still confirmed, nothing else changes
    expect((await post('confirmations', { token: confirmToken })).json()).toEqual({ status: 'confirmed' });
  });

  it('when a link is built, then a forged Host or X-Forwarded-Host header does not change it', async () => {
    const email = s.uniqueEmail('host');
    const r = await s.app.inject({
      method: 'POST', url: '/api/v1/newsletter/subscriptions', payload: { email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, remoteAddress: nextIp(),
    });
    expect(r.statusCode).toBe(202);
    const [mail] = await mails(email);
    expect(mail?.text).toContain(`${s.url}/blog/newsletter/confirm#token=`);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Lieferzone-Newsletter');
  });

  it('when a confirmed address subscribes again, then the answer is the same and no mail goes out', async () => {
    const email = s.uniqueEmail('again');
    await post('subscriptions', { email });
    await post('confirmations', { token: linkToken((await mails(email))[0]!.text, 'confirm') });
    const again = await post('subscriptions', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'accepted' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await s.mailbox(email)).toHaveLength(1);
  });

  it('when the same submission is resent, then one mail; a new submission for a pending address gets a new mail, up to 3 a day', async () => {
    const email = s.uniqueEmail('resend');
    const submissionId = randomUUID();
    await post('subscriptions', { email, submissionId });
    await post('subscriptions', { email, submissionId });
    await mails(email);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await s.mailbox(email)).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await post('subscriptions', { email, submissionId: randomUUID() })).statusCode).toBe(202);
    await mails(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await s.mailbox(email)).toHaveLength(3);
  });

  it.each([
    [{ email: 'anna@' }, 'email'],
    [{ email: '' }, 'email'],
    [{}, 'email'],
    [{ email: 'anna@example.com', language: 'fr' }, 'language'],
    [{ email: 'anna@example.com', submissionId: 'nope' }, 'submissionId'],
  ])('when %j is sent, then 400 names %s and nothing is stored', async (body, field) => {
    const [before] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.newsletter_subscriptions`);
    const r = await post('subscriptions', body);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ error: { message: string } }>().error.message).toContain(field);
    const [after] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.newsletter_subscriptions`);
    expect(after!.n).toBe(before!.n);
  });

  it('when a body is over the size limit, then 413', async () => {
    const r = await post('subscriptions', { email: 'anna@example.com', padding: 'x'.repeat(4000) });
    expect(r.statusCode).toBe(413);
  });

  it('when a token is wrong or malformed, then 404 or 400 and nothing changes', async () => {
    const email = s.uniqueEmail('wrong');
    await post('subscriptions', { email });
    const token = linkToken((await mails(email))[0]!.text, 'confirm');
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await post('confirmations', { token: wrong })).statusCode).toBe(404);
    expect((await post('unsubscriptions', { token: wrong })).statusCode).toBe(404);
    expect((await post('confirmations', { token: 'short' })).statusCode).toBe(400);
    // an unsubscribe token does not confirm, a confirm token does not unsubscribe
    const unsubscribeToken = linkToken((await mails(email))[0]!.text, 'unsubscribe');
    expect((await post('confirmations', { token: unsubscribeToken })).statusCode).toBe(404);
    expect((await post('unsubscriptions', { token })).statusCode).toBe(404);
    expect(await statusOf(email)).toBe('pending');
  });

  it('when the unsubscribe link is used, then the address is unsubscribed, the old confirm link is dead, and a new opt-in is possible', async () => {
    const email = s.uniqueEmail('leave');
    await post('subscriptions', { email });
    const first = (await mails(email))[0]!.text;
    await post('confirmations', { token: linkToken(first, 'confirm') });
    const u = await post('unsubscriptions', { token: linkToken(first, 'unsubscribe') });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await post('confirmations', { token: linkToken(first, 'confirm') })).statusCode).toBe(404);
    expect((await post('unsubscriptions', { token: linkToken(first, 'unsubscribe') })).json()).toEqual({ status: 'unsubscribed' });

    await post('subscriptions', { email });
    const second = (await mails(email, 2))[0]!.text;
    expect(await statusOf(email)).toBe('pending');
    await post('confirmations', { token: linkToken(second, 'confirm') });
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('when an expired confirm link is used, then 404 and the address stays pending', async () => {
    const email = s.uniqueEmail('old');
    await post('subscriptions', { email });
    const token = linkToken((await mails(email))[0]!.text, 'confirm');
    await s.db.query(`update public.newsletter_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`, [tokenHash(token)]);
    expect((await post('confirmations', { token })).statusCode).toBe(404);
    expect(await statusOf(email)).toBe('pending');
  });
});

describe('newsletter limits', () => {
  it('when one client guesses tokens, then after 10 unknown ones even a right token waits (429 with Retry-After); others are not affected', async () => {
    const email = s.uniqueEmail('guess');
    await post('subscriptions', { email });
    const token = linkToken((await mails(email))[0]!.text, 'confirm');
    const guesser = nextIp();
    for (let i = 0; i < 10; i++) expect((await post('confirmations', { token: 'A'.repeat(42) + String(i % 10 === 0 ? 'B' : i) }, guesser)).statusCode).toBe(404);
    const blocked = await post('confirmations', { token }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('confirmations', { token })).statusCode).toBe(200);
  });
});

describe('newsletter rate limit per client', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ PUBLIC_WRITE_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('when one client subscribes more often than the public write budget, then 429 with Retry-After', async () => {
    const send = (email: string) =>
      limited.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscriptions', payload: { email }, remoteAddress: '192.0.2.7' });
    for (let i = 0; i < 3; i++) expect((await send(`a${i}@example.com`)).statusCode).toBe(202);
    const r = await send('a9@example.com');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const other = await limited.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscriptions', payload: { email: 'b@example.com' }, remoteAddress: '192.0.2.8' });
    expect(other.statusCode).toBe(202);
  });
});

describe('newsletter tables under row-level security', () => {
  const TABLES = ['newsletter_subscriptions', 'newsletter_tokens'] as const;
  const clients = () => [['anonymous', s.client()], ['signed in', signedIn]] as const;

  it('when the tables hold rows, then the test really attacks something', async () => {
    for (const table of TABLES) {
      const [row] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      expect({ table, some: row!.n > 0 }).toEqual({ table, some: true });
    }
  });

  it.each(TABLES)('when %s is read, counted or embedded through REST, then no row comes back', async (table) => {
    for (const [who, c] of clients()) {
      for (const r of [await c.from(table).select('*'), await c.from(table).select('*', { count: 'exact', head: true })]) {
        expect({ who, rows: r.data?.length ?? 0, count: r.count ?? 0 }).toEqual({ who, rows: 0, count: 0 });
      }
    }
    const embedded = await s.client().from('newsletter_subscriptions').select('email, newsletter_tokens(token_hash)');
    expect(embedded.data ?? []).toEqual([]);
  });

  it('when a visitor inserts, updates or deletes through REST, then it is refused and nothing changes', async () => {
    const snapshot = async () => ({
      subs: await s.db.query(`select to_jsonb(x) as row from public.newsletter_subscriptions x order by email`),
      tokens: await s.db.query(`select to_jsonb(x) as row from public.newsletter_tokens x order by token_hash`),
    });
    const before = await snapshot();
    for (const [, c] of clients()) {
      const ins = await c.from('newsletter_subscriptions').insert({ email: 'forged@example.com', status: 'confirmed' });
      expect(ins.error).not.toBeNull();
      await c.from('newsletter_subscriptions').update({ status: 'unsubscribed' }).not('id', 'is', null);
      await c.from('newsletter_subscriptions').delete().not('id', 'is', null);
      await c.from('newsletter_tokens').update({ used_at: null }).not('token_hash', 'is', null);
      await c.from('newsletter_tokens').delete().not('token_hash', 'is', null);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('newsletter in the API description', () => {
  it('when /api/openapi.json is read, then the three newsletter routes are declared with their bodies', async () => {
    const doc = (await s.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: { requestBody?: unknown; responses?: Record<string, unknown> } }> }>();
    for (const path of ['subscriptions', 'confirmations', 'unsubscriptions']) {
      const op = doc.paths[`/api/v1/newsletter/${path}`]?.post;
      expect(op?.requestBody, path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/v1/newsletter/subscriptions']?.post?.responses ?? {})).toContain('202');
  });
});
