/**
 * Bearer tokens of the vendor API (spec 1 §6). Customer calls accept the public anonymous token or none; vendor-side
 * calls need the vendor's own secret token, compared as sha256 hashes in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors.ts';
import { hashToken } from './vendor-store.ts';

/** The token of an `Authorization: Bearer <token>` header, or null (a customer's access token may run to a few KiB). */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S{1,4096})\s*$/i.exec(header);
  return m?.[1] ?? null;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the token is this vendor's secret token (no throw). */
export function isVendorToken(t: string | null, secretTokenHash: string, publicToken: string): boolean {
  if (!t || t === publicToken) return false;
  return sameHash(hashToken(t), secretTokenHash);
}

/**
 * Vendor-side calls: no token → 401, the public anonymous token → 403, any other token that is not this vendor's
 * secret → 401.
 */
export function requireVendorToken(t: string | null, secretTokenHash: string, publicToken: string): void {
  if (!t) {
    throw new ApiError(401, 'Vendor authentication required: send "Authorization: Bearer <vendor secret token>"');
  }
  if (t === publicToken) {
    throw new ApiError(403, 'The public anonymous token may not call vendor-side endpoints');
  }
  if (!sameHash(hashToken(t), secretTokenHash)) throw new ApiError(401, 'Invalid vendor token');
}
