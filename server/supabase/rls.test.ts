/**
 * Row-level security proven by attack, through the unmodified supabase-js: user B cannot read, change, delete or
 * insert-as-A any of A's rows through any filter, embedding or rpc; anonymous visitors read nothing personal;
 * SQL-looking input in select lists, filters and order is refused or matches nothing, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from './test-kit.ts';

let s: TestServer;
let a: { client: Client; id: string };
let b: { client: Client; id: string };
let anon: Client;
const aRows: Record<string, string> = {};
const PERSONAL = ['user_profiles', 'user_addresses', 'user_workplaces', 'orders', 'order_items'] as const;

/** A's rows as the database owner sees them (bypassing RLS), to prove nothing changed. */
async function snapshotA(): Promise<string> {
  const rows = await s.db.query<{ j: string }>(
    `select json_build_object(
       'p', (select json_agg(p order by p.id) from public.user_profiles p where p.user_id = $1),
       'a', (select json_agg(x order by x.id) from public.user_addresses x where x.user_id = $1),
       'w', (select json_agg(w order by w.id) from public.user_workplaces w where w.user_id = $1),
       'o', (select json_agg(o order by o.id) from public.orders o where o.user_id = $1),
       'i', (select json_agg(i order by i.id) from public.order_items i join public.orders o on o.id = i.order_id where o.user_id = $1)
     )::text as j`,
    [a.id],
  );
  return rows[0]!.j;
}

beforeAll(async () => {
  s = await startServer();
  const ua = await s.signUpVerified({ first_name: 'Alice', last_name: 'A' });
  const ub = await s.signUpVerified({ first_name: 'Bob', last_name: 'B' });
  a = { client: ua.client, id: ua.user.id };
  b = { client: ub.client, id: ub.user.id };
  anon = s.client();
  const addr = await a.client.from('user_addresses').insert({ user_id: a.id, title: 'Geheim', street: 'Alicegasse', building_number: '1', city: 'Wien', postal_code: '1010', is_default: true }).select().single();
  const wp = await a.client.from('user_workplaces').insert({ user_id: a.id, company_name: 'Alice AG', street: 'Firmenweg', building_number: '2', city: 'Wien', postal_code: '1020', monthly_budget: 300 }).select().single();
  const nr = await a.client.rpc('generate_order_number');
  // the account's orders are written by the server (migration 0009): here with the service key, as the server would
  const server = s.client(s.serviceKey);
  const order = await server.from('orders').insert({ user_id: a.id, order_number: nr.data, restaurant_name: 'Alices Pizza', total: 30 }).select().single();
  const item = await server.from('order_items').insert({ order_id: order.data!.id, product_name: 'Geheimpizza', quantity: 1, unit_price: 30, total_price: 30 }).select().single();
  const prof = await a.client.from('user_profiles').select('id').eq('user_id', a.id).single();
  for (const r of [addr, wp, order, item, prof]) expect(r.error).toBeNull();
  aRows.user_addresses = addr.data!.id;
  aRows.user_workplaces = wp.data!.id;
  aRows.orders = order.data!.id;
  aRows.order_items = item.data!.id;
  aRows.user_profiles = prof.data!.id;
  aRows.order_number = nr.data as string;
  // B has rows of their own
  await b.client.from('user_addresses').insert({ user_id: b.id, title: 'Bobs', street: 'Bobweg', building_number: '9', city: 'Graz', postal_code: '8010' });
});
afterAll(async () => {
  await s.close();
});

describe('user B against user A', () => {
  it('when B reads any personal table without a filter, then only B\'s own rows come back', async () => {
    for (const t of PERSONAL) {
      const r = await b.client.from(t).select('*');
      expect({ t, error: r.error }).toEqual({ t, error: null });
      const ids = JSON.stringify(r.data);
      expect(ids).not.toContain(a.id);
      expect(ids).not.toContain(aRows[t]);
    }
  });

  it('when B filters for A\'s ids in every way, then nothing comes back', async () => {
    for (const t of PERSONAL) {
      const byId = await b.client.from(t).select('*').eq('id', aRows[t]!);
      expect({ t, data: byId.data }).toEqual({ t, data: [] });
      const orTree = await b.client.from(t).select('*').or(`id.eq.${aRows[t]},id.neq.${aRows[t]}`);
      expect(JSON.stringify(orTree.data)).not.toContain(aRows[t]);
      const counted = await b.client.from(t).select('*', { count: 'exact', head: true }).eq('id', aRows[t]!);
      expect(counted.count).toBe(0);
    }
    const byUser = await b.client.from('user_addresses').select('*').eq('user_id', a.id);
    expect(byUser.data).toEqual([]);
    const notMine = await b.client.from('orders').select('*').neq('user_id', b.id);
    expect(notMine.data).toEqual([]);
    const byNumber = await b.client.from('orders').select('*').eq('order_number', aRows.order_number!).maybeSingle();
    expect(byNumber.data).toBeNull();
    const like = await b.client.from('order_items').select('*').ilike('product_name', '%geheim%');
    expect(like.data).toEqual([]);
  });

  it('when B embeds across tables, then A\'s rows never appear (either direction, !inner too)', async () => {
    const down = await b.client.from('orders').select('*,order_items(*)');
    expect(JSON.stringify(down.data)).not.toContain('Geheimpizza');
    const up = await b.client.from('order_items').select('*,orders(*)');
    expect(up.data).toEqual([]);
    const inner = await b.client.from('orders').select('id,order_items!inner(product_name)');
    expect(inner.data).toEqual([]);
  });

  it('when B updates A\'s rows by id or user_id, then nothing changes', async () => {
    const before = await snapshotA();
    for (const t of PERSONAL) {
      const col = t === 'order_items' ? 'product_name' : t === 'user_profiles' ? 'first_name' : t === 'orders' ? 'status' : t === 'user_workplaces' ? 'company_name' : 'title';
      const val = t === 'orders' ? 'cancelled' : 'Gehackt';
      const r = await b.client.from(t).update({ [col]: val }).eq('id', aRows[t]!).select();
      expect({ t, data: r.data }).toEqual({ t, data: [] });
    }
    await b.client.from('user_addresses').update({ title: 'Gehackt' }).eq('user_id', a.id);
    await b.client.from('user_addresses').update({ title: 'Gehackt' }).neq('title', 'x');
    expect(await snapshotA()).toBe(before);
  });

  it('when B deletes A\'s rows through any filter, then nothing is deleted', async () => {
    const before = await snapshotA();
    for (const t of PERSONAL) {
      const r = await b.client.from(t).delete().eq('id', aRows[t]!).select();
      expect({ t, data: r.data }).toEqual({ t, data: [] });
      await b.client.from(t).delete().not('id', 'is', null);
    }
    await b.client.from('orders').delete().eq('user_id', a.id);
    expect(await snapshotA()).toBe(before);
  });

  it('when B inserts rows as A or into A\'s order, then RLS refuses with 403 42501', async () => {
    const before = await snapshotA();
    const attempts = [
      b.client.from('user_addresses').insert({ user_id: a.id, title: 'T', street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' }),
      b.client.from('user_workplaces').insert({ user_id: a.id, company_name: 'C', street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' }),
      b.client.from('orders').insert({ user_id: a.id, order_number: 'LZ-FAKE-1', total: 1 }),
      b.client.from('order_items').insert({ order_id: aRows.orders, product_name: 'Untergeschoben', quantity: 1 }),
      b.client.from('user_profiles').insert({ user_id: a.id, first_name: 'Fake' }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).toBe(403);
      expect(r.error?.code).toBe('42501');
    }
    expect(await snapshotA()).toBe(before);
  });

  it('when B upserts onto A\'s row id or moves own rows to A, then it is refused and nothing changes', async () => {
    const before = await snapshotA();
    const up = await b.client.from('user_addresses').upsert({ id: aRows.user_addresses, user_id: b.id, title: 'Meins', street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' }, { onConflict: 'id' });
    expect(up.error).not.toBeNull();
    const own = await b.client.from('user_addresses').insert({ user_id: b.id, title: 'Bobs2', street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' }).select('id').single();
    const move = await b.client.from('user_addresses').update({ user_id: a.id }).eq('id', own.data!.id);
    expect(move.status).toBe(403);
    expect(move.error?.code).toBe('42501');
    expect(await snapshotA()).toBe(before);
  });

  it('when B deletes their own account by rpc, then A is untouched', async () => {
    const extra = await s.signUpVerified();
    const before = await snapshotA();
    expect((await extra.client.rpc('delete_own_account')).error).toBeNull();
    expect(await snapshotA()).toBe(before);
  });
});

describe('anonymous visitors', () => {
  it('when an anonymous visitor reads any personal table in any way, then nothing comes back', async () => {
    for (const t of PERSONAL) {
      const r = await anon.from(t).select('*');
      expect({ t, data: r.data }).toEqual({ t, data: [] });
      const byId = await anon.from(t).select('*').eq('id', aRows[t]!);
      expect(byId.data).toEqual([]);
    }
    const emb = await anon.from('orders').select('*,order_items(*)');
    expect(emb.data).toEqual([]);
  });

  it('when an anonymous visitor writes personal tables or calls the user functions, then it is refused', async () => {
    const before = await snapshotA();
    const ins = await anon.from('user_addresses').insert({ user_id: a.id, title: 'T', street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' });
    expect(ins.status).toBe(401);
    expect(ins.error?.code).toBe('42501');
    const upd = await anon.from('orders').update({ status: 'cancelled' }).eq('id', aRows.orders!).select();
    expect(upd.data ?? []).toEqual([]);
    await anon.from('orders').delete().eq('id', aRows.orders!);
    const nr = await anon.rpc('generate_order_number');
    expect(nr.status).toBe(401);
    expect(nr.error?.code).toBe('42501');
    const del = await anon.rpc('delete_own_account');
    expect(del.status).toBe(401);
    expect(await snapshotA()).toBe(before);
  });

  it('when an anonymous visitor names internal tables or functions, then they do not exist for the API', async () => {
    for (const t of ['schema_migrations', 'users', 'vendors']) {
      const r = await anon.from(t).select('*');
      expect({ t, status: r.status }).toEqual({ t, status: 404 });
    }
    const trig = await anon.rpc('handle_user_email_confirmed');
    expect(trig.status).toBe(404);
  });
});

describe('SQL-looking input', () => {
  const raw = async (path: string, init: RequestInit = {}, token?: string) => {
    const session = token ?? (await b.client.auth.getSession()).data.session!.access_token;
    return fetch(`${s.url}/rest/v1/${path}`, { ...init, headers: { apikey: s.anonKey, authorization: `Bearer ${session}`, ...(init.headers as Record<string, string> | undefined) } });
  };

  it('when select lists, filters, order or names carry SQL, then 400/404 or no match, and nothing changes', async () => {
    const before = await snapshotA();
    const bad = [
      'user_addresses?select=id,(select%20email%20from%20auth.users)',
      'user_addresses?select=id;drop%20table%20orders',
      'user_addresses?select=*&order=created_at;delete%20from%20orders',
      'user_addresses?select=*&order=(select%201)',
      'user_addresses?select=*&user_id)%20or%20(1=1=eq.x',
      'user_addresses?select=*&id=eq.1%27%20or%20%271%27=%271',
      'user_addresses?select=*&or=(id.eq.1)%20or%201=1--)',
      'user_addresses?select=*&limit=1;delete%20from%20orders',
      'user_addresses?select=title::text%20from%20auth.users--',
    ];
    for (const p of bad) {
      const r = await raw(p);
      expect({ p, status: r.status }).toEqual({ p, status: 400 });
      const body = (await r.json()) as { code: string; message: string };
      expect(typeof body.code).toBe('string');
    }
    const notFound = await raw('orders;drop%20table%20orders?select=*');
    expect(notFound.status).toBe(404);
    const rpc = await raw('rpc/generate_order_number();drop%20table%20orders', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(rpc.status).toBe(404);
    // values are bound: a text filter holding SQL matches nothing
    const val = await b.client.from('user_addresses').select('*').eq('title', "x' or '1'='1");
    expect(val.data).toEqual([]);
    const likeAll = await b.client.from('user_addresses').select('user_id').like('title', "%' or user_id is not null or '%");
    expect(likeAll.data).toEqual([]);
    const inj = await b.client.from('user_addresses').update({ title: "'); delete from orders; --" }).eq('title', "Bobs' or '1'='1");
    expect(inj.error).toBeNull();
    // a value shaped like SQL is stored verbatim, as text
    const stored = await b.client.from('user_addresses').insert({ user_id: b.id, title: "x'); drop table public.orders; --", street: 'S', building_number: '1', city: 'Wien', postal_code: '1010' }).select('title').single();
    expect(stored.data).toEqual({ title: "x'); drop table public.orders; --" });
    expect(await snapshotA()).toBe(before);
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from public.orders'))[0]!.n).toBeGreaterThan(0);
  });

  it('when a token claims another role or is forged, then the request is refused before any query', async () => {
    const { signJwt } = await import('./jwt.ts');
    const forgedRole = signJwt({ role: 'postgres', sub: a.id }, 'lieferzone-development-jwt-secret-do-not-use-in-production');
    const r1 = await raw('orders?select=*', {}, forgedRole);
    expect(r1.status).toBe(401);
    const otherSecret = signJwt({ role: 'service_role' }, 'x'.repeat(40));
    const r2 = await raw('orders?select=*', {}, otherSecret);
    expect(r2.status).toBe(401);
    expect(((await r2.json()) as { code: string }).code).toBe('PGRST301');
    const expired = signJwt({ role: 'authenticated', sub: a.id, exp: 1000 }, 'lieferzone-development-jwt-secret-do-not-use-in-production');
    const r3 = await raw('orders?select=*', {}, expired);
    expect(r3.status).toBe(401);
    expect(((await r3.json()) as { code: string }).code).toBe('PGRST303');
  });

  it('when the service key reads, then RLS is bypassed (server-side tools only)', async () => {
    const admin = s.client(s.serviceKey);
    const r = await admin.from('orders').select('id').eq('id', aRows.orders!);
    expect(r.data).toEqual([{ id: aRows.orders }]);
  });
});
