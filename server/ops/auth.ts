/**
 * Who calls the operator API: `Authorization: Bearer <access token>` of an auth user whose app metadata says
 * role = operator. The token must be valid (signature, expiry, a live session); the role is read from auth.users on
 * every call, so an operator whose role is taken away (or who is deleted or signed out) stops at once. No, forged or
 * expired token, a project key, or a signed-out session → 401; a valid user who is not an operator (a customer, a
 * desk account) → 403.
 */
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { tokenUser } from '../auth/access-token.ts';
import { ApiError } from '../errors.ts';
import { bearerToken } from '../vendor-api/auth.ts';
import { tokenAccount } from './repositories/operators.ts';

export interface Operator {
  userId: string;
  email: string;
}

const unauthenticated = (message: string) => new ApiError(401, message);
const WORDS = {
  missing: 'Operator sign-in required: send "Authorization: Bearer <access token>"',
  invalid: 'Invalid access token: sign in with an operator account',
  notUser: "Invalid access token: only a signed-in operator's access token is accepted",
};

/** The operator of the request's bearer token, with the role read from the database now. */
export async function requireOperator(db: Queryable, config: Config, header: string | string[] | undefined, now: Date): Promise<Operator> {
  const t = tokenUser(config, bearerToken(header), now, WORDS);
  const r = await tokenAccount(db, t.userId, t.sessionId);
  if (!r) throw unauthenticated('The account of this access token no longer exists');
  if (!r.live) throw unauthenticated('This session has been signed out: sign in again');
  if (r.role !== 'operator') throw new ApiError(403, 'This account is not an operator account');
  return { userId: t.userId, email: r.email };
}
