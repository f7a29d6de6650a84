/**
 * PostgREST-compatible REST driven by the unmodified supabase-js: every call of the wire contract
 * (shared/notes/supabase-wire-contract.md) on the tables of spec 2 §3, spec 1 §3 and spec 3 §3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from './test-kit.ts';

let s: TestServer, c: Client, uid: string;

const address = (over: Record<string, unknown> = {}) => ({
  user_id: uid,
  type: 'home',
  title: 'Zuhause',
  street: 'Mariahilfer Straße',
  building_number: '10',
  city: 'Wien',
  postal_code: '1070',
  ...over,
});

beforeAll(async () => {
  s = await startServer();
  const u = await s.signUpVerified({ first_name: 'Rita', last_name: 'Rest' });
  c = u.client;
  uid = u.user.id;
});
afterAll(async () => {
  await s.close();
});

describe('select', () => {
  it('when selecting by user_id newest first with limit 1, then a JSON array with that row comes back', async () => {
    await c.from('user_addresses').insert(address({ title: 'Alt', street: 'Altgasse' }));
    await new Promise((r) => setTimeout(r, 5));
    await c.from('user_addresses').insert(address({ title: 'Neu', street: 'Neugasse' }));
    const r = await c.from('user_addresses').select('*').eq('user_id', uid).order('created_at', { ascending: false }).limit(1);
    expect(r.error).toBeNull();
    expect(r.status).toBe(200);
    expect(r.data).toHaveLength(1);
    expect(r.data![0]).toMatchObject({ title: 'Neu', country: 'Österreich', is_default: false, user_id: uid });
  });

  it('when a column list with aliases and a cast is selected, then exactly those keys come back', async () => {
    const r = await c.from('user_addresses').select('name:title,street,plz:postal_code::text').eq('title', 'Alt');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ name: 'Alt', street: 'Altgasse', plz: '1070' }]);
  });

  it('when maybeSingle finds nothing, then data is null without error; single on nothing is 406 PGRST116', async () => {
    const m = await c.from('user_addresses').select('*').eq('title', 'Gibt es nicht').maybeSingle();
    expect(m.error).toBeNull();
    expect(m.data).toBeNull();
    const one = await c.from('user_addresses').select('*').eq('title', 'Gibt es nicht').single();
    expect(one.status).toBe(406);
    expect(one.error?.code).toBe('PGRST116');
    expect(one.error?.details).toBe('The result contains 0 rows');
    const two = await c.from('user_addresses').select('*').single();
    expect(two.error?.details).toMatch(/The result contains \d+ rows/);
  });

  it('when filtering with every operator, then the matching rows come back', async () => {
    await c.from('user_workplaces').insert([
      { user_id: uid, company_name: 'Alpha GmbH', street: 'A-Gasse', building_number: '1', city: 'Wien', postal_code: '1010', monthly_budget: 100 },
      { user_id: uid, company_name: 'Beta, Co KG', street: 'B-Gasse', building_number: '2', city: 'Graz', postal_code: '8010', monthly_budget: 250.5 },
      { user_id: uid, company_name: 'Gamma AG', street: 'C-Gasse', building_number: '3', city: 'Linz', postal_code: '4020', monthly_budget: 0, stair: '2' },
    ]);
    const names = async (q: PromiseLike<{ data: { company_name: string }[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.map((x) => x.company_name).sort();
    };
    const w = () => c.from('user_workplaces').select('company_name');
    expect(await names(w().eq('city', 'Wien'))).toEqual(['Alpha GmbH']);
    expect(await names(w().neq('city', 'Wien'))).toEqual(['Beta, Co KG', 'Gamma AG']);
    expect(await names(w().gt('monthly_budget', 100))).toEqual(['Beta, Co KG']);
    expect(await names(w().gte('monthly_budget', 100))).toEqual(['Alpha GmbH', 'Beta, Co KG']);
    expect(await names(w().lt('monthly_budget', 100))).toEqual(['Gamma AG']);
    expect(await names(w().lte('monthly_budget', 100))).toEqual(['Alpha GmbH', 'Gamma AG']);
    expect(await names(w().like('company_name', '%GmbH'))).toEqual(['Alpha GmbH']);
    expect(await names(w().ilike('company_name', '%gamma%'))).toEqual(['Gamma AG']);
    expect(await names(w().in('company_name', ['Alpha GmbH', 'Beta, Co KG']))).toEqual(['Alpha GmbH', 'Beta, Co KG']);
    expect(await names(w().is('stair', null))).toEqual(['Alpha GmbH', 'Beta, Co KG']);
    expect(await names(w().not('stair', 'is', null))).toEqual(['Gamma AG']);
    expect(await names(w().or('city.eq.Graz,stair.eq.2'))).toEqual(['Beta, Co KG', 'Gamma AG']);
    expect(await names(w().or('and(city.eq.Wien,monthly_budget.gt.50),city.eq.Linz'))).toEqual(['Alpha GmbH', 'Gamma AG']);
    expect(await names(w().eq('is_active', true).in('city', []))).toEqual([]);
  });

  it('when ordering by several columns with offset and limit (range), then that window comes back with Content-Range', async () => {
    const r = await c.from('user_workplaces').select('company_name', { count: 'exact' }).order('city', { ascending: true }).order('company_name', { ascending: false }).range(1, 1);
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ company_name: 'Gamma AG' }]);
    expect(r.count).toBe(3);
    expect(r.status).toBe(206);
    const raw = await fetch(`${s.url}/rest/v1/user_workplaces?select=id&order=city.asc&offset=1&limit=1`, {
      headers: { apikey: s.anonKey, authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}`, prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('1-1/3');
  });

  it('when asking head-only for an exact count, then the count comes without rows', async () => {
    const r = await c.from('user_workplaces').select('*', { count: 'exact', head: true });
    expect(r.error).toBeNull();
    expect(r.count).toBe(3);
    expect(r.data).toBeNull();
  });
});

describe('insert, update, delete, upsert', () => {
  it('when inserting with select().single(), then 201 and the created object', async () => {
    const r = await c.from('user_addresses').insert(address({ title: 'Büro', type: 'work' })).select().single();
    expect(r.status).toBe(201);
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ title: 'Büro', type: 'work', user_id: uid });
    expect(r.data!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when inserting an array without select, then 201 and no body', async () => {
    const r = await c.from('user_addresses').insert([address({ title: 'X1' }), address({ title: 'X2', floor: '3' })]);
    expect(r.status).toBe(201);
    expect(r.error).toBeNull();
    expect(r.data).toBeNull();
    const back = await c.from('user_addresses').select('title,floor').in('title', ['X1', 'X2']).order('title');
    expect(back.data).toEqual([{ title: 'X1', floor: null }, { title: 'X2', floor: '3' }]);
  });

  it('when rows of an array lack a column and defaultToNull is false, then the column default applies', async () => {
    const r = await c.from('user_addresses').insert([address({ title: 'D1', is_default: false }), address({ title: 'D2' })], { defaultToNull: false }).select('title,is_default,country');
    expect(r.error).toBeNull();
    expect(r.data).toHaveLength(2);
    expect(r.data!.find((x) => x.title === 'D2')).toEqual({ title: 'D2', is_default: false, country: 'Österreich' });
  });

  it('when a constraint is violated, then the PostgreSQL error comes back as PostgREST does', async () => {
    const bad = await c.from('user_addresses').insert(address({ postal_code: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    const unknownCol = await c.from('user_addresses').insert({ ...address(), nope: 1 });
    expect(unknownCol.status).toBe(400);
    expect(unknownCol.error?.code).toBe('PGRST204');
  });

  it('when updating and deleting by id, then 204, or 200 with the rows when selected', async () => {
    const { data: row } = await c.from('user_addresses').insert(address({ title: 'Temp' })).select().single();
    const u1 = await c.from('user_addresses').update({ title: 'Temp2', is_default: true }).eq('id', row!.id);
    expect(u1.status).toBe(204);
    const u2 = await c.from('user_addresses').update({ floor: '4' }).eq('id', row!.id).select();
    expect(u2.status).toBe(200);
    expect(u2.data).toEqual([expect.objectContaining({ title: 'Temp2', floor: '4', is_default: true })]);
    // only one default address per user
    const defaults = await c.from('user_addresses').select('id').eq('is_default', true);
    expect(defaults.data).toEqual([{ id: row!.id }]);

    const d1 = await c.from('user_addresses').delete().eq('id', row!.id).select('title');
    expect(d1.status).toBe(200);
    expect(d1.data).toEqual([{ title: 'Temp2' }]);
    const d2 = await c.from('user_addresses').delete().eq('id', row!.id);
    expect(d2.status).toBe(204);
  });

  it('when updating or deleting without any filter, then 400 and nothing changes', async () => {
    const before = await c.from('user_addresses').select('id', { count: 'exact', head: true });
    const d = await c.from('user_addresses').delete();
    expect(d.status).toBe(400);
    const u = await c.from('user_addresses').update({ title: 'Alle' });
    expect(u.status).toBe(400);
    const after = await c.from('user_addresses').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('when upserting on a conflict column, then the existing row merges; ignore-duplicates keeps it', async () => {
    const { data: row } = await c.from('user_addresses').insert(address({ title: 'Up1' })).select().single();
    const m = await c.from('user_addresses').upsert({ ...address(), id: row!.id, title: 'Up2' }, { onConflict: 'id' }).select('id,title');
    expect(m.error).toBeNull();
    expect(m.data).toEqual([{ id: row!.id, title: 'Up2' }]);
    const i = await c.from('user_addresses').upsert({ ...address(), id: row!.id, title: 'Up3' }, { onConflict: 'id', ignoreDuplicates: true });
    expect(i.error).toBeNull();
    const back = await c.from('user_addresses').select('title').eq('id', row!.id).single();
    expect(back.data).toEqual({ title: 'Up2' });
  });

  it('when the profile is updated by user_id, then the change is stored', async () => {
    const r = await c.from('user_profiles').update({ first_name: 'Rita', last_name: 'Neu', phone: null }).eq('user_id', uid).select().single();
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ last_name: 'Neu', phone: null });
  });
});

describe('orders, embedding and rpc', () => {
  it('when an order with items is stored, then orders?select=*,order_items(*) embeds the items', async () => {
    const nr = await c.rpc('generate_order_number');
    expect(nr.error).toBeNull();
    expect(nr.data).toMatch(new RegExp(`^LZ-${new Date().getFullYear()}-\\d{6}$`));
    const nr2 = await c.rpc('generate_order_number');
    expect(nr2.data).not.toBe(nr.data);

    // the account's orders are written by the server (migration 0009): here with the service key, as the server would
    const server = s.client(s.serviceKey);
    const o = await server.from('orders').insert({
      user_id: uid, order_number: nr.data, restaurant_id: 'v1', restaurant_name: 'Pizzeria Roma', delivery_type: 'delivery',
      subtotal: 21.8, delivery_fee: 2.5, total: 24.3, payment_method: 'cash',
      delivery_address_street: 'Neugasse', delivery_address_building_number: '5', delivery_address_city: 'Wien', delivery_address_postal_code: '1070',
    }).select().single();
    expect(o.error).toBeNull();
    expect(o.data).toMatchObject({ status: 'pending', currency: 'EUR', total: 24.3 });
    const items = await server.from('order_items').insert([
      { order_id: o.data!.id, product_id: 'p1', product_name: 'Margherita', quantity: 2, unit_price: 8.9, total_price: 17.8, customizations: { size: 'L' } },
      { order_id: o.data!.id, product_id: 'p2', product_name: 'Cola', quantity: 1, unit_price: 4, total_price: 4 },
    ]);
    expect(items.error).toBeNull();

    const r = await c.from('orders').select('*,order_items(*)').eq('user_id', uid).order('created_at', { ascending: false });
    expect(r.error).toBeNull();
    expect(r.data).toHaveLength(1);
    expect(r.data![0].order_items).toHaveLength(2);
    expect(r.data![0].order_items.find((i: { product_name: string }) => i.product_name === 'Margherita')).toMatchObject({ quantity: 2, unit_price: 8.9, customizations: { size: 'L' } });

    const aliased = await c.from('orders').select('order_number,items:order_items(product_name)').eq('order_number', nr.data).maybeSingle();
    expect(aliased.data).toEqual({ order_number: nr.data, items: expect.arrayContaining([{ product_name: 'Cola' }, { product_name: 'Margherita' }]) });
    const parent = await c.from('order_items').select('product_name,orders(order_number)').eq('product_name', 'Cola').single();
    expect(parent.data).toEqual({ product_name: 'Cola', orders: { order_number: nr.data } });
  });

  it('when order statistics are asked for, then all orders count and the spent total sums delivered orders only', async () => {
    const server = s.client(s.serviceKey);
    const nr = await c.rpc('generate_order_number');
    expect((await server.from('orders').insert({ user_id: uid, order_number: nr.data, total: 10, status: 'cancelled' })).error).toBeNull();
    const nr2 = await c.rpc('generate_order_number');
    expect((await server.from('orders').insert({ user_id: uid, order_number: nr2.data, total: 12.5, status: 'delivered' })).error).toBeNull();
    const r = await c.rpc('order_statistics').single();
    expect(r.error).toBeNull();
    // the pending 24.30 € order of the test above and the cancelled one count as orders, not as money spent
    expect(r.data).toEqual({ total_orders: 3, total_spent: 12.5 });
    const anon = await s.client().rpc('order_statistics');
    expect(anon.status).toBe(401);
  });

  it('when an unknown table, column, relation or function is named, then the PostgREST errors come back', async () => {
    const t = await c.from('nope').select('*');
    expect(t.status).toBe(404);
    expect(t.error?.code).toBe('PGRST205');
    const col = await c.from('orders').select('nope');
    expect(col.status).toBe(400);
    expect(col.error?.code).toBe('42703');
    const rel = await c.from('orders').select('*,user_addresses(*)');
    expect(rel.error?.code).toBe('PGRST200');
    const fn = await c.rpc('nope');
    expect(fn.status).toBe(404);
    expect(fn.error?.code).toBe('PGRST202');
  });
});

describe('protocol errors', () => {
  it('when the body is not JSON or another schema is asked for, then PGRST102 / PGRST106', async () => {
    const token = (await c.auth.getSession()).data.session!.access_token;
    const h = { apikey: s.anonKey, authorization: `Bearer ${token}` };
    const bad = await fetch(`${s.url}/rest/v1/user_addresses`, { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: '{"title":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    const schema = await fetch(`${s.url}/rest/v1/user_addresses`, { headers: { ...h, 'accept-profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect(((await schema.json()) as { code: string }).code).toBe('PGRST106');
  });
});

describe('public forms', () => {
  it('when a visitor submits each public form, then it is stored as pending and cannot be read back', async () => {
    const anon = s.client();
    const forms: [string, Record<string, unknown>][] = [
      ['courier_applications', { first_name: 'Kurt', last_name: 'Rad', email: 'kurt@example.com', phone: '+43 1', address: 'Gasse 1', city: 'Wien', postal_code: '1010', date_of_birth: '1990-05-01', vehicle_type: 'bike', availability: ['Montag', 'Freitag'], iban: 'AT611904300234573201', accept_terms: true, status: 'pending' }],
      ['restaurant_signups', { restaurant_name: 'Café X', owner_first_name: 'O', owner_last_name: 'W', email: 'cafe@example.com', phone: '1', street: 'S', building_number: '1', postal_code: '1010', city: 'Wien', cuisine: 'Österreichisch', description: 'Gut', opening_hours: { monday: { open: '11:00', close: '22:00', closed: false } }, business_license: 'G1', tax_number: 'T1', accept_terms: true, accept_commission: true, status: 'pending' }],
      ['vendor_recommendations', { vendor_name: 'Imbiss Y', category: 'burger', city: 'Graz', recommender_email: null, status: 'pending' }],
    ];
    for (const [table, row] of forms) {
      const ins = await anon.from(table).insert(row);
      expect({ table, error: ins.error, status: ins.status }).toEqual({ table, error: null, status: 201 });
      const read = await anon.from(table).select('*');
      expect(read.data).toEqual([]);
      const readSigned = await c.from(table).select('*');
      expect(readSigned.data).toEqual([]);
      // insert().select() needs a read policy: refused, as on Supabase
      const chained = await anon.from(table).insert(row).select();
      expect(chained.status).toBe(401);
      expect(chained.error?.code).toBe('42501');
    }
    const stored = await s.db.query<{ n: number }>(`select count(*)::int as n from public.courier_applications where status = 'pending'`);
    expect(stored[0]!.n).toBe(1);
  });

  it('when a visitor files an ethics report through REST (reports go through the server: no request log) or a form as already accepted, then RLS refuses both', async () => {
    const r = await s.client().from('ethics_reports').insert({ category: 'fraud', description: 'Details', anonymous: true, status: 'submitted' });
    expect(r.error?.code).toBe('42501');
    const stored = await s.db.query<{ n: number }>(`select count(*)::int as n from public.ethics_reports`);
    expect(stored[0]!.n).toBe(0);
    const accepted = await s.client().from('vendor_recommendations').insert({ vendor_name: 'Z', category: 'pizza', city: 'Wien', status: 'accepted' });
    expect(accepted.status).toBe(401);
    expect(accepted.error?.code).toBe('42501');
  });
});
