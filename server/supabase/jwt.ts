/**
 * HS256 JSON Web Tokens over fast-jwt (the engine of @fastify/jwt; HS256 with a shared secret is the only algorithm
 * Supabase projects use), and the project keys: the anon and service_role keys are JWTs signed with the same secret,
 * derived at start so no key is ever committed. `verifyJwt` is the server's one token check: the Supabase API, and the
 * `authenticate` preHandlers of every area (server/auth) call it.
 */
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
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

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired';

export class JwtError extends Error {
  constructor(readonly reason: JwtFailure, message: string) {
    super(message);
    this.name = 'JwtError';
  }
}

type Signer = (claims: JwtClaims) => string;
type Verifier = (token: string) => JwtClaims;

/**
 * One signer and one verifier per secret (a process has one; tests a few). The verifier accepts HS256 only and keeps
 * the tokens it has checked (a request carries the same keys again and again: the anon key as `apikey` and the user's
 * access token), so each is decoded and HMAC-checked once. Expiry is checked by verifyJwt against the caller's clock
 * (the injectable one), on every call — fast-jwt's own expiry check would read the wall clock.
 */
const kits = new Map<string, { sign: Signer; verify: Verifier }>();
function kit(secret: string): { sign: Signer; verify: Verifier } {
  const known = kits.get(secret);
  if (known) return known;
  // iat is taken from the claims when they carry one (a token then is byte for byte what supabase-js and existing
  // sessions know), else fast-jwt sets it to now
  const sign: Signer = createSigner<JwtClaims>({ key: secret, algorithm: 'HS256' });
  const verifyToken = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: 2000 });
  const verify: Verifier = (token) => verifyToken(token) as JwtClaims;
  const k = { sign, verify };
  kits.set(secret, k);
  return k;
}

export function signJwt(claims: JwtClaims, secret: string): string {
  return kit(secret).sign(claims);
}

function failure(err: unknown): JwtError {
  const code = err instanceof TokenError ? err.code : undefined;
  if (code === TokenError.codes.invalidSignature || code === TokenError.codes.invalidAlgorithm || code === TokenError.codes.missingSignature) {
    return new JwtError('bad_signature', code === TokenError.codes.invalidAlgorithm ? 'JWT algorithm not supported' : 'JWT signature is invalid');
  }
  if (code === TokenError.codes.inactive) return new JwtError('expired', 'JWT is not valid yet');
  return new JwtError('malformed', 'JWT is malformed');
}

/** Verifies signature, algorithm and expiry (at `nowSec`); returns (a copy of) the claims. Throws JwtError. */
export function verifyJwt(token: string, secret: string, nowSec = Math.floor(Date.now() / 1000)): JwtClaims {
  let claims: JwtClaims;
  try {
    claims = kit(secret).verify(token);
  } catch (err) {
    throw failure(err);
  }
  const exp = claims.exp;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowSec)) throw new JwtError('expired', 'JWT expired');
  return { ...claims };
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
