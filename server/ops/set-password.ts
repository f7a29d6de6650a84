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
import { upsertRecoveryLink } from '../supabase/auth/repositories/one-time-tokens.ts';
import { recordCodeSent } from '../supabase/auth/repositories/users.ts';

/** An invitation stays open for a week (a password-reset code of the sign-in flow: OTP_EXPIRY). */
export const SET_PASSWORD_LINK_SECONDS = 7 * 24 * 3600;

export async function issueSetPasswordLink(config: Config, q: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await upsertRecoveryLink(q, userId, sha256Hex(token), SET_PASSWORD_LINK_SECONDS);
  await recordCodeSent(q, userId, 'recovery');
  const landing = `${siteUrl(config)}/password-reset`;
  return `${supabasePublicBase(config)}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(landing)}`;
}
