/**
 * The newsletter's use cases on the database (the server connects as the tables' owner; 0011_newsletter.sql; the SQL is
 * in repositories/subscriptions.ts).
 *
 *   subscribe(email)   → new or unsubscribed: pending with a fresh confirm token, mail; pending: a fresh confirm token,
 *                        mail (at most MAILS_PER_DAY per address and day; a resend of the same submission id: none);
 *                        confirmed: nothing. The caller answers the same in every case.
 *   confirm(token)     → pending → confirmed (the token is used once; using it again on a confirmed row answers
 *                        confirmed); unknown, expired or used on an unsubscribed row: null (404).
 *   unsubscribe(token) → unsubscribed (again: still unsubscribed); unknown: null (404).
 *
 * Tokens: 32 random bytes (256 bits) in base64url; only their sha256 is stored and looked up (an index lookup of a
 * hash of a random value: the stored hash gives nothing away and nothing to time).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../src/domain/languages.ts';
import type { Db, Queryable } from '../db/index.ts';
import {
  insertToken,
  lockConfirmToken,
  lockSubscriptionOf,
  markConfirmed,
  markPending,
  markTokenUsed,
  unsubscribeByToken,
  voidConfirmTokens,
} from './repositories/subscriptions.ts';

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
export const MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a confirmation mail needs (both tokens only exist here, in memory, until the mail is written). */
export interface PendingMail {
  email: string;
  language: Language;
  confirmToken: string;
  unsubscribeToken: string;
}

async function addToken(q: Queryable, subscriptionId: string, purpose: 'confirm' | 'unsubscribe', now: Date): Promise<string> {
  const token = newToken();
  const expires = purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString() : null;
  await insertToken(q, { tokenHash: tokenHash(token), subscriptionId, purpose, expiresAt: expires });
  return token;
}

/** Records the subscribe request; returns the confirmation mail to send, or null when none is due. */
export async function subscribe(
  db: Db,
  input: { email: string; language: Language; submissionId?: string | undefined },
  now: Date,
): Promise<PendingMail | null> {
  const email = input.email.trim().toLowerCase();
  return db.tx(async (q) => {
    const row = await lockSubscriptionOf(q, email, input.language);
    if (!row) throw new Error('newsletter subscription neither inserted nor found');
    if (row.status === 'confirmed') return null;
    if (input.submissionId && row.last_submission_id === input.submissionId && row.status === 'pending') return null;

    const windowStart = row.mail_window_start ? new Date(row.mail_window_start) : null;
    const freshWindow = !windowStart || now.getTime() - windowStart.getTime() >= DAY_MS;
    const sent = freshWindow ? 0 : row.mails_in_window;
    if (sent >= MAILS_PER_DAY) return null;

    await markPending(q, row.id, {
      language: input.language,
      submissionId: input.submissionId ?? null,
      mailWindowStart: (freshWindow ? now : windowStart).toISOString(),
      mailsInWindow: sent + 1,
    });
    const confirmToken = await addToken(q, row.id, 'confirm', now);
    const unsubscribeToken = await addToken(q, row.id, 'unsubscribe', now);
    return { email, language: input.language, confirmToken, unsubscribeToken };
  });
}

/** pending → confirmed with a valid confirm token; null for an unknown, expired or no longer usable one. */
export async function confirm(db: Db, token: string, now: Date): Promise<'confirmed' | null> {
  return db.tx(async (q) => {
    const t = await lockConfirmToken(q, tokenHash(token));
    if (!t) return null;
    // the same link clicked again: the answer it had
    if (t.used_at) return t.status === 'confirmed' ? 'confirmed' : null;
    if (t.expires_at && new Date(t.expires_at).getTime() <= now.getTime()) return null;
    if (t.status === 'confirmed') return 'confirmed';
    const at = now.toISOString();
    await markTokenUsed(q, tokenHash(token), at);
    await markConfirmed(q, t.subscription_id, at);
    return 'confirmed';
  });
}

/** Any state → unsubscribed with one of the subscription's unsubscribe tokens; null for an unknown token. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<'unsubscribed' | null> {
  const subscriptionId = await unsubscribeByToken(db, tokenHash(token), now.toISOString());
  if (!subscriptionId) return null;
  // pending confirmations die with the subscription's consent
  await voidConfirmTokens(db, subscriptionId, now.toISOString());
  return 'unsubscribed';
}
