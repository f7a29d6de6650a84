/**
 * The account's order history, written by the server (issue 11, spec 2 §3): a :placeOrder with the signed-in
 * customer's access token writes public.orders + public.order_items from the server-priced order in the placement's
 * transaction; the copy's status follows the order's events; order_statistics counts delivered orders only.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { jwtSecret, signJwt } from '../supabase/jwt.ts';
import { testConfig } from '../test-helpers.ts';
import { IDS, PUBLIC_TOKEN, auth, call, createApi, customerIp, orderBody, pickupDelivery, tokenOf, withoutKey, type TestApi } from './test-fixtures.ts';

let api: TestApi;
// Wednesday 2025-06-04 12:00 in Vienna; the test vendors are always open
const NOW = new Date('2025-06-04T10:00:00Z');
const SECRET = jwtSecret(testConfig());
const nowSec = () => Math.floor(NOW.getTime() / 1000);

beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = NOW;
});

/** A customer in auth.users and their access token as the auth server issues it (valid for an hour, real time too). */
async function customer(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await api.tdb.db.query(`insert into auth.users (id, email, encrypted_password) values ($1::uuid, $2, 'x')`, [id, `kunde-${id}@example.at`]);
  const exp = Math.max(nowSec(), Math.floor(Date.now() / 1000)) + 3600;
  return { id, token: signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', iat: nowSec(), exp }, SECRET) };
}

let n = 0;
const rid = () => `account-${Date.now()}-${++n}`;

function place(body: unknown, token?: string, vendor: string = IDS.pizza) {
  return call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body as object,
    headers: token ? auth(token) : {}, remoteAddress: customerIp(),
  });
}

async function accountOrders(userId: string) {
  return api.tdb.db.query<Record<string, string | null>>(
    `select id::text, order_number, restaurant_id, restaurant_name, status, delivery_type, subtotal::text, delivery_fee::text,
            total::text, currency, delivery_address_street, delivery_address_building_number, delivery_address_floor,
            delivery_address_door_number, delivery_address_city, delivery_address_postal_code, payment_method, customer_notes
       from public.orders where user_id = $1::uuid order by created_at`, [userId]);
}

async function accountItems(orderId: string) {
  return api.tdb.db.query(
    `select product_id, product_name, quantity, unit_price::text, total_price::text, customizations, notes
       from public.order_items where order_id = $1::uuid order by created_at`, [orderId]);
}

const vendorOrders = (requestId: string) => api.tdb.db.query('select id from vendor.orders where request_id = $1', [requestId]);

const action = (orderId: string, name: string, vendor: string = IDS.pizza) =>
  call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}/orders/${orderId}:${name}`, headers: auth(tokenOf(vendor)) });

async function statistics(userId: string) {
  return api.tdb.db.txWithSettings({ role: 'authenticated', 'request.jwt.claims': JSON.stringify({ sub: userId, role: 'authenticated' }) },
    (q) => q.query<{ total_orders: number; total_spent: string }>('select total_orders, total_spent::text from public.order_statistics()'));
}

describe('a signed-in placement', () => {
  it('when a customer places an order with their access token, then exactly one account order with the server amounts is written', async () => {
    const c = await customer();
    const body = orderBody({ tip: 2 }, rid());
    body.order.lines[0]!.entry.pr = 0.01; // the client's prices are never taken
    const r = await place(body, c.token);
    expect(r.status, r.raw).toBe(200);
    const rows = await accountOrders(c.id);
    expect(rows).toHaveLength(1);
    // 2 × (8.90 + 3.50) = 24.80, + 1 × 3.00 = 27.80 subtotal; service fee 2.50 (Favoriten, below 30); tip 2.00
    // 2780 + 250 + 200 = 3230 cents
    expect(rows[0]).toEqual({
      // one order number for the customer (issue 25): the history shows the number of the confirmation and tracking
      id: r.body.order.id, order_number: r.body.order.nr,
      restaurant_id: IDS.pizza, restaurant_name: 'Pizzeria Testa', status: 'pending', delivery_type: 'delivery',
      subtotal: '27.80', delivery_fee: '2.50', total: '32.30', currency: 'EUR',
      delivery_address_street: 'Favoritenstraße 10/5', delivery_address_building_number: null, delivery_address_floor: '2',
      delivery_address_door_number: '5', delivery_address_city: 'Wien', delivery_address_postal_code: '1100',
      payment_method: 'cash', customer_notes: 'Bitte läuten',
    });
    expect(await accountItems(r.body.order.id)).toEqual([
      {
        product_id: 'margherita', product_name: 'Pizza Margherita', quantity: 2, unit_price: '12.40', total_price: '24.80', notes: null,
        customizations: { options: [{ slug: 'size', label: 'Größe', vals: [{ slug: 'gross', label: 'Groß', qty: 1, pr: 3.5 }] }] },
      },
      { product_id: 'cola', product_name: 'Cola 0,5 l', quantity: 1, unit_price: '3.00', total_price: '3.00', notes: 'kalt', customizations: null },
    ]);
  });

  it('when the minimum-order fee applies or the order is picked up, then the delivery fee and address follow the server', async () => {
    const c = await customer();
    // one cola: 3.00 + service fee 2.50 + minimum-order fee (12.00 − 3.00) 9.00 = 14.50
    expect((await place(orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 1 }] }, rid()), c.token)).status).toBe(200);
    expect((await place(orderBody({ delivery: pickupDelivery }, rid()), c.token)).status).toBe(200);
    const rows = await accountOrders(c.id);
    const small = rows.find((o) => o.delivery_type === 'delivery');
    const pickup = rows.find((o) => o.delivery_type === 'pickup');
    expect(small).toMatchObject({ subtotal: '3.00', delivery_fee: '11.50', total: '14.50' });
    expect(pickup).toMatchObject({ delivery_type: 'pickup', subtotal: '27.80', delivery_fee: '0.00', total: '27.80', delivery_address_street: null });
  });

  it('when the same placement is retried with the token, then the account still has one copy', async () => {
    const c = await customer();
    const body = orderBody({}, rid());
    const a = await place(body, c.token);
    const b = await place(body, c.token);
    expect(b.raw).toBe(withoutKey(a.raw));
    expect(await accountOrders(c.id)).toHaveLength(1);
  });

  it('when a guest places an order (no token, the public token, the anon key or a non-JWT token), then no account order is written', async () => {
    const before = await api.tdb.db.query<{ n: number }>('select count(*)::int as n from public.orders');
    const anonKey = signJwt({ role: 'anon', iss: 'supabase', exp: nowSec() + 3600 }, SECRET);
    for (const token of [undefined, PUBLIC_TOKEN, anonKey, tokenOf(IDS.pizza)]) {
      const r = await place(orderBody({}, rid()), token);
      expect(r.status, r.raw).toBe(200);
    }
    expect(await api.tdb.db.query('select count(*)::int as n from public.orders')).toEqual(before);
  });
});

describe('one order number (issue 25)', () => {
  it('when a copy was written with the former LZ number, then migration 0018 gives it the vendor number and the old number still finds the order', async () => {
    const c = await customer();
    const r = await place(orderBody({}, rid()), c.token);
    expect(r.status, r.raw).toBe(200);
    const nr = r.body.order.nr as string;
    expect(nr).toMatch(/^\d+$/);
    // the copy as it was written before: its own number, nothing kept
    const old = `LZ-2025-${String(900000 + n).padStart(6, '0')}`;
    await api.tdb.db.query(`update public.orders set order_number = $2, previous_order_number = null where id = $1::uuid`, [r.body.order.id, old]);
    await api.tdb.db.exec(readFileSync(new URL('../db/migrations/0018_one_order_number.sql', import.meta.url), 'utf8'));
    expect(await api.tdb.db.query(`select order_number, previous_order_number from public.orders where id = $1::uuid`, [r.body.order.id]))
      .toEqual([{ order_number: nr, previous_order_number: old }]);
    // an old tracking link (/track-order?id=LZ-…&vendor=…) asks for the order by the old number: the order, with its one number
    for (const ref of [old, old.toLowerCase()]) {
      const g = await call(api.app, { method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders/${ref}?view=1` });
      expect(g.status, g.raw).toBe(200);
      expect(g.body.nr).toBe(nr);
    }
    // an LZ number nobody had stays unknown
    expect((await call(api.app, { method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders/LZ-1999-000001?view=1` })).status).toBe(404);
  });
});

describe('all or nothing', () => {
  it('when the placement is refused (prices changed, bad input), then no account order is written', async () => {
    const c = await customer();
    expect((await place(orderBody({ amount: { total: 1 } }, rid()), c.token)).status).toBe(409);
    expect((await place(orderBody({ lines: [] }, rid()), c.token)).status).toBe(400);
    expect(await accountOrders(c.id)).toEqual([]);
  });

  it('when writing the account copy fails, then the vendor order is not stored either', async () => {
    const c = await customer();
    await api.tdb.db.exec(`
      create function public.test_fail_items() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger fail_items before insert on public.order_items for each row execute function public.test_fail_items();`);
    const requestId = rid();
    try {
      const r = await place(orderBody({}, requestId), c.token);
      expect(r.status).toBe(500);
      expect(r.body.error.message).toBe('Internal server error');
    } finally {
      await api.tdb.db.exec('drop trigger fail_items on public.order_items; drop function public.test_fail_items();');
    }
    expect(await vendorOrders(requestId)).toEqual([]);
    expect(await accountOrders(c.id)).toEqual([]);
    // the same placement goes through once the failure is gone
    expect((await place(orderBody({}, requestId), c.token)).status).toBe(200);
    expect(await accountOrders(c.id)).toHaveLength(1);
  });

  it('when the token is valid but its account was deleted, then 401 and nothing is stored', async () => {
    const c = await customer();
    await api.tdb.db.query('delete from auth.users where id = $1::uuid', [c.id]);
    const requestId = rid();
    const r = await place(orderBody({}, requestId), c.token);
    expect(r.status).toBe(401);
    expect(r.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED', message: expect.stringMatching(/no longer exists/) as string });
    expect(await vendorOrders(requestId)).toEqual([]);
  });
});

describe('tokens that are refused', () => {
  it('when the access token is forged, expired or of another role, then 401 with a clear message and no order', async () => {
    const c = await customer();
    const claims = { sub: c.id, role: 'authenticated', exp: nowSec() + 3600 };
    const cases: [string, RegExp][] = [
      [signJwt(claims, 'some-other-secret'), /^Invalid access token/],
      [signJwt({ ...claims, exp: nowSec() - 60 }, SECRET), /^The access token has expired/],
      [signJwt({ ...claims, role: 'service_role' }, SECRET), /only a signed-in customer's access token/],
      [signJwt({ ...claims, sub: 'not-a-uuid' }, SECRET), /only a signed-in customer's access token/],
      [`${c.token.slice(0, -4)}AAAA`, /^Invalid access token/],
    ];
    for (const [token, message] of cases) {
      const requestId = rid();
      const r = await place(orderBody({}, requestId), token);
      expect(r.status, r.raw).toBe(401);
      expect(r.body.error.status).toBe('UNAUTHENTICATED');
      expect(r.body.error.message).toMatch(message);
      expect(await vendorOrders(requestId)).toEqual([]);
    }
    expect(await accountOrders(c.id)).toEqual([]);
  });
});

describe('status and statistics', () => {
  it('when the vendor confirms, processes, delivers and completes, then the account status follows; a cancel too', async () => {
    const c = await customer();
    const r = await place(orderBody({}, rid()), c.token);
    const id = r.body.order.id as string;
    const status = async () => (await accountOrders(c.id)).find((o) => o.id === id)?.status;
    for (const [name, expected] of [['confirm', 'accepted'], ['process', 'preparing'], ['deliver', 'delivered'], ['complete', 'delivered']] as const) {
      expect((await action(id, name)).status).toBe(200);
      expect(await status()).toBe(expected);
    }
    const other = await place(orderBody({}, rid()), c.token);
    const patched = await call(api.app, {
      method: 'PATCH', url: `/api/v1/vendors/${IDS.pizza}/orders/${other.body.order.id}?updateMask=state`,
      payload: { state: 'SHIPPING' }, headers: auth(tokenOf(IDS.pizza)),
    });
    expect(patched.status, patched.raw).toBe(200);
    expect((await accountOrders(c.id)).find((o) => o.id === other.body.order.id)?.status).toBe('onway');
    expect((await action(other.body.order.id as string, 'cancel')).status).toBe(200);
    expect((await accountOrders(c.id)).find((o) => o.id === other.body.order.id)?.status).toBe('cancelled');
  });

  it('when the demo kitchen moves the order, then the account status follows to delivered', async () => {
    const c = await customer();
    const kitchen = await buildApp({ config: testConfig({ DEMO_KITCHEN: '1', DEMO_KITCHEN_SPEED: '1200' }), db: api.tdb.db });
    await kitchen.ready();
    try {
      const r = await call(kitchen, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, rid()), headers: auth(c.token) });
      expect(r.status, r.raw).toBe(200);
      const deadline = Date.now() + 20_000;
      while ((await accountOrders(c.id))[0]?.status !== 'delivered' && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
      expect((await accountOrders(c.id))[0]?.status).toBe('delivered');
    } finally {
      await kitchen.close();
    }
  });

  it('when a customer has delivered, open and cancelled orders, then total spent counts the delivered ones only', async () => {
    const c = await customer();
    const delivered = await place(orderBody({}, rid()), c.token); // 30.30
    await place(orderBody({ tip: 1 }, rid()), c.token); // 31.30, stays pending
    const cancelled = await place(orderBody({ tip: 5 }, rid()), c.token); // 35.30
    for (const name of ['confirm', 'deliver', 'complete']) await action(delivered.body.order.id as string, name);
    await action(cancelled.body.order.id as string, 'cancel');
    expect(await statistics(c.id)).toEqual([{ total_orders: 3, total_spent: '30.30' }]);
  });

  it('when a signed-in customer tries to insert or change an order row through row-level security, then it is refused', async () => {
    const c = await customer();
    await place(orderBody({}, rid()), c.token);
    const settings = { role: 'authenticated', 'request.jwt.claims': JSON.stringify({ sub: c.id, role: 'authenticated' }) };
    await expect(api.tdb.db.txWithSettings(settings, (q) =>
      q.query(`insert into public.orders (user_id, order_number, total) values ($1::uuid, 'LZ-FAKE-1', 1)`, [c.id]))).rejects.toThrow();
    const changed = await api.tdb.db.txWithSettings(settings, (q) =>
      q.query(`update public.orders set status = 'delivered', total = 0 where user_id = $1::uuid returning id`, [c.id]));
    expect(changed).toEqual([]);
    const read = await api.tdb.db.txWithSettings(settings, (q) => q.query('select id from public.orders'));
    expect(read).toHaveLength(1);
  });
});
