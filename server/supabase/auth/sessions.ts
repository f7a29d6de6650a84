/**
 * Session service: sessions (`auth.sessions`), refresh tokens with atomic rotation (`auth.refresh_tokens`, only
 * their sha256 stored) and the access token's claims (HS256, signed with the project secret). Functions that touch
 * the database take the caller's query handle and call the repositories (repositories/sessions.ts, users.ts).
 */
import { randomBytes } from 'node:crypto';
import { supabasePublicBase } from '../../config.ts';
import type { Queryable } from '../../db/index.ts';
import { AuthError, type SupabaseContext } from '../context.ts';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import { sha256Hex } from './hashing.ts';
import { userJson } from './user-json.ts';
import {
  deleteAllSessions,
  deleteOtherSessions,
  deleteSession,
  deleteUserSession,
  insertRefreshToken,
  insertSession,
  markSessionRefreshed,
  revokeRefreshToken,
  sessionExists,
  sessionOfRefreshToken,
} from './repositories/sessions.ts';
import { findUserById, recordSignIn, type User } from './repositories/users.ts';
import { bearerToken, UUID_RE } from './validation.ts';

/** How the session was proven, for the `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'token_refresh';

/** Who opened the session, kept with it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type UserClaims = JwtClaims & { sub: string };

const newRefreshToken = () => randomBytes(24).toString('base64url');

/** The session answer of /token and /verify: a fresh access token, the refresh token and the user. */
export function sessionJson(ctx: SupabaseContext, user: User, sessionId: string, refreshToken: string, method: AuthMethod) {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = iat + ctx.config.JWT_EXPIRY;
  const u = userJson(user);
  const claims: JwtClaims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: `${supabasePublicBase(ctx.config)}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: iat }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return {
    access_token: signJwt(claims, ctx.secret),
    token_type: 'bearer',
    expires_in: ctx.config.JWT_EXPIRY,
    expires_at: exp,
    refresh_token: refreshToken,
    user: u,
  };
}

export type Session = ReturnType<typeof sessionJson>;

/** A new session with its first refresh token; the user's last sign-in becomes now. */
export async function startSession(ctx: SupabaseContext, q: Queryable, user: User, client: ClientInfo, method: AuthMethod): Promise<Session> {
  const sessionId = await insertSession(q, { userId: user.id, userAgent: client.userAgent.slice(0, 500), ip: client.ip });
  const refresh = newRefreshToken();
  await insertRefreshToken(q, { tokenHash: sha256Hex(refresh), userId: user.id, sessionId });
  return sessionJson(ctx, await recordSignIn(q, user.id), sessionId, refresh, method);
}

/**
 * Exchanges a refresh token for a new session answer. Atomic: exactly one caller can revoke a given token. A rotated
 * token that comes back means it was stolen: its session ends ('reused'; the caller commits that, then answers).
 */
export async function rotateRefreshToken(ctx: SupabaseContext, q: Queryable, token: string): Promise<Session | 'not_found' | 'reused'> {
  const h = sha256Hex(token);
  const used = await revokeRefreshToken(q, h);
  if (!used) {
    const stolen = await sessionOfRefreshToken(q, h);
    if (!stolen) return 'not_found';
    await deleteSession(q, stolen);
    return 'reused';
  }
  const user = await findUserById(q, used.user_id);
  if (!user) return 'not_found';
  const next = newRefreshToken();
  await insertRefreshToken(q, { tokenHash: sha256Hex(next), userId: used.user_id, sessionId: used.session_id, parentId: used.id });
  await markSessionRefreshed(q, used.session_id);
  return sessionJson(ctx, user, used.session_id, next, 'token_refresh');
}

/** The verified claims of a signed-in user's bearer token (not a project key), from the Authorization header. */
export function userClaims(ctx: SupabaseContext, authorization: unknown): UserClaims {
  const token = bearerToken(authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, ctx.secret, Math.floor(ctx.now().getTime() / 1000));
  } catch (err) {
    const expired = err instanceof JwtError && err.reason === 'expired';
    throw new AuthError(
      403,
      'bad_jwt',
      expired ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' : 'invalid JWT: unable to parse or verify signature',
    );
  }
  if (typeof claims.sub !== 'string' || !UUID_RE.test(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return claims as UserClaims;
}

/** The Authorization header must carry the service_role key (admin API). */
export function requireServiceRole(ctx: SupabaseContext, authorization: unknown): void {
  const token = bearerToken(authorization);
  let role: unknown;
  try {
    role = token ? verifyJwt(token, ctx.secret).role : undefined;
  } catch {
    role = undefined;
  }
  if (role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** The user of a token whose session still exists (a token without session_id: just the user). */
export async function sessionUser(q: Queryable, claims: UserClaims): Promise<User> {
  if (typeof claims.session_id === 'string') {
    if (!(await sessionExists(q, claims.session_id, claims.sub))) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(q, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Ends this session (local), the user's other sessions (others) or all of them (global). */
export async function endSessions(q: Queryable, claims: UserClaims, scope: SignOutScope): Promise<void> {
  const sid = typeof claims.session_id === 'string' && UUID_RE.test(claims.session_id) ? claims.session_id : null;
  if (scope === 'local') {
    if (sid) await deleteUserSession(q, claims.sub, sid);
  } else if (scope === 'others') {
    await deleteOtherSessions(q, claims.sub, sid);
  } else {
    await deleteAllSessions(q, claims.sub);
  }
}
