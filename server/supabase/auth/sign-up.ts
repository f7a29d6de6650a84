/**
 * Use-cases that send a code mail: sign-up, resending the sign-up code, password recovery. Each mail is sent inside
 * the transaction that stored its code, so a mail server that fails leaves nothing behind (503).
 */
import { AuthError, type SupabaseContext } from '../context.ts';
import { guardMail } from './attempt-limits.ts';
import { requireMail, sendCodeMail } from './code-mail.ts';
import { issueCode } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type ClientInfo, type Session } from './sessions.ts';
import { obfuscatedUser, userJson } from './user-json.ts';
import { findUserByEmail, insertUser, replaceUnconfirmedUser, type User } from './repositories/users.ts';

export interface SignUpInput extends ClientInfo {
  /** trimmed and lower-cased */
  email: string;
  /** meets the password policy */
  password: string;
  metadata: Record<string, unknown>;
  /** an allowed redirect target for the mail link */
  redirectTo: string;
}

/**
 * A new account: confirmed at once with MAILER_AUTOCONFIRM (→ a session), otherwise unconfirmed with a code mailed
 * (→ the user). An unconfirmed address may sign up again (new password and metadata, new code); a confirmed one gets
 * the same answer as a new one (no hint that it is taken) while its owner is told by mail.
 */
export async function signUp(ctx: SupabaseContext, input: SignUpInput) {
  const { config } = ctx;
  const { email, redirectTo } = input;
  if (!config.MAILER_AUTOCONFIRM) {
    requireMail(ctx);
    guardMail(ctx, input.ip, email);
  }
  const passwordHash = await hashPassword(input.password);

  type Outcome = { kind: 'session'; session: Session } | { kind: 'exists'; user: User } | { kind: 'code'; user: User };
  const result = await ctx.db
    .tx(async (q): Promise<Outcome> => {
      const existing = await findUserByEmail(q, email, { forUpdate: true });
      if (existing?.emailConfirmedAt) {
        if (config.MAILER_AUTOCONFIRM) throw new AuthError(422, 'user_already_exists', 'User already registered');
        return { kind: 'exists', user: existing };
      }
      const fields = { passwordHash, metadata: input.metadata };
      const user = existing
        ? await replaceUnconfirmedUser(q, existing.id, fields)
        : await insertUser(q, { email, ...fields, confirmed: config.MAILER_AUTOCONFIRM });
      if (config.MAILER_AUTOCONFIRM) return { kind: 'session', session: await startSession(ctx, q, user, input, 'password') };
      const issued = await issueCode(ctx, q, user, 'confirmation');
      // sent before the commit: when the mail server fails, the account is not created (503, nothing half-done)
      await sendCodeMail(ctx, issued.user, 'signup', issued.issued, redirectTo);
      return { kind: 'code', user: issued.user };
    })
    .catch((err: unknown) => {
      // two sign-ups of the same new address at the same moment: the loser sees the unique index
      if ((err as { code?: unknown }).code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered');
      throw err;
    });

  if (result.kind === 'session') return result.session;
  if (result.kind === 'exists') {
    await sendCodeMail(ctx, result.user, 'already_registered', undefined, redirectTo);
    return obfuscatedUser(email, ctx.now());
  }
  return userJson(result.user);
}

export interface CodeMailInput {
  email: string;
  ip: string;
  redirectTo: string;
}

/** A new sign-up code for an unconfirmed address; the same (empty) answer for unknown or confirmed addresses. */
export async function resendSignupCode(ctx: SupabaseContext, input: CodeMailInput): Promise<void> {
  requireMail(ctx);
  guardMail(ctx, input.ip, input.email);
  await ctx.db.tx(async (q) => {
    const user = await findUserByEmail(q, input.email);
    if (!user || user.emailConfirmedAt) return;
    const { issued } = await issueCode(ctx, q, user, 'confirmation');
    await sendCodeMail(ctx, user, 'signup', issued, input.redirectTo);
  });
}

/** A password-reset code; the same answer whether or not the address has an account. */
export async function recoverPassword(ctx: SupabaseContext, input: CodeMailInput): Promise<void> {
  requireMail(ctx);
  guardMail(ctx, input.ip, input.email);
  await ctx.db.tx(async (q) => {
    const user = await findUserByEmail(q, input.email);
    if (!user) return;
    const { issued } = await issueCode(ctx, q, user, 'recovery');
    await sendCodeMail(ctx, user, 'recovery', issued, input.redirectTo);
  });
}
