/** Use-cases that open or renew a session: password sign-in, refresh-token rotation, checking an e-mail code. */
import { AuthError, type SupabaseContext } from '../context.ts';
import { guardAttempts, recordFailure, recordSuccess } from './attempt-limits.ts';
import { consumeCode, type CodeProof } from './one-time-codes.ts';
import { passwordMatches } from './passwords.ts';
import { rotateRefreshToken, startSession, type ClientInfo, type Session } from './sessions.ts';
import { findUserByEmail } from './repositories/users.ts';
import type { CodeType } from './validation.ts';

export interface PasswordSignIn extends ClientInfo {
  /** trimmed and lower-cased */
  email: string;
  password: string;
}

export async function signInWithPassword(ctx: SupabaseContext, input: PasswordSignIn): Promise<Session> {
  const { email, password, ip } = input;
  guardAttempts(ctx, ip, email);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await passwordMatches(password, user?.passwordHash);
  if (!user || !ok || password === '') {
    recordFailure(ctx, ip, email);
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  recordSuccess(ctx, ip, email);
  return ctx.db.tx((q) => startSession(ctx, q, user, input, 'password'));
}

/** A new session answer for a refresh token; a rotated token that comes back ends its session (committed first). */
export async function refreshSession(ctx: SupabaseContext, refreshToken: string): Promise<Session> {
  const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (refreshToken === '' || refreshToken.length > 200) throw notFound();
  const out = await ctx.db.tx((q) => rotateRefreshToken(ctx, q, refreshToken));
  if (out === 'reused') throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  if (out === 'not_found') throw notFound();
  return out;
}

export interface CodeCheck extends ClientInfo {
  type: CodeType;
  /** trimmed and lower-cased, when given */
  email?: string | undefined;
  /** the mail link's token (supabase-js verifyOtp sends it as token_hash) */
  tokenHash?: string | undefined;
  /** the typed 6-digit code (with email) */
  code?: string | undefined;
}

/** Checks and consumes a code, confirms the address and opens a session; failures count like failed sign-ins. */
export async function verifyCode(ctx: SupabaseContext, input: CodeCheck): Promise<Session> {
  const { email, ip } = input;
  guardAttempts(ctx, ip, email);
  let by: CodeProof;
  if (input.tokenHash) by = { linkToken: input.tokenHash.toLowerCase() };
  else if (email && input.code) by = { email, code: input.code.trim() };
  else throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash, or an email and a token');
  const out = await ctx.db.tx(async (q) => {
    const user = await consumeCode(ctx, q, input.type, by);
    return user ? startSession(ctx, q, user, input, 'otp') : null;
  });
  if (!out) {
    recordFailure(ctx, ip, email);
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  if (email) recordSuccess(ctx, ip, email);
  return out;
}
