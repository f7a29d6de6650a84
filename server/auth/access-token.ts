/**
 * The signed-in user of an `Authorization: Bearer <access token>` header: the one place that turns a request's access
 * token into a user for the areas that need one (desk, back office, customer orders and reviews). The token is checked
 * by the server's one JWT verification (verifyJwt); the areas then look the user up in their own tables.
 */
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { JwtError, jwtSecret, verifyJwt } from '../supabase/jwt.ts';
import { UUID_RE } from '../vendor-api/ids.ts';

export interface TokenUser {
  /** auth.users id (the token's `sub`, lower case) */
  userId: string;
  /** the session the token was issued for; null for tokens without one */
  sessionId: string | null;
}

/** What a refusal says, per area (who should sign in, with what). */
export interface RefusalWords {
  /** no token at all */
  missing: string;
  /** forged, malformed or of an unsupported algorithm */
  invalid: string;
  /** a valid JWT that is not a signed-in user's (a project key, a foreign role, no uuid `sub`) */
  notUser: string;
  /** expired */
  expired?: string;
}

const EXPIRED = 'The access token has expired: sign in again';

/** The claims of a bearer token, or 401 with the area's words. */
export function verifiedClaims(config: Config, token: string, now: Date, words: RefusalWords): Record<string, unknown> {
  try {
    return verifyJwt(token, jwtSecret(config), Math.floor(now.getTime() / 1000));
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') throw new ApiError(401, words.expired ?? EXPIRED);
    throw new ApiError(401, words.invalid);
  }
}

/** The verified user and session of a signed-in user's access token (role `authenticated`, uuid `sub`); 401 otherwise. */
export function tokenUser(config: Config, token: string | null, now: Date, words: RefusalWords): TokenUser {
  if (!token) throw new ApiError(401, words.missing);
  const claims = verifiedClaims(config, token, now, words);
  return userOfClaims(claims, words);
}

export function userOfClaims(claims: Record<string, unknown>, words: RefusalWords): TokenUser {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (claims.role !== 'authenticated' || !UUID_RE.test(sub)) throw new ApiError(401, words.notUser);
  const sid = typeof claims.session_id === 'string' && UUID_RE.test(claims.session_id) ? claims.session_id : null;
  return { userId: sub.toLowerCase(), sessionId: sid };
}
