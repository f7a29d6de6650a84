/**
 * HS256 JSON Web Tokens with node:crypto (the only algorithm Supabase projects use with a shared secret), and the
 * project keys: the anon and service_role keys are JWTs signed with the same secret, derived at start so no key
 * is ever committed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/** Publicly known development secret: used only when JWT_SECRET is unset outside production (config refuses it there). */
export const DEV_JWT_SECRET = 'lieferzone-development-jwt-secret-do-not-use-in-production';

export type JwtClaims = Record<string, unknown> & {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
};

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  const sig = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${sig}`;
}

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired';

export class JwtError extends Error {
  constructor(readonly reason: JwtFailure, message: string) {
    super(message);
    this.name = 'JwtError';
  }
}

/**
 * Tokens whose signature was verified, with their claims: a request carries the same keys again and again (the anon
 * key as `apikey` and the user's access token), so each is decoded and HMAC-checked once. Expiry is checked on every
 * call. Bounded; the oldest entry goes first.
 */
const verified = new Map<string, { secret: string; claims: JwtClaims }>();
const VERIFIED_MAX = 2000;

/** Verifies signature, algorithm and expiry; returns (a copy of) the claims. Throws JwtError. */
export function verifyJwt(token: string, secret: string, nowSec = Math.floor(Date.now() / 1000)): JwtClaims {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    const exp = hit.claims.exp;
    if (exp !== undefined && exp <= nowSec) throw new JwtError('expired', 'JWT expired');
    return { ...hit.claims };
  }
  const claims = verifyUncached(token, secret, nowSec);
  if (token.length <= 4096) {
    const oldest = verified.keys().next();
    if (verified.size >= VERIFIED_MAX && !oldest.done) verified.delete(oldest.value);
    verified.set(token, { secret, claims: { ...claims } });
  }
  return claims;
}

function verifyUncached(token: string, secret: string, nowSec: number): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0 || !/^[A-Za-z0-9_-]+$/.test(p))) {
    throw new JwtError('malformed', 'JWT is malformed');
  }
  const [h, p, s] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', 'JWT is malformed');
  }
  if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') {
    throw new JwtError('bad_signature', 'JWT algorithm not supported');
  }
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('bad_signature', 'JWT signature is invalid');
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new JwtError('malformed', 'JWT claims are malformed');
  const c = claims as JwtClaims;
  if (c.exp !== undefined && (typeof c.exp !== 'number' || c.exp <= nowSec)) throw new JwtError('expired', 'JWT expired');
  return c;
}

export function jwtSecret(config: Config): string {
  return config.JWT_SECRET ?? DEV_JWT_SECRET;
}

/** Fixed issue date so the derived keys stay the same across restarts (2025-01-01), valid for 10 years. */
const KEY_IAT = 1735689600;
const KEY_EXP = KEY_IAT + 10 * 365 * 24 * 3600;

export function deriveProjectKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase', ref: 'lieferzone', role: 'anon', iat: KEY_IAT, exp: KEY_EXP }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase', ref: 'lieferzone', role: 'service_role', iat: KEY_IAT, exp: KEY_EXP }, secret),
  };
}
