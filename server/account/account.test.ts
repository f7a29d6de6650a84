/**
 * Data rights (issue 29): the export holds the signed-in customer's rows and nobody else's (attack: a second account,
 * the anon key, no token), it is limited per account, and deleting the account keeps the restaurant's order records
 * without the person's name and contact data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskApi, type DeskApi, type Signed } from '../desk/test-kit.ts';
import { auth, call, customerIp, IDS, orderBody } from '../vendor-api/test-fixtures.ts';
import { EXPORTS_PER_ACCOUNT } from './routes.ts';

let api: DeskApi;
let anna: Signed;
let bert: Signed;
const orders: Record<string, string> = {};

async function seedPerson(p: Signed, name: string, street: string): Promise<void> {
  const db = api.tdb.db;
  await db.query(`insert into public.user_profiles (user_id, first_name, last_name, phone) values ($1::uuid, $2, 'Muster', '+43 660 111')
    on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name, phone = excluded.phone`, [p.userId, name]);
  await db.query(`insert into public.user_addresses (user_id, title, street, building_number, city, postal_code)
    values ($1::uuid, 'Zuhause', $2, '10', 'Wien', '1100')`, [p.userId, street]);
  await db.query(`insert into public.user_workplaces (user_id, company_name, street, building_number, city, postal_code)
    values ($1::uuid, $2, 'Büroweg', '1', 'Wien', '1040')`, [p.userId, `${name} GmbH`]);
  await db.query(`insert into public.newsletter_subscriptions (email, status) values (lower($1), 'confirmed')`, [p.email]);
  const body = orderBody({ delivery: { ...orderBody().order.delivery, label: `${name} Muster`, email: p.email } });
  const r = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: body, remoteAddress: customerIp(), headers: auth(p.token) });
  if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
  const id = (r.body as { order: { id: string } }).order.id;
  orders[name] = id;
  await db.query(`insert into vendor.reviews (order_id, vendor_id, user_id, reviewer, food_stars, body, ordered_at, delivered_at)
    values ($1::uuid, $2::uuid, $3::uuid, $4, 5, $5, now(), now())`, [id, IDS.pizza, p.userId, `${name} M.`, `Sehr gut, ${name}`]);
  await db.query(`insert into vendor.order_push_subscriptions (order_id, endpoint, p256dh, auth, lang, created_at, expires_at, user_id)
    values ($1::uuid, $2, 'p256dh-key', 'auth-secret', 'de', now(), now() + interval '1 day', $3::uuid)`, [id, `https://push.example/${name}`, p.userId]);
}

beforeAll(async () => {
  api = await createDeskApi();
  anna = await api.customer();
  bert = await api.customer();
  await seedPerson(anna, 'Anna', 'Annagasse');
  await seedPerson(bert, 'Bert', 'Bertstraße');
});
afterAll(async () => {
  await api.close();
});

const exportAs = (token: string | null, remoteAddress = '198.51.100.30') =>
  call(api.app, { url: '/api/v1/account/export', remoteAddress, headers: token ? auth(token) : {} });

describe('the data export', () => {
  it("when a customer downloads their data, then it holds their profile, addresses, workplaces, orders with lines, reviews and subscriptions — and nothing of the other account's", async () => {
    const r = await exportAs(anna.token);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="lieferzone-meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const d = r.body;
    expect(d.format).toBe('lieferzone-account-export/1');
    expect(d.account).toMatchObject({ id: anna.userId, email: anna.email });
    expect(d.profile).toEqual([expect.objectContaining({ first_name: 'Anna', last_name: 'Muster' })]);
    expect(d.addresses).toEqual([expect.objectContaining({ street: 'Annagasse', postal_code: '1100' })]);
    expect(d.workplaces).toEqual([expect.objectContaining({ company_name: 'Anna GmbH' })]);
    expect(d.orders).toHaveLength(1);
    expect(d.orders[0]).toMatchObject({ id: orders.Anna, total: 30.3 });
    expect(d.orders[0].items.map((i: { product_name: string; quantity: number }) => [i.product_name, i.quantity])).toEqual([['Pizza Margherita', 2], ['Cola 0,5 l', 1]]);
    expect(d.orders[0].contact_given_to_restaurant).toMatchObject({ label: 'Anna Muster', email: anna.email });
    expect(d.reviews).toEqual([expect.objectContaining({ order_id: orders.Anna, body: 'Sehr gut, Anna', restaurant: 'Pizzeria Testa' })]);
    expect(d.subscriptions).toEqual([
      expect.objectContaining({ kind: 'newsletter', email: anna.email.toLowerCase(), status: 'confirmed' }),
      expect.objectContaining({ kind: 'order-push', order_id: orders.Anna, endpoint: 'https://push.example/Anna', language: 'de' }),
    ]);
    // the browser's push keys stay out of the file
    expect(r.raw).not.toContain('p256dh-key');
    expect(r.raw).not.toContain('auth-secret');
    expect(d.sessions.length).toBeGreaterThanOrEqual(1);
    expect(d.summary).toEqual({ profile: 1, addresses: 1, workplaces: 1, orders: 1, reviews: 1, subscriptions: 2, sessions: d.sessions.length });
    // nothing of Bert's anywhere in the file
    for (const bertsData of ['Bert', bert.userId, bert.email, bert.email.toLowerCase(), orders.Bert ?? 'x']) expect(r.raw).not.toContain(bertsData);
  });

  it('when the anon key, no token or a forged token asks, then nobody is exported', async () => {
    for (const token of [null, api.apikey, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.x']) {
      const r = await exportAs(token);
      expect(r.status).toBe(401);
      expect(r.raw).not.toContain('Anna');
      expect(r.raw).not.toContain('Bert');
    }
  });

  it(`when an account downloads more than ${String(EXPORTS_PER_ACCOUNT)} times an hour, then it gets 429 — other accounts are not held up`, async () => {
    const c = await api.customer();
    for (let i = 0; i < EXPORTS_PER_ACCOUNT; i++) expect((await exportAs(c.token, `198.51.100.${40 + i}`)).status).toBe(200);
    const over = await exportAs(c.token, '198.51.100.99');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await api.customer();
    expect((await exportAs(other.token, '198.51.100.99')).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it("when Bert deletes his account, then the restaurant keeps his order without his name and contact, his review loses its name, and Anna's rows stay", async () => {
    const before = (await exportAs(anna.token, '198.51.100.60')).raw;
    const del = await call(api.app, {
      method: 'POST', url: '/rest/v1/rpc/delete_own_account', payload: {}, remoteAddress: '198.51.100.61',
      headers: { apikey: api.apikey, ...auth(bert.token), 'content-type': 'application/json' },
    });
    expect(del.status).toBeLessThan(300);
    const db = api.tdb.db;
    const [kept] = await db.query<{ doc: { delivery: Record<string, unknown>; amount: { total: number }; lines: unknown[] } }>(
      'select doc from vendor.orders where id = $1::uuid', [orders.Bert]);
    expect(kept?.doc.amount.total).toBe(30.3);
    expect(kept?.doc.lines).toHaveLength(2);
    expect(kept?.doc.delivery).toMatchObject({ label: '-', mobile: '', email: '', loc: { addrLines: [], city: 'Wien', postalCode: '1100' } });
    for (const gone of ['note', 'floor', 'door']) expect(kept?.doc.delivery).not.toHaveProperty(gone);
    expect(JSON.stringify(kept?.doc)).not.toContain('Bert');
    expect(JSON.stringify(kept?.doc)).not.toContain(bert.email);
    const [review] = await db.query<{ reviewer: string | null; user_id: string | null }>('select reviewer, user_id from vendor.reviews where order_id = $1::uuid', [orders.Bert]);
    expect(review).toEqual({ reviewer: null, user_id: null });
    for (const t of ['user_profiles', 'user_addresses', 'user_workplaces', 'orders']) {
      const [n] = await db.query<{ n: number }>(`select count(*)::int as n from public.${t} where user_id = $1::uuid`, [bert.userId]);
      expect({ t, n: n?.n }).toEqual({ t, n: 0 });
    }
    // the receipt stays (the restaurant's books) and carries no customer data
    const receipt = await call(api.app, { url: `/api/v1/vendors/${IDS.pizza}/orders/${orders.Bert}/receipt`, remoteAddress: '198.51.100.62' });
    expect(receipt.status).toBe(200);
    expect(receipt.body.total).toBe(30.3);
    // Anna's orders, reviews and addresses are untouched
    const after = (await exportAs(anna.token, '198.51.100.63')).body;
    const earlier = JSON.parse(before) as { orders: unknown; reviews: unknown; addresses: unknown };
    expect(after.orders).toEqual(earlier.orders);
    expect(after.reviews).toEqual(earlier.reviews);
    expect(after.addresses).toEqual(earlier.addresses);
  });
});
