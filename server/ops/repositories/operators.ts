/**
 * Operators repository: an operator is an auth user whose app metadata says role = operator; in demo mode one of them
 * has its password kept in public.ops_demo_credentials. Plain functions over the caller's query handle.
 */
import type { Queryable } from '../../db/index.ts';

/**
 * The e-mail and role of a token's user, and whether its session still exists (a token without a session id: true);
 * null when the user is gone.
 */
export async function tokenAccount(
  q: Queryable,
  userId: string,
  sessionId: string | null,
): Promise<{ email: string; role: string | null; live: boolean } | null> {
  const rows = await q.query<{ email: string; role: string | null; live: boolean }>(
    `select u.email, u.raw_app_meta_data ->> 'role' as role,
            ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = u.id)) as live
       from auth.users u where u.id = $1::uuid`,
    [userId, sessionId],
  );
  return rows[0] ?? null;
}

/** Sets role = operator in the user's app metadata (the other keys stay). */
export async function promoteToOperator(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"operator"}'::jsonb, updated_at = now() where id = $1::uuid`,
    [userId],
  );
}

/** Serializes the demo operator's seeding between nodes (PostgreSQL only: PGlite has one connection). */
export async function lockDemoOperatorSeeding(q: Queryable): Promise<void> {
  await q.query('select pg_advisory_xact_lock(4242016)');
}

export async function demoCredentials(q: Queryable, email: string): Promise<{ email: string; password: string } | null> {
  const [row] = await q.query<{ email: string; password: string }>('select email, password from public.ops_demo_credentials where email = $1', [email]);
  return row ?? null;
}

export async function hasDemoCredentials(q: Queryable, email: string): Promise<boolean> {
  const [known] = await q.query('select 1 from public.ops_demo_credentials where email = $1', [email]);
  return known !== undefined;
}

export async function insertDemoCredentials(q: Queryable, c: { userId: string; email: string; password: string }): Promise<void> {
  await q.query('insert into public.ops_demo_credentials (user_id, email, password) values ($1::uuid, $2, $3)', [c.userId, c.email, c.password]);
}
