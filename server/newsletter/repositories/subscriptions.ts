/**
 * Newsletter repository (public.newsletter_subscriptions, public.newsletter_tokens; 0011_newsletter.sql): plain
 * functions over the caller's query handle. Tokens are stored as their sha256 only (the caller hashes).
 */
import type { Language } from '../../../src/domain/languages.ts';
import type { Queryable } from '../../db/index.ts';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriptionRow {
  id: string;
  status: SubscriptionStatus;
  last_submission_id: string | null;
  mail_window_start: Date | string | null;
  mails_in_window: number;
}

export async function insertToken(
  q: Queryable,
  t: { tokenHash: string; subscriptionId: string; purpose: 'confirm' | 'unsubscribe'; expiresAt: string | null },
): Promise<void> {
  await q.query(`insert into public.newsletter_tokens (token_hash, subscription_id, purpose, expires_at) values ($1, $2, $3, $4)`, [
    t.tokenHash, t.subscriptionId, t.purpose, t.expiresAt,
  ]);
}

/** The address's subscription (made when missing), locked until the transaction ends. */
export async function lockSubscriptionOf(q: Queryable, email: string, language: Language): Promise<SubscriptionRow | null> {
  await q.query(
    `insert into public.newsletter_subscriptions (email, language) values ($1, $2) on conflict (email) do nothing`,
    [email, language],
  );
  const [row] = await q.query<SubscriptionRow>(
    `select id, status, last_submission_id, mail_window_start, mails_in_window from public.newsletter_subscriptions where email = $1 for update`,
    [email],
  );
  return row ?? null;
}

/** Pending again (consent asked anew), with the request's language and submission id and the mail window's count. */
export async function markPending(
  q: Queryable,
  id: string,
  p: { language: Language; submissionId: string | null; mailWindowStart: string; mailsInWindow: number },
): Promise<void> {
  await q.query(
    `update public.newsletter_subscriptions
        set status = 'pending', language = $2, last_submission_id = $3, unsubscribed_at = null,
            mail_window_start = $4, mails_in_window = $5
      where id = $1`,
    [id, p.language, p.submissionId, p.mailWindowStart, p.mailsInWindow],
  );
}

/** A confirm token with its subscription's status, both locked until the transaction ends; null when unknown. */
export async function lockConfirmToken(
  q: Queryable,
  tokenHash: string,
): Promise<{ subscription_id: string; expires_at: Date | string | null; used_at: Date | string | null; status: SubscriptionStatus } | null> {
  const [t] = await q.query<{ subscription_id: string; expires_at: Date | string | null; used_at: Date | string | null; status: SubscriptionStatus }>(
    `select t.subscription_id, t.expires_at, t.used_at, s.status
       from public.newsletter_tokens t join public.newsletter_subscriptions s on s.id = t.subscription_id
      where t.token_hash = $1 and t.purpose = 'confirm'
      for update of t, s`,
    [tokenHash],
  );
  return t ?? null;
}

export async function markTokenUsed(q: Queryable, tokenHash: string, at: string): Promise<void> {
  await q.query(`update public.newsletter_tokens set used_at = $2 where token_hash = $1`, [tokenHash, at]);
}

export async function markConfirmed(q: Queryable, subscriptionId: string, at: string): Promise<void> {
  await q.query(`update public.newsletter_subscriptions set status = 'confirmed', confirmed_at = $2 where id = $1`, [subscriptionId, at]);
}

/** Unsubscribes the subscription of an unsubscribe token (the first time kept); its id, or null for an unknown token. */
export async function unsubscribeByToken(q: Queryable, tokenHash: string, at: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `update public.newsletter_subscriptions s
        set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, $2)
       from public.newsletter_tokens t
      where t.token_hash = $1 and t.purpose = 'unsubscribe' and t.subscription_id = s.id
      returning s.id`,
    [tokenHash, at],
  );
  return rows[0]?.id ?? null;
}

/** Voids the subscription's confirm tokens not used yet. */
export async function voidConfirmTokens(q: Queryable, subscriptionId: string, at: string): Promise<void> {
  await q.query(`update public.newsletter_tokens set used_at = $2 where subscription_id = $1 and purpose = 'confirm' and used_at is null`, [
    subscriptionId, at,
  ]);
}
