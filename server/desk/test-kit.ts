/**
 * Test kit of the desk: the whole app on a fresh database with the vendor API's test vendors (test-fixtures.ts), desk
 * accounts signed in through the real /auth/v1 password grant, and small helpers for desk calls and placements.
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/index.ts';
import { auth, call, createApi, customerIp, orderBody, type TestApi } from '../vendor-api/test-fixtures.ts';

export interface Signed {
  email: string;
  password: string;
  userId: string;
  token: string;
}

let n = 0;

/** A confirmed auth user with this password (bcrypt cost 4: tests only). */
export async function createUser(db: Db, email: string, password: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, $2, now()) returning id`,
    [email, await bcrypt.hash(password, 4)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user not created');
  return id;
}

export async function linkDesk(db: Db, userId: string, vendorId: string): Promise<void> {
  await db.query('insert into vendor.desk_accounts (user_id, vendor_id) values ($1::uuid, $2::uuid)', [userId, vendorId]);
}

export interface DeskApi extends TestApi {
  apikey: string;
  /** signs in with the password grant: 200 → the session's access token */
  signIn(email: string, password: string, remoteAddress?: string): Promise<{ status: number; body: { access_token?: string; error_code?: string } }>;
  /** a new desk account of the vendor, signed in */
  desk(vendorId: string): Promise<Signed>;
  /** a signed-in user without a desk (a customer) */
  customer(): Promise<Signed>;
  /** a call with the desk's token */
  as(token: string | null, opts: InjectOptions): ReturnType<typeof call>;
  /** places the standard order (or `body`) at the vendor: the order as answered */
  place(vendorId: string, body?: ReturnType<typeof orderBody>): Promise<{ id: string; nr: string; [k: string]: unknown }>;
  /** a desk action with a fresh actionId unless given */
  act(token: string, orderId: string, action: string, extra?: Record<string, unknown>): ReturnType<typeof call>;
}

export async function createDeskApi(overrides: Record<string, string> = {}): Promise<DeskApi> {
  const api = await createApi(overrides);
  const apikey = ((await call(api.app, { url: '/config.json' })).body as { supabaseAnonKey: string }).supabaseAnonKey;
  const signIn: DeskApi['signIn'] = async (email, password, remoteAddress = '192.0.2.1') => {
    const r = await call(api.app, {
      method: 'POST', url: '/auth/v1/token?grant_type=password', remoteAddress,
      headers: { apikey, 'content-type': 'application/json' }, payload: { email, password },
    });
    return { status: r.status, body: r.body as { access_token?: string } };
  };
  const account = async (tag: string, vendorId: string | null): Promise<Signed> => {
    const email = `${tag}.${++n}.${Date.now().toString(36)}@example.at`;
    const password = `Geheim${n}x${randomUUID().slice(0, 8)}`;
    const userId = await createUser(api.tdb.db, email, password);
    if (vendorId) await linkDesk(api.tdb.db, userId, vendorId);
    const r = await signIn(email, password, `192.0.2.${n % 250}`);
    if (r.status !== 200 || !r.body.access_token) throw new Error(`sign-in failed: ${r.status}`);
    return { email, password, userId, token: r.body.access_token };
  };
  const as: DeskApi['as'] = (token, opts) =>
    call(api.app, { ...opts, headers: { ...(token ? auth(token) : {}), ...(opts.headers ?? {}) } });
  return {
    ...api,
    apikey,
    signIn,
    desk: (vendorId) => account('desk', vendorId),
    customer: () => account('kunde', null),
    as,
    async place(vendorId, body = orderBody()) {
      const r = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendorId}:placeOrder`, payload: body, remoteAddress: customerIp() });
      if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
      return (r.body as { order: { id: string; nr: string } }).order;
    },
    act(token, orderId, action, extra = {}) {
      return as(token, { method: 'POST', url: '/api/v1/desk/actions', payload: { actionId: randomUUID(), orderId, action, ...extra } });
    },
  };
}
