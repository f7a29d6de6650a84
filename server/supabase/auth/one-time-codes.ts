/**
 * One-time codes for confirming an address and for password recovery. Each issued code is two independent secrets:
 * a 6-digit code to type, stored as an HMAC keyed with the project secret (bound to user and purpose), and a random
 * 256-bit link token for the mail link, stored as its sha256. Codes are compared in constant time; the
 * CODE_MAX_ATTEMPTS-th wrong code voids the code. A new code replaces the earlier one of the same type.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import type { SupabaseContext } from '../context.ts';
import { sha256Hex } from './hashing.ts';
import { countWrongAttempt, deleteCode, deleteLinkToken, lockCodeOfEmail, upsertCode } from './repositories/one-time-tokens.ts';
import { confirmEmail, recordCodeSent, type User } from './repositories/users.ts';
import type { CodeType } from './validation.ts';

/** wrong codes after which a code is void and a new one must be requested */
export const CODE_MAX_ATTEMPTS = 5;

export interface IssuedCode {
  code: string;
  linkToken: string;
}

/** stored for the 6-digit code: keyed with the server secret, bound to the user and the code's purpose */
export const codeHash = (secret: string, userId: string, type: CodeType, code: string): string =>
  createHmac('sha256', secret).update(`${userId}:${type}:${code}`).digest('hex');

const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** A new code for the user; returns the secrets (for the mail only) and the user with its new "sent at" time. */
export async function issueCode(ctx: SupabaseContext, q: Queryable, user: User, type: CodeType): Promise<{ issued: IssuedCode; user: User }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('hex');
  await upsertCode(q, {
    userId: user.id,
    type,
    tokenHash: sha256Hex(linkToken),
    codeHash: codeHash(ctx.secret, user.id, type, code),
    expiresInSeconds: ctx.config.OTP_EXPIRY,
  });
  return { issued: { code, linkToken }, user: await recordCodeSent(q, user.id, type) };
}

/** Either the mail link's token, or the address and the typed 6-digit code. */
export type CodeProof = { email: string; code: string } | { linkToken: string };

/**
 * Checks a code and consumes it: the link token's hash is looked up; a typed code is compared in constant time and
 * each wrong one counts. Returns the user, now confirmed, or null (wrong, expired or void).
 */
export async function consumeCode(ctx: SupabaseContext, q: Queryable, type: CodeType, by: CodeProof): Promise<User | null> {
  const userId = 'linkToken' in by ? await consumeLinkToken(q, type, by.linkToken) : await consumeTypedCode(ctx, q, type, by);
  return userId ? confirmEmail(q, userId) : null;
}

async function consumeLinkToken(q: Queryable, type: CodeType, linkToken: string): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(linkToken)) return null;
  return deleteLinkToken(q, sha256Hex(linkToken), type);
}

async function consumeTypedCode(ctx: SupabaseContext, q: Queryable, type: CodeType, by: { email: string; code: string }): Promise<string | null> {
  const row = await lockCodeOfEmail(q, by.email, type);
  if (!row?.code_hash) return null;
  const given = /^\d{6}$/.test(by.code) ? codeHash(ctx.secret, row.user_id, type, by.code) : '0'.repeat(64);
  if (!sameHex(given, row.code_hash)) {
    if (row.attempts + 1 >= CODE_MAX_ATTEMPTS) await deleteCode(q, row.id);
    else await countWrongAttempt(q, row.id);
    return null;
  }
  await deleteCode(q, row.id);
  return row.user_id;
}
