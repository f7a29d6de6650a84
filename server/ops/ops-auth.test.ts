/**
 * Operator-only access, by attack: every /api/v1/ops route refuses anonymous callers, forged and expired tokens (401),
 * customers and desk accounts (403); the role is read from the database on every call (revoked → 403 at once); and
 * through /rest/v1 anon and customers read nothing of the submissions or the audit trail while an operator reads rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret, signJwt } from '../supabase/jwt.ts';
import { testConfig } from '../test-helpers.ts';
import { call, IDS } from '../vendor-api/test-fixtures.ts';
import { createOpsApi, type OpsApi } from './test-kit.ts';

let t: OpsApi;
const someId = '00000000-0000-4000-8000-000000000001';
beforeAll(async () => {
  t = await createOpsApi();
  const sub = await t.submit('courier-application');
  const op = await t.operator();
  // one audit row, so the audit table has something to hide
  const r = await t.ops(op.token, { method: 'POST', url: `/api/v1/ops/inbox/courier/${sub.id}/status`, payload: { status: 'in_review' } });
  expect(r.status).toBe(200);
  await t.submit('restaurant-signup');
  await t.submit('vendor-recommendation');
  await t.submit('job-application');
  await t.submit('ethics-report');
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** every ops route with its path parameters filled in */
function opsRoutes(): { method: string; url: string }[] {
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/v1/ops') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method, url: r.url.replace(':kind', 'courier').replace(':id', someId).replace(':vendorId', IDS.pizza) }));
}

describe('operator API: who may call it', () => {
  it('when the app is built, then the ops API has its routes (the attacks below cover each)', () => {
    expect(opsRoutes().length).toBeGreaterThanOrEqual(10);
  });

  it('when no token, a forged token, an expired token or the anon key is sent, then every ops route answers 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const op = await t.operator();
    const forged = `${op.token.slice(0, -4)}AAAA`;
    const expired = signJwt({ sub: op.userId, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 }, jwtSecret(testConfig()));
    for (const route of opsRoutes()) {
      for (const token of [null, forged, expired, t.apikey]) {
        const r = await t.ops(token, { method: route.method, url: route.url, payload: {} });
        expect(r.status, `${route.method} ${route.url} with ${token ? token.slice(0, 12) : 'no token'}`).toBe(401);
      }
    }
  });

  it('when a customer or a desk account calls, then every ops route answers 403', async () => {
    const customer = await t.customer();
    const desk = await t.desk(IDS.pizza);
    for (const route of opsRoutes()) {
      for (const who of [customer, desk]) {
        const r = await t.ops(who.token, { method: route.method, url: route.url, payload: {} });
        expect(r.status, `${route.method} ${route.url} as ${who.email}`).toBe(403);
      }
    }
  });

  it('when an operator loses the role, then the same token is refused at once (403); signed out → 401', async () => {
    const op = await t.operator();
    expect((await t.ops(op.token, { url: '/api/v1/ops/me' })).body).toEqual({ email: op.email });
    await t.tdb.db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [op.userId]);
    expect((await t.ops(op.token, { url: '/api/v1/ops/me' })).status).toBe(403);
    const op2 = await t.operator();
    await t.tdb.db.query('delete from auth.sessions where user_id = $1', [op2.userId]);
    expect((await t.ops(op2.token, { url: '/api/v1/ops/me' })).status).toBe(401);
  });

  it('when a user writes role operator into their own user metadata, then they are still no operator', async () => {
    const c = await t.customer();
    const put = await call(t.app, {
      method: 'PUT', url: '/auth/v1/user', headers: { apikey: t.apikey, authorization: `Bearer ${c.token}` }, payload: { data: { role: 'operator' } },
    });
    expect(put.status).toBe(200);
    const again = await t.signIn(c.email, c.password);
    expect((await t.ops(again.body.access_token ?? '', { url: '/api/v1/ops/me' })).status).toBe(403);
  });
});

const TABLES = ['courier_applications', 'restaurant_signups', 'vendor_recommendations', 'job_applications', 'ethics_reports', 'ops_audit'];

describe('operator rows through /rest/v1 (row-level security)', () => {
  const read = (table: string, token: string | null) =>
    call(t.app, { url: `/rest/v1/${table}?select=id`, headers: { apikey: t.apikey, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it.each(TABLES)('when anon or a customer reads %s, then no row comes back; an operator reads rows', async (table) => {
    const anon = await read(table, null);
    // the audit trail is not even granted to anon: PostgREST's 401 "permission denied"; the forms: no row
    expect(anon.status).toBe(table === 'ops_audit' ? 401 : 200);
    if (anon.status === 200) expect(anon.body).toEqual([]);
    const customer = await t.customer();
    const c = await read(table, customer.token);
    expect(c.status).toBe(200);
    expect(c.body).toEqual([]);
    const op = await t.operator();
    const o = await read(table, op.token);
    expect(o.status).toBe(200);
    expect((o.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('when an operator is revoked, then the old token reads nothing any more', async () => {
    const op = await t.operator();
    expect(((await read('courier_applications', op.token)).body as unknown[]).length).toBeGreaterThan(0);
    await t.tdb.db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [op.userId]);
    expect((await read('courier_applications', op.token)).body).toEqual([]);
  });

  it('when a customer tries to update a submission or write an audit row through /rest/v1, then nothing changes', async () => {
    const customer = await t.customer();
    const h = { apikey: t.apikey, authorization: `Bearer ${customer.token}`, prefer: 'return=representation' };
    const upd = await call(t.app, { method: 'PATCH', url: '/rest/v1/courier_applications?status=eq.pending', headers: h, payload: { status: 'accepted' } });
    expect(upd.body).toEqual([]);
    const accepted = await t.tdb.db.query(`select 1 from public.courier_applications where status = 'accepted'`);
    expect(accepted).toEqual([]);
    const ins = await call(t.app, {
      method: 'POST', url: '/rest/v1/ops_audit', headers: h,
      payload: { actor_email: 'x@example.at', entity: 'courier', entity_id: someId, action: 'status' },
    });
    expect(ins.status).toBeGreaterThanOrEqual(400);
    expect(ins.status).toBeLessThan(500);
  });
});
