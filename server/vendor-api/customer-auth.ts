/**
 * Who places an order. A guest sends no token, the public token (PUBLIC_API_TOKEN) or the project's anon key; a
 * signed-in customer sends their Supabase access token (`Authorization: Bearer <access_token>`): HS256, signed with
 * the project's JWT secret, role `authenticated`, a uuid `sub`. Then the server writes the order into that account's
 * history too (account-orders.ts). A JWT that fails — expired, forged, another role — is refused with 401, never
 * silently taken for a guest: the customer expects the order in their account. Tokens that are not JWTs (a vendor's
 * secret, say) identify no customer: the order is a guest's, as it always was.
 */
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { JwtError, jwtSecret, verifyJwt } from '../supabase/jwt.ts';
import { UUID_RE } from './ids.ts';

export interface Customer {
  /** auth.users id (the access token's `sub`) */
  userId: string;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The signed-in customer of a bearer token, null for a guest; 401 for a token that looks like a JWT but fails. */
export function customerOf(config: Config, token: string | null, now: Date): Customer | null {
  if (!token || token === config.PUBLIC_API_TOKEN || !JWT_SHAPE.test(token)) return null;
  let claims;
  try {
    claims = verifyJwt(token, jwtSecret(config), Math.floor(now.getTime() / 1000));
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') {
      throw new ApiError(401, 'The access token has expired: sign in again, or order as a guest without it');
    }
    throw new ApiError(401, 'Invalid access token: send the access token of your Lieferzone account, or order as a guest without it');
  }
  if (claims.role === 'anon') return null;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (claims.role !== 'authenticated' || !UUID_RE.test(sub)) {
    throw new ApiError(401, "Invalid access token: only a signed-in customer's access token may place an order for an account");
  }
  return { userId: sub.toLowerCase() };
}
