/**
 * Users repository (`auth.users`): plain functions over the caller's query handle — inside a transaction pass the
 * transaction's handle (PGlite deadlocks on the outer one) — returning plain `User` objects. The db layer hands
 * jsonb over parsed, so metadata needs no parsing here.
 */
import type { Queryable } from '../../../db/index.ts';

export interface User {
  id: string;
  aud: string;
  role: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: string | null;
  confirmationSentAt: string | null;
  recoverySentAt: string | null;
  lastSignInAt: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

const USER_COLS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
const objectOrEmpty = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function toUser(r: UserRow): User {
  return {
    id: r.id,
    aud: r.aud,
    role: r.role,
    email: r.email,
    passwordHash: r.encrypted_password,
    emailConfirmedAt: isoOrNull(r.email_confirmed_at),
    confirmationSentAt: isoOrNull(r.confirmation_sent_at),
    recoverySentAt: isoOrNull(r.recovery_sent_at),
    lastSignInAt: isoOrNull(r.last_sign_in_at),
    appMetadata: objectOrEmpty(r.raw_app_meta_data),
    userMetadata: objectOrEmpty(r.raw_user_meta_data),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

async function maybeOne(q: Queryable, sql: string, params: readonly unknown[]): Promise<User | null> {
  const [row] = await q.query<UserRow>(sql, params);
  return row ? toUser(row) : null;
}

/** For statements that must return the row (an insert, or an update of a row locked or just read). */
async function one(q: Queryable, sql: string, params: readonly unknown[]): Promise<User> {
  const user = await maybeOne(q, sql, params);
  if (!user) throw new Error('auth.users: the statement returned no row');
  return user;
}

export const findUserById = (q: Queryable, id: string): Promise<User | null> =>
  maybeOne(q, `select ${USER_COLS} from auth.users where id = $1`, [id]);

/** By address (already trimmed and lower-cased); `forUpdate` locks the row until the transaction ends. */
export const findUserByEmail = (q: Queryable, email: string, opts: { forUpdate?: boolean } = {}): Promise<User | null> =>
  maybeOne(q, `select ${USER_COLS} from auth.users where lower(email) = $1${opts.forUpdate ? ' for update' : ''}`, [email]);

export const insertUser = (
  q: Queryable,
  u: { email: string; passwordHash: string; metadata: Record<string, unknown>; confirmed: boolean },
): Promise<User> =>
  one(
    q,
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
     values ($1, $2, $3::jsonb, ${u.confirmed ? 'now()' : 'null'}) returning ${USER_COLS}`,
    [u.email, u.passwordHash, JSON.stringify(u.metadata)],
  );

/** A new sign-up for an address that was never confirmed: the new password and metadata replace the old. */
export const replaceUnconfirmedUser = (q: Queryable, id: string, u: { passwordHash: string; metadata: Record<string, unknown> }): Promise<User> =>
  one(
    q,
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now()
      where id = $1 returning ${USER_COLS}`,
    [id, u.passwordHash, JSON.stringify(u.metadata)],
  );

/** Password and/or metadata (null = unchanged); null when the user no longer exists. */
export const updateUserCredentials = (
  q: Queryable,
  id: string,
  changes: { passwordHash: string | null; metadata: Record<string, unknown> | null },
): Promise<User | null> =>
  maybeOne(
    q,
    `update auth.users set encrypted_password = coalesce($2, encrypted_password),
            raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
      where id = $1 returning ${USER_COLS}`,
    [id, changes.passwordHash, changes.metadata ? JSON.stringify(changes.metadata) : null],
  );

export const recordSignIn = (q: Queryable, id: string): Promise<User> =>
  one(q, `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLS}`, [id]);

/** A code was checked: the address is confirmed (the first confirmation time is kept). */
export const confirmEmail = (q: Queryable, id: string): Promise<User | null> =>
  maybeOne(
    q,
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1 returning ${USER_COLS}`,
    [id],
  );

export const recordCodeSent = (q: Queryable, id: string, type: 'confirmation' | 'recovery'): Promise<User> =>
  one(
    q,
    type === 'confirmation'
      ? `update auth.users set confirmation_sent_at = now() where id = $1 returning ${USER_COLS}`
      : `update auth.users set recovery_sent_at = now() where id = $1 returning ${USER_COLS}`,
    [id],
  );

/** Deletes the user (sessions, tokens and codes go with it by foreign key); false when there was none. */
export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query('delete from auth.users where id = $1 returning id', [id]);
  return rows.length > 0;
}
