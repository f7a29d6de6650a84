/**
 * Desk auth and ownership, by attack: every /api/v1/desk call needs a desk account's access token; a customer's
 * token is 403; a desk sees and changes only its own vendor's orders (another vendor's order id → 404); signed-out
 * sessions and deleted accounts stop at once; sign-in is rate-limited.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret, signJwt } from '../supabase/jwt.ts';
import { testConfig } from '../test-helpers.ts';
import { IDS, PUBLIC_TOKEN, tokenOf } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let api: DeskApi;
let deskA: Signed;
let deskB: Signed;
beforeAll(async () => {
  api = await createDeskApi({ AUTH_RATE_LIMIT_IP: '8' });
  deskA = await api.desk(IDS.pizza);
  deskB = await api.desk(IDS.cashOnly);
});
afterAll(async () => {
  await api.close();
});

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/v1/desk/me'],
  ['GET', '/api/v1/desk/orders'],
  ['GET', '/api/v1/desk/events:poll?timeout=0'],
  ['GET', '/api/v1/desk/events'],
  ['POST', '/api/v1/desk/actions', { actionId: randomUUID(), orderId: randomUUID(), action: 'start' }],
  ['PUT', '/api/v1/desk/pause', { minutes: 30 }],
  ['GET', '/api/v1/desk/catalog'],
  ['PUT', '/api/v1/desk/products/margherita/sold-out', { soldOut: true }],
  ['POST', '/api/v1/desk/presence'],
  ['POST', `/api/v1/desk/orders/${randomUUID()}/courier-link`],
  ['GET', '/api/v1/desk/push/key'],
];

describe('desk auth', () => {
  it('when any desk endpoint is called without a token, then 401 and nothing changes', async () => {
    for (const [method, url, payload] of ROUTES) {
      const r = await api.as(null, { method: method, url, ...(payload ? { payload: payload } : {}) });
      expect(r.status, `${method} ${url}`).toBe(401);
      expect(r.body.error.message).toMatch(/Desk sign-in required/);
    }
    const v = await api.as(null, { url: `/api/v1/vendors/${IDS.pizza}` });
    expect(v.body.pausedUntil ?? null).toBeNull();
  });

  it("when a customer's valid token calls the desk, then 403 on every endpoint", async () => {
    const customer = await api.customer();
    for (const [method, url, payload] of ROUTES) {
      const r = await api.as(customer.token, { method: method, url, ...(payload ? { payload: payload } : {}) });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.error.message).toBe('This account is not a desk account of any restaurant');
    }
  });

  it('when the token is forged, expired, the anon key, the public token or a vendor secret, then 401', async () => {
    const secret = jwtSecret(testConfig());
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt({ sub: deskA.userId, role: 'authenticated', exp: now + 600 }, 'not-the-secret-not-the-secret-not-the-secret');
    const expired = signJwt({ sub: deskA.userId, role: 'authenticated', exp: now - 10 }, secret);
    for (const [token, message] of [
      [forged, /Invalid access token/],
      [expired, /expired/],
      [api.apikey, /only a signed-in desk account/],
      [PUBLIC_TOKEN, /Invalid access token/],
      [tokenOf(IDS.pizza), /Invalid access token/],
    ] as const) {
      const r = await api.as(token, { url: '/api/v1/desk/me' });
      expect(r.status).toBe(401);
      expect(r.body.error.message).toMatch(message);
    }
  });

  it("when a desk signs in, then /me names its own vendor and its order types", async () => {
    const r = await api.as(deskA.token, { url: '/api/v1/desk/me' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: deskA.email, vendor: { id: IDS.pizza, label: 'Pizzeria Testa', pausedUntil: null, orderTypes: ['delivery', 'pickup'] } });
  });

  it("when desk A uses vendor B's order id, then 404 for actions and courier links and B's order is unchanged", async () => {
    const orderB = await api.place(IDS.cashOnly);
    const accept = await api.act(deskA.token, orderB.id, 'accept', { prepMinutes: 20 });
    expect(accept.status).toBe(404);
    expect(accept.body.error.message).toBe(`Order "${orderB.id}" not found`);
    const refuse = await api.act(deskA.token, orderB.id, 'refuse', { reason: 'too_busy' });
    expect(refuse.status).toBe(404);
    const link = await api.as(deskA.token, { method: 'POST', url: `/api/v1/desk/orders/${orderB.id}/courier-link` });
    expect(link.status).toBe(404);
    const seen = await api.as(null, { url: `/api/v1/vendors/${IDS.cashOnly}/orders/${orderB.id}?view=1` });
    expect(seen.body.fulfillment.state).toBe('RECEIVED');
    // and A's queue does not list it, B's does
    const listA = await api.as(deskA.token, { url: '/api/v1/desk/orders' });
    expect(listA.body.orders.map((o: { id: string }) => o.id)).not.toContain(orderB.id);
    const listB = await api.as(deskB.token, { url: '/api/v1/desk/orders' });
    expect(listB.body.orders.map((o: { id: string }) => o.id)).toContain(orderB.id);
  });

  it("when desk A follows events, then vendor B's new orders never arrive", async () => {
    const start = await api.as(deskA.token, { url: '/api/v1/desk/orders' });
    await api.place(IDS.cashOnly);
    const poll = await api.as(deskA.token, { url: `/api/v1/desk/events:poll?cursor=${start.body.cursor}&timeout=0` });
    expect(poll.status).toBe(200);
    expect(poll.body.events).toEqual([]);
  });

  it('when the session is signed out, then its still unexpired token is refused with 401', async () => {
    const d = await api.desk(IDS.pizza);
    const out = await api.as(d.token, { method: 'POST', url: '/auth/v1/logout', headers: { apikey: api.apikey } });
    expect(out.status).toBe(204);
    const r = await api.as(d.token, { url: '/api/v1/desk/me' });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toMatch(/signed out/);
  });

  it('when the desk account is unlinked from its vendor, then its token gets 403 at once', async () => {
    const d = await api.desk(IDS.pizza);
    expect((await api.as(d.token, { url: '/api/v1/desk/me' })).status).toBe(200);
    await api.tdb.db.query('delete from vendor.desk_accounts where user_id = $1::uuid', [d.userId]);
    expect((await api.as(d.token, { url: '/api/v1/desk/me' })).status).toBe(403);
  });

  it('when someone guesses desk passwords from one address, then sign-in answers 429 — also for the right password', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await api.signIn(deskB.email, `Falsch${i}abc`, ip)).status);
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses).toContain(429);
    expect((await api.signIn(deskB.email, deskB.password, ip)).status).toBe(429);
    // the owner elsewhere is not locked out
    expect((await api.signIn(deskB.email, deskB.password, '203.0.113.5')).status).toBe(200);
  });
});
