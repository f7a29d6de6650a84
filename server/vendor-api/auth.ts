/**
 * Bearer tokens of the vendor API (spec 1 §6). Customer calls accept the public anonymous token or none; vendor-side
 * calls need the vendor's own secret token, compared as sha256 hashes in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { hashToken } from './vendor-store.ts';

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(h);
  return m?.[1] ?? null;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries this vendor's secret token (no throw). */
export function hasVendorToken(req: FastifyRequest, secretTokenHash: string, publicToken: string): boolean {
  const t = bearerToken(req);
  if (!t || t === publicToken) return false;
  return sameHash(hashToken(t), secretTokenHash);
}

/**
 * Vendor-side calls: no token → 401, the public anonymous token → 403, any other token that is not this vendor's
 * secret → 401.
 */
export function requireVendorToken(req: FastifyRequest, secretTokenHash: string, publicToken: string): void {
  const t = bearerToken(req);
  if (!t) {
    throw new ApiError(401, 'Vendor authentication required: send "Authorization: Bearer <vendor secret token>"');
  }
  if (t === publicToken) {
    throw new ApiError(403, 'The public anonymous token may not call vendor-side endpoints');
  }
  if (!sameHash(hashToken(t), secretTokenHash)) throw new ApiError(401, 'Invalid vendor token');
}
