/**
 * Rate limits of the auth API. Failed sign-ins and code checks: per client IP a fixed budget per window
 * (AUTH_RATE_LIMIT_IP), and per (address, IP) pair growing delays (ctx.backoff). An address is never locked for
 * everyone: the owner signing in from elsewhere is not slowed down by someone failing on purpose. Codes have their
 * own attempt limit per code (one-time-codes.ts). Code mails: AUTH_MAIL_RATE_LIMIT per address, AUTH_RATE_LIMIT_IP
 * per IP.
 */
import { AuthError, type SupabaseContext } from '../context.ts';

function tooMany(seconds: number, code = 'over_request_rate_limit', message = 'Request rate limit reached'): AuthError {
  return new AuthError(429, code, message, {}, { 'retry-after': String(seconds) });
}

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/** 429 while the IP's budget is spent or the (address, IP) pair must wait. */
export function guardAttempts(ctx: SupabaseContext, ip: string, email?: string): void {
  const byIp = ctx.limiter.blockedFor(`fail:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_IP);
  const byPair = email ? ctx.backoff.waitFor(pairKey(email, ip)) : 0;
  const wait = Math.max(byIp, byPair);
  if (wait) throw tooMany(wait);
}

export function recordFailure(ctx: SupabaseContext, ip: string, email?: string): void {
  ctx.limiter.hit(`fail:ip:${ip}`);
  if (email) ctx.backoff.fail(pairKey(email, ip));
}

/** A success: the pair's delays start afresh (the IP's budget does not). */
export function recordSuccess(ctx: SupabaseContext, ip: string, email: string): void {
  ctx.backoff.reset(pairKey(email, ip));
}

/** Counts a code mail to `email` from `ip`, or 429 over_email_send_rate_limit. */
export function guardMail(ctx: SupabaseContext, ip: string, email: string): void {
  const wait = Math.max(
    ctx.limiter.blockedFor(`mail:email:${email}`, ctx.config.AUTH_MAIL_RATE_LIMIT),
    ctx.limiter.blockedFor(`mail:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_IP),
  );
  if (wait) throw tooMany(wait, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  ctx.limiter.hit(`mail:email:${email}`);
  ctx.limiter.hit(`mail:ip:${ip}`);
}
