/**
 * One-time "set your password" links for new operators (npm run ops:add) and invited desk accounts: the auth
 * backend's recovery link (GET /auth/v1/verify?type=recovery), whose token is 256 random bits stored only as its
 * sha256 in auth.one_time_tokens (no typed code: the link alone opens it, once). It lands on the app's recovery page
 * (/password-reset), which sets the new password. Every origin comes from configuration (SITE_URL,
 * SUPABASE_PUBLIC_URL), never from a request.
 */
import { randomBytes } from 'node:crypto';
import { siteUrl, supabasePublicBase, type Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { sha256Hex } from '../supabase/auth/hashing.ts';

/** An invitation stays open for a week (a password-reset code of the sign-in flow: OTP_EXPIRY). */
export const SET_PASSWORD_LINK_SECONDS = 7 * 24 * 3600;

export async function issueSetPasswordLink(config: Config, q: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, attempts, expires_at)
     values ($1::uuid, 'recovery', $2, null, 0, now() + make_interval(secs => $3))
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, code_hash = null, attempts = 0, created_at = now(), expires_at = excluded.expires_at`,
    [userId, sha256Hex(token), SET_PASSWORD_LINK_SECONDS],
  );
  await q.query('update auth.users set recovery_sent_at = now() where id = $1::uuid', [userId]);
  const landing = `${siteUrl(config)}/password-reset`;
  return `${supabasePublicBase(config)}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(landing)}`;
}
