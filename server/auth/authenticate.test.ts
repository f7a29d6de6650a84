/**
 * The one sign-in check, area by area: every area that needs a user refuses a missing, expired, forged, unsigned
 * (alg "none") or foreign-secret token with 401, a valid token of the wrong kind of account (a project key, a customer
 * at the desk, a desk account in the back office…) with 401 or 403, and lets its own account in. The Supabase API
 * answers in its own wire shapes (GoTrue, PostgREST) over the same verification.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpsApi, type OpsApi } from '../ops/test-kit.ts';
import { jwtSecret, signJwt, verifyJwt, JwtError } from '../supabase/jwt.ts';
import type { Signed } from '../desk/test-kit.ts';
import { testConfig } from '../test-helpers.ts';
import { IDS, customerIp, orderBody } from '../vendor-api/test-fixtures.ts';

let api: OpsApi;
let desk: Signed;
let operator: Signed;
let customer: Signed;
let secret: string;
const nowSec = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  api = await createOpsApi();
  desk = await api.desk(IDS.pizza);
  operator = await api.operator();
  customer = await api.customer();
  secret = jwtSecret(testConfig());
});
afterAll(async () => {
  await api.close();
});

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** Bad tokens for a real user: each must be refused by every area. */
function badTokens(userId: string): [string, string][] {
  const claims = { sub: userId, role: 'authenticated', aud: 'authenticated', iat: nowSec() - 60 };
  return [
    ['expired', signJwt({ ...claims, exp: nowSec() - 1 }, secret)],
    ['signed with another secret', signJwt({ ...claims, exp: nowSec() + 600 }, `${secret}-not`)],
    ['unsigned (alg none)', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: nowSec() + 600 })}.`],
    ['HS512', `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ ...claims, exp: nowSec() + 600 })}.${'A'.repeat(86)}`],
    ['payload swapped', `${customer.token.split('.')[0]!}.${b64({ ...claims, exp: nowSec() + 600 })}.${customer.token.split('.')[2]!}`],
    ['malformed', 'not.a.jwt'],
  ];
}

interface Area {
  name: string;
  /** a call as `token` (null: none) */
  call(token: string | null): Promise<{ status: number; body: any }>;
  /** the account that is let in */
  own: () => Signed;
  /** valid users of another kind: refused with this status */
  others: () => [string, string, number][];
}

const get = (url: string) => (token: string | null) => api.as(token, { url });
const AREAS: Area[] = [
  { name: 'desk', call: get('/api/v1/desk/me'), own: () => desk, others: () => [['customer', customer.token, 403], ['operator', operator.token, 403], ['anon key', api.apikey, 401]] },
  { name: 'desk menu', call: get('/api/v1/desk/menu'), own: () => desk, others: () => [['customer', customer.token, 403], ['anon key', api.apikey, 401]] },
  { name: 'desk reviews', call: get('/api/v1/desk/reviews'), own: () => desk, others: () => [['customer', customer.token, 403], ['anon key', api.apikey, 401]] },
  { name: 'back office', call: get('/api/v1/ops/me'), own: () => operator, others: () => [['customer', customer.token, 403], ['desk', desk.token, 403], ['anon key', api.apikey, 401]] },
  { name: 'back office reviews', call: get('/api/v1/ops/reviews'), own: () => operator, others: () => [['desk', desk.token, 403], ['anon key', api.apikey, 401]] },
];

describe('authenticate: every area that needs a user', () => {
  for (const area of AREAS) {
    it(`${area.name}: no token → 401; expired, forged, unsigned, other-algorithm or malformed → 401; wrong account → 401/403; its own account → 200`, async () => {
      const none = await area.call(null);
      expect(none.status, 'no token').toBe(401);
      expect(none.body.error.message).toMatch(/sign-in required/);
      for (const [what, token] of badTokens(area.own().userId)) {
        const r = await area.call(token);
        expect(r.status, what).toBe(401);
        expect(r.body.error.message, what).toMatch(what === 'expired' ? /expired/ : /Invalid access token/);
      }
      for (const [what, token, status] of area.others()) {
        expect((await area.call(token)).status, what).toBe(status);
      }
      expect((await area.call(area.own().token)).status).toBe(200);
    });
  }

  it('placing an order: a guest (no token, public token, anon key) orders; a bad JWT is 401, never taken for a guest; a service key is 401', async () => {
    const place = (token: string | null) =>
      api.as(token, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, randomUUID()), remoteAddress: customerIp() });
    expect((await place(null)).status).toBe(200);
    expect((await place(api.apikey)).status).toBe(200);
    // a token that is not JWT-shaped (no signature part: unsigned, malformed) identifies no customer: a guest's order
    for (const [what, token] of badTokens(customer.userId).filter(([w]) => w !== 'malformed' && w !== 'unsigned (alg none)')) {
      const r = await place(token);
      expect(r.status, what).toBe(401);
      expect(r.body.error.message, what).toMatch(what === 'expired' ? /expired/ : /Invalid access token/);
    }
    const service = signJwt({ role: 'service_role', iat: nowSec(), exp: nowSec() + 600 }, secret);
    expect((await place(service)).status).toBe(401);
    const unsigned = badTokens(customer.userId).find(([w]) => w === 'unsigned (alg none)')![1];
    expect((await place(unsigned)).status).toBe(200);
    const mine = await place(customer.token);
    expect(mine.status).toBe(200);
    const [row] = await api.tdb.db.query<{ n: string }>('select count(*)::text as n from public.orders where user_id = $1', [customer.userId]);
    expect(row?.n).toBe('1');
  });

  it('the Supabase user endpoint: no token → 401; expired or forged → 403 bad_jwt (GoTrue); its user → 200', async () => {
    const user = (token: string | null) => api.as(token, { url: '/auth/v1/user', headers: { apikey: api.apikey } });
    expect((await user(null)).status).toBe(401);
    for (const [what, token] of badTokens(customer.userId)) {
      const r = await user(token);
      expect(r.status, what).toBe(403);
      expect(r.body.code, what).toBe('bad_jwt');
    }
    const me = await user(customer.token);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(customer.userId);
  });

  it('the REST API: no token is anon; expired → 401 PGRST303; forged or unsigned → 401 PGRST301', async () => {
    const rest = (token: string | null) => api.as(token, { url: '/rest/v1/user_profiles?select=id', headers: { apikey: api.apikey } });
    expect((await rest(null)).status).not.toBe(401);
    for (const [what, token] of badTokens(customer.userId)) {
      const r = await rest(token);
      expect(r.status, what).toBe(401);
      expect(r.body.code, what).toBe(what === 'expired' ? 'PGRST303' : 'PGRST301');
    }
    expect((await rest(customer.token)).status).toBe(200);
  });
});

describe("the server's clock", () => {
  it('when the server clock passes the access token expiry, then the desk and the back office refuse it as expired', async () => {
    const exp = (JSON.parse(Buffer.from(desk.token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    try {
      api.clock.now = new Date((exp - 5) * 1000);
      expect((await api.as(desk.token, { url: '/api/v1/desk/me' })).status).toBe(200);
      api.clock.now = new Date((exp + 1) * 1000);
      const late = await api.as(desk.token, { url: '/api/v1/desk/me' });
      expect(late.status).toBe(401);
      expect(late.body.error.message).toMatch(/expired/);
      expect((await api.as(operator.token, { url: '/api/v1/ops/me' })).status).toBe(401);
    } finally {
      api.clock.now = null;
    }
  });
});

describe('verifyJwt', () => {
  it('checks expiry against the clock it is given, not the wall clock', () => {
    const token = signJwt({ sub: randomUUID(), role: 'authenticated', iat: 1_000, exp: 2_000 }, 'k'.repeat(40));
    expect(verifyJwt(token, 'k'.repeat(40), 1_999).exp).toBe(2_000);
    expect(() => verifyJwt(token, 'k'.repeat(40), 2_000)).toThrow(JwtError);
    // the same token verified again (cached) still expires
    expect(() => verifyJwt(token, 'k'.repeat(40), 5_000)).toThrow(/expired/);
    expect(() => verifyJwt(token, 'l'.repeat(40), 1_500)).toThrow(/signature/);
  });

  it('signs the project keys byte for byte as before (existing sessions and configured keys stay valid)', () => {
    const claims = { iss: 'supabase', ref: 'lieferzone', role: 'anon', iat: 1735689600, exp: 2051049600 };
    // HS256 over header.payload, computed independently with node:crypto
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const sig = createHmac('sha256', 's'.repeat(32)).update(body).digest('base64url');
    expect(signJwt(claims, 's'.repeat(32))).toBe(`${body}.${sig}`);
  });
});
