/**
 * Supabase-compatible backend through HTTP (what supabase-js sends): password sign-ins per second, RLS-filtered
 * REST GETs per second, a plain read of 10 orders against the same read embedding each order's last 10 items
 * (PostgREST embedding with order and limit on the embedded resource), and REST inserts per second, each at
 * concurrency 1 and 8, against a running server
 * (demo mailbox on, i.e. no SMTP_URL). Bounded: a 1 s warm-up and `durationMs` (default 5 s) per measurement.
 * Called by bench/api.ts through bench/supabase-hook.ts; standalone: `tsx bench/supabase.ts http://127.0.0.1:PORT`.
 */
import { randomUUID } from 'node:crypto';
import { runLoad, formatResult, type LoadResult } from './load.ts';
import { deriveProjectKeys, DEV_JWT_SECRET } from '../server/supabase/jwt.ts';

export interface SupabaseBenchResult {
  signIn: LoadResult[];
  restGet: LoadResult[];
  plainRead: LoadResult[];
  embeddedRead: LoadResult[];
  insert: LoadResult[];
}

/**
 * 10 orders of the user with 15 items each (written with the service key: orders are the server's to write), so
 * that the embedded read returns the last 10 items of each.
 */
async function benchOrders(baseUrl: string, apikey: string, user: { id: string }): Promise<void> {
  const { serviceRoleKey } = deriveProjectKeys(process.env.JWT_SECRET ?? DEV_JWT_SECRET);
  const h = { apikey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json', 'content-profile': 'public' };
  const orders = Array.from({ length: 10 }, (_, i) => ({ user_id: user.id, order_number: `BENCH-${user.id.slice(0, 8)}-${i}`, total: 25.5 }));
  const created = await json<{ id: string }[]>(`${baseUrl}/rest/v1/orders?select=id`, { method: 'POST', headers: { ...h, prefer: 'return=representation' }, body: JSON.stringify(orders) });
  const items = created.flatMap((o) => Array.from({ length: 15 }, (_, i) => ({ order_id: o.id, product_name: `Pizza ${i}`, quantity: 1 + (i % 3), unit_price: 8.5, total_price: 8.5 * (1 + (i % 3)) })));
  await json(`${baseUrl}/rest/v1/order_items`, { method: 'POST', headers: { ...h, prefer: 'return=minimal' }, body: JSON.stringify(items) });
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  const text = await r.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function anonKeyOf(baseUrl: string): Promise<string> {
  try {
    const cfg = await json<{ supabaseAnonKey?: string }>(`${baseUrl}/config.json`);
    if (cfg.supabaseAnonKey) return cfg.supabaseAnonKey;
  } catch {
    /* older config.json: derive below */
  }
  return deriveProjectKeys(process.env.JWT_SECRET ?? DEV_JWT_SECRET).anonKey;
}

/** sign-up → code from the demo mailbox → verified session */
async function benchUser(baseUrl: string, apikey: string, tag: string) {
  const email = `bench.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'benchPass123';
  const h = { apikey, 'content-type': 'application/json' };
  await json(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers: h, body: JSON.stringify({ email, password, data: { first_name: 'Bench', last_name: tag } }) });
  const mails = await json<{ text: string }[]>(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the demo mailbox (is SMTP_URL set?)');
  const s = await json<{ access_token: string; user: { id: string } }>(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ email, token: code, type: 'signup' }),
  });
  return { email, password, token: s.access_token, id: s.user.id };
}

export async function benchSupabase(baseUrl: string, opts: { label?: string; durationMs?: number; serverPid?: number | undefined } = {}): Promise<SupabaseBenchResult> {
  const label = `[${opts.label ?? 'supabase'}]`;
  const durationMs = opts.durationMs ?? 5000;
  const apikey = await anonKeyOf(baseUrl);
  const a = await benchUser(baseUrl, apikey, 'a');
  const b = await benchUser(baseUrl, apikey, 'b');
  const authA = { apikey, authorization: `Bearer ${a.token}` };
  // A has 30 addresses, B 30 more: the GET must filter by RLS and by user_id
  for (const u of [a, b]) {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      user_id: u.id, title: `Adresse ${i}`, street: 'Neubaugasse', building_number: String(i + 1), city: 'Wien', postal_code: '1070',
    }));
    await json(`${baseUrl}/rest/v1/user_addresses`, {
      method: 'POST',
      headers: { apikey, authorization: `Bearer ${u.token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
  }

  await benchOrders(baseUrl, apikey, a);
  const ordersOfA = `user_id=eq.${a.id}&order=created_at.desc&limit=10`;

  const cases: { key: keyof SupabaseBenchResult; name: string; expect: number; request: (i: number) => { method?: string; path: string; headers?: Record<string, string>; body?: string } }[] = [
    {
      key: 'signIn',
      name: 'supabase sign-in (password)',
      expect: 200,
      request: () => ({
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: { apikey, 'content-type': 'application/json;charset=UTF-8', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: a.email, password: a.password, gotrue_meta_security: {} }),
      }),
    },
    {
      key: 'restGet',
      name: 'supabase REST GET (RLS)',
      expect: 200,
      request: () => ({
        path: `/rest/v1/user_addresses?select=*&user_id=eq.${a.id}&order=is_default.desc,created_at.desc&limit=10`,
        headers: { ...authA, 'accept-profile': 'public' },
      }),
    },
    {
      key: 'plainRead',
      name: 'supabase REST read, 10 orders (plain)',
      expect: 200,
      request: () => ({ path: `/rest/v1/orders?select=*&${ordersOfA}`, headers: { ...authA, 'accept-profile': 'public' } }),
    },
    {
      key: 'embeddedRead',
      name: 'supabase REST read, 10 orders with their last 10 items (embedded)',
      expect: 200,
      request: () => ({
        path: `/rest/v1/orders?select=*,order_items(*)&${ordersOfA}&order_items.order=created_at.desc&order_items.limit=10`,
        headers: { ...authA, 'accept-profile': 'public' },
      }),
    },
    {
      key: 'insert',
      name: 'supabase REST insert',
      expect: 201,
      request: (i) => ({
        method: 'POST',
        path: '/rest/v1/user_workplaces',
        headers: { ...authA, 'content-profile': 'public', 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: a.id, company_name: `Bench ${i}`, street: 'Museumsplatz', building_number: '1', city: 'Wien', postal_code: '1070', monthly_budget: 100 }),
      }),
    },
  ];
  const out: SupabaseBenchResult = { signIn: [], restGet: [], plainRead: [], embeddedRead: [], insert: [] };
  for (const c of cases) {
    for (const concurrency of [1, 8]) {
      await runLoad({ name: c.name, baseUrl, concurrency, durationMs: Math.min(1000, durationMs), request: c.request, expectStatus: c.expect });
      const r = await runLoad({ name: `${label} ${c.name}`, baseUrl, concurrency, durationMs, request: c.request, expectStatus: c.expect, serverPid: opts.serverPid });
      console.log(formatResult(r));
      out[c.key].push(r);
    }
  }
  out.embeddedRead.forEach((e, i) => {
    const p = out.plainRead[i];
    if (p) console.log(`${label} embedded read costs ${(p.rps / e.rps).toFixed(2)}× the plain read (${p.rps.toFixed(0)} vs ${e.rps.toFixed(0)} requests/s at concurrency ${e.concurrency})`);
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: tsx bench/supabase.ts http://127.0.0.1:PORT');
    process.exit(2);
  }
  await benchSupabase(base, { label: 'supabase' });
}
