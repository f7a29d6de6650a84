/**
 * Who calls the desk API: `Authorization: Bearer <access token>` of a desk account — a normal user of our /auth/v1
 * (signed in with e-mail and password) linked to one vendor in vendor.desk_accounts. Looked up on every call, so an
 * account unlinked or deleted stops at once. No, malformed, forged or expired token, a project key, or a session that
 * was signed out → 401; a valid user who is not a desk account (a customer) → 403.
 */
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { tokenUser } from '../auth/access-token.ts';
import { ApiError } from '../errors.ts';
import { bearerToken } from '../vendor-api/auth.ts';
import { findDeskUser } from './repositories/desk-accounts.ts';

export interface DeskAccount {
  userId: string;
  vendorId: string;
  email: string;
}

const unauthenticated = (message: string) => new ApiError(401, message);
const WORDS = {
  missing: 'Desk sign-in required: send "Authorization: Bearer <access token of the desk account>"',
  invalid: 'Invalid access token: sign in with the desk account',
  notUser: "Invalid access token: only a signed-in desk account's access token is accepted",
};

/** The desk account of the request's bearer token: its vendor, from the database on every call. */
export async function requireDesk(db: Queryable, config: Config, header: string | string[] | undefined, now: Date): Promise<DeskAccount> {
  const t = tokenUser(config, bearerToken(header), now, WORDS);
  const r = await findDeskUser(db, t.userId, t.sessionId);
  if (!r) throw unauthenticated('The account of this access token no longer exists');
  if (!r.live) throw unauthenticated('This session has been signed out: sign in again');
  if (!r.vendorId) throw new ApiError(403, 'This account is not a desk account of any restaurant');
  return { userId: t.userId, vendorId: r.vendorId, email: r.email };
}
