/**
 * Test helpers for the Supabase-compatible backend: the whole app on a fresh database, listening on a free
 * loopback port, driven through the unmodified @supabase/supabase-js.
 */
import { createServer, type AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { createTestApp } from '../test-helpers.ts';
import { deriveProjectKeys, jwtSecret } from './jwt.ts';
import { supabasePublicConfig } from './routes.ts';

/**
 * supabase-js 2.109 on Node 20 (no global WebSocket) refuses to construct its realtime client unless a transport
 * is given. These tests never open a realtime channel; a transport that fails when used is enough.
 */
function NoRealtime(): never {
  throw new Error('realtime is not used in these tests');
}

export type Client = ReturnType<TestServer['client']>;

export interface MailItem { to: string; subject: string; text: string; html: string; sentAt: string }

/** A free loopback port: the server's configured site URL (links in mails) must name the port it listens on. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

export async function startServer(overrides: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ DEMO_MODE: '1', PORT: String(port), SITE_URL: url, ...overrides });
  await t.app.listen({ port, host: '127.0.0.1' });
  const anonKey = supabasePublicConfig(t.config).supabaseAnonKey;
  const serviceKey = deriveProjectKeys(jwtSecret(t.config)).serviceRoleKey;

  const client = (key = anonKey) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as never },
    });

  const mailbox = async (to: string): Promise<MailItem[]> => {
    const r = await fetch(`${url}/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (!r.ok) throw new Error(`mailbox ${r.status}`);
    return (await r.json()) as MailItem[];
  };

  /** the 6-digit code of the newest mail to `to` */
  const latestCode = async (to: string): Promise<string> => {
    const [m] = await mailbox(to);
    const code = m?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the mailbox of ${to}`);
    return code;
  };

  let n = 0;
  const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${n++}@example.com`;

  /** sign-up → code from the mailbox → verified: a signed-in client */
  const signUpVerified = async (opts: { email?: string; password?: string; first_name?: string; last_name?: string; language?: string } = {}) => {
    const email = opts.email ?? uniqueEmail('user');
    const password = opts.password ?? 'geheim123';
    const c = client();
    const { data, error } = await c.auth.signUp({
      email,
      password,
      options: { data: { first_name: opts.first_name ?? 'Anna', last_name: opts.last_name ?? 'Muster', ...(opts.language ? { language: opts.language } : {}) } },
    });
    if (error) throw error;
    if (data.session) throw new Error('expected confirmation by code, got a session');
    const v = await c.auth.verifyOtp({ email, token: await latestCode(email), type: 'signup' });
    if (v.error) throw v.error;
    const { user, session } = v.data;
    if (!user || !session) throw new Error('verifyOtp answered without a session');
    return { client: c, email, password, user, session };
  };

  return {
    app: t.app,
    db: t.tdb.db,
    config: t.config,
    url,
    anonKey,
    serviceKey,
    client,
    mailbox,
    latestCode,
    uniqueEmail,
    signUpVerified,
    close: () => t.close(),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;
