/**
 * One-time tokens repository (`auth.one_time_tokens`): one row per user and purpose (a new one replaces the old),
 * holding only hashes — the mail link token's sha256 and, for a typed code, its HMAC. The caller hashes.
 */
import type { Queryable } from '../../../db/index.ts';

export interface StoredCode {
  id: string;
  user_id: string;
  code_hash: string | null;
  attempts: number;
}

/** Stores a code (link token hash and typed-code hash) for the user and purpose, replacing an earlier one. */
export async function upsertCode(
  q: Queryable,
  c: { userId: string; type: string; tokenHash: string; codeHash: string; expiresInSeconds: number },
): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, attempts, expires_at)
     values ($1, $2, $3, $4, 0, now() + make_interval(secs => $5))
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, code_hash = excluded.code_hash, attempts = 0,
           created_at = now(), expires_at = excluded.expires_at`,
    [c.userId, c.type, c.tokenHash, c.codeHash, c.expiresInSeconds],
  );
}

/** Stores a recovery link without a typed code (an invitation's "set your password" link), replacing an earlier one. */
export async function upsertRecoveryLink(q: Queryable, userId: string, tokenHash: string, expiresInSeconds: number): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, attempts, expires_at)
     values ($1::uuid, 'recovery', $2, null, 0, now() + make_interval(secs => $3))
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, code_hash = null, attempts = 0, created_at = now(), expires_at = excluded.expires_at`,
    [userId, tokenHash, expiresInSeconds],
  );
}

/** Consumes an unexpired link token of this purpose by its hash; the user it was for, or null. */
export async function deleteLinkToken(q: Queryable, tokenHash: string, type: string): Promise<string | null> {
  const [row] = await q.query<{ user_id: string }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2 and expires_at > now() returning user_id`,
    [tokenHash, type],
  );
  return row?.user_id ?? null;
}

/** The unexpired code of this purpose for the address, locked until the transaction ends; null when there is none. */
export async function lockCodeOfEmail(q: Queryable, email: string, type: string): Promise<StoredCode | null> {
  const [row] = await q.query<StoredCode>(
    `select t.id, t.user_id, t.code_hash, t.attempts from auth.one_time_tokens t join auth.users u on u.id = t.user_id
      where lower(u.email) = $1 and t.token_type = $2 and t.expires_at > now() for update of t`,
    [email, type],
  );
  return row ?? null;
}

export async function deleteCode(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.one_time_tokens where id = $1', [id]);
}

export async function countWrongAttempt(q: Queryable, id: string): Promise<void> {
  await q.query('update auth.one_time_tokens set attempts = attempts + 1 where id = $1', [id]);
}
