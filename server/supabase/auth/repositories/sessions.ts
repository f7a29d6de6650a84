/**
 * Sessions repository (`auth.sessions`, `auth.refresh_tokens`): plain functions over the caller's query handle.
 * Refresh tokens are stored only as their sha256 (the caller hashes them).
 */
import type { Queryable } from '../../../db/index.ts';

/** A new session of the user; its id. */
export async function insertSession(q: Queryable, s: { userId: string; userAgent: string; ip: string }): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id`,
    [s.userId, s.userAgent, s.ip],
  );
  if (!row) throw new Error('auth.sessions: insert returned no row');
  return row.id;
}

export async function insertRefreshToken(
  q: Queryable,
  t: { tokenHash: string; userId: string; sessionId: string; parentId?: number },
): Promise<void> {
  if (t.parentId === undefined) {
    await q.query(`insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)`, [t.tokenHash, t.userId, t.sessionId]);
  } else {
    await q.query(
      `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4)`,
      [t.tokenHash, t.userId, t.sessionId, t.parentId],
    );
  }
}

/** Revokes a live refresh token (atomic: exactly one caller gets the row); null when none is live with this hash. */
export async function revokeRefreshToken(q: Queryable, tokenHash: string): Promise<{ id: number; user_id: string; session_id: string } | null> {
  const [used] = await q.query<{ id: number; user_id: string; session_id: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where token_hash = $1 and not revoked returning id, user_id, session_id`,
    [tokenHash],
  );
  return used ?? null;
}

/** The session of a refresh token with this hash, revoked or not; null when there is none. */
export async function sessionOfRefreshToken(q: Queryable, tokenHash: string): Promise<string | null> {
  const [old] = await q.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token_hash = $1', [tokenHash]);
  return old?.session_id ?? null;
}

export async function markSessionRefreshed(q: Queryable, sessionId: string): Promise<void> {
  await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId]);
}

export async function sessionExists(q: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const s = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  return s.length > 0;
}

export async function deleteSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('delete from auth.sessions where id = $1', [sessionId]);
}

export async function deleteUserSession(q: Queryable, userId: string, sessionId: string): Promise<void> {
  await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
}

/** Every session of the user but `keepSessionId` (null: all of them). */
export async function deleteOtherSessions(q: Queryable, userId: string, keepSessionId: string | null): Promise<void> {
  await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [userId, keepSessionId]);
}

export async function deleteAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from auth.sessions where user_id = $1', [userId]);
}
