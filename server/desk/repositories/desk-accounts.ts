/**
 * vendor.desk_accounts (with the auth.users they link to) and vendor.demo_desk_credentials: who is a desk account
 * of which vendor, its presence, and the demo accounts. Every function takes the database or transaction handle first.
 */
import type { Queryable } from '../../db/index.ts';

/**
 * The user `userId` with their desk account's vendor (null: not a desk account) and whether the session `sessionId`
 * (null: none named) still exists; null when there is no such user.
 */
export async function findDeskUser(
  q: Queryable, userId: string, sessionId: string | null,
): Promise<{ email: string; vendorId: string | null; live: boolean } | null> {
  const rows = await q.query<{ email: string; vendor_id: string | null; live: boolean }>(
    `select u.email, d.vendor_id,
            ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = u.id)) as live
       from auth.users u left join vendor.desk_accounts d on d.user_id = u.id
      where u.id = $1::uuid`,
    [userId, sessionId],
  );
  const r = rows[0];
  return r ? { email: r.email, vendorId: r.vendor_id, live: r.live } : null;
}

/** Records the desk account's heartbeat. */
export async function touchDeskAccount(q: Queryable, userId: string, now: string): Promise<void> {
  await q.query('update vendor.desk_accounts set last_seen_at = $2::timestamptz where user_id = $1::uuid', [userId, now]);
}

/** Whether one of the vendor's desk accounts was seen after `since`. */
export async function deskSeenSince(q: Queryable, vendorId: string, since: string): Promise<boolean> {
  const rows = await q.query<{ one: number }>(
    'select 1 as one from vendor.desk_accounts where vendor_id = $1::uuid and last_seen_at > $2::timestamptz limit 1',
    [vendorId, since],
  );
  return rows.length > 0;
}

/** The ids of the vendors without a desk account. */
export async function vendorsWithoutDeskAccount(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select v.id from vendor.vendors v
      where not exists (select 1 from vendor.desk_accounts d where d.vendor_id = v.id) order by v.id`,
  );
  return rows.map((r) => r.id);
}

/** PostgreSQL: the transaction-scoped lock that serialises making the vendor's demo desk account across nodes. */
export async function lockDemoDeskAccount(q: Queryable, vendorId: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock(4242014, hashtext($1))', [vendorId]);
}

/** Whether a user with this (lower-case) e-mail address exists. */
export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const taken = await q.query('select 1 from auth.users where lower(email) = $1', [email]);
  return taken.length > 0;
}

/**
 * Creates a confirmed desk user with the password hash, links it to the vendor and keeps the plain (demo) password
 * for the demo accounts page; false when no user was made.
 */
export async function insertDemoDeskAccount(
  q: Queryable, a: { vendorId: string; email: string; passwordHash: string; password: string },
): Promise<boolean> {
  const users = await q.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, $2, now(), '{"desk": true}'::jsonb) returning id`,
    [a.email, a.passwordHash],
  );
  const userId = users[0]?.id;
  if (!userId) return false;
  await q.query('insert into vendor.desk_accounts (user_id, vendor_id) values ($1::uuid, $2::uuid)', [userId, a.vendorId]);
  await q.query(
    'insert into vendor.demo_desk_credentials (vendor_id, user_id, email, password) values ($1::uuid, $2::uuid, $3, $4)',
    [a.vendorId, userId, a.email, a.password],
  );
  return true;
}

export interface DemoDeskCredentials {
  vendorId: string;
  vendorLabel: string;
  email: string;
  password: string;
}

/** Every demo desk account with its vendor's label, by label. */
export async function demoDeskCredentials(q: Queryable): Promise<DemoDeskCredentials[]> {
  const rows = await q.query<{ vendor_id: string; label: string; email: string; password: string }>(
    `select c.vendor_id, v.label, c.email, c.password from vendor.demo_desk_credentials c
         join vendor.vendors v on v.id = c.vendor_id order by v.label, c.vendor_id`,
  );
  return rows.map((r) => ({ vendorId: r.vendor_id, vendorLabel: r.label, email: r.email, password: r.password }));
}
