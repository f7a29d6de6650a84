/**
 * Who places an order. A guest sends no token, the public token (PUBLIC_API_TOKEN) or the project's anon key; a
 * signed-in customer sends their Supabase access token (`Authorization: Bearer <access_token>`): HS256, signed with
 * the project's JWT secret, role `authenticated`, a uuid `sub`. Then the server writes the order into that account's
 * history too (account-orders.ts). A JWT that fails — expired, forged, another role — is refused with 401, never
 * silently taken for a guest: the customer expects the order in their account. Tokens that are not JWTs (a vendor's
 * secret, say) identify no customer: the order is a guest's, as it always was.
 */
import type { Config } from '../config.ts';
import { userOfClaims, verifiedClaims } from '../auth/access-token.ts';

export interface Customer {
  /** auth.users id (the access token's `sub`) */
  userId: string;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const WORDS = {
  missing: '',
  expired: 'The access token has expired: sign in again, or order as a guest without it',
  invalid: 'Invalid access token: send the access token of your Lieferzone account, or order as a guest without it',
  notUser: "Invalid access token: only a signed-in customer's access token may place an order for an account",
};

/** The signed-in customer of a bearer token, null for a guest; 401 for a token that looks like a JWT but fails. */
export function customerOf(config: Config, token: string | null, now: Date): Customer | null {
  if (!token || token === config.PUBLIC_API_TOKEN || !JWT_SHAPE.test(token)) return null;
  const claims = verifiedClaims(config, token, now, WORDS);
  if (claims.role === 'anon') return null;
  return { userId: userOfClaims(claims, WORDS).userId };
}
