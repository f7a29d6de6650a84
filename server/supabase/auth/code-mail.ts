/** The auth mails (code, link) and what happens when mail is off or fails. */
import { supabasePublicBase } from '../../config.ts';
import { AuthError, type SupabaseContext } from '../context.ts';
import { mailLang, type MailKind } from '../mailer.ts';
import type { IssuedCode } from './one-time-codes.ts';
import type { User } from './repositories/users.ts';

/** MAIL_DISABLED: sign-up (unless auto-confirmed), resend and recovery answer 503 before doing anything. */
export function requireMail(ctx: SupabaseContext): void {
  if (ctx.mailer.disabled) {
    throw new AuthError(503, 'email_provider_disabled', 'E-mail is not available on this server: sign-up and password recovery are disabled');
  }
}

/**
 * Sends an auth mail in the user's language, with the code and the link to GET /auth/v1/verify when one was issued.
 * A mail server that fails becomes a 503; called inside the transaction that stored the code, nothing is kept.
 */
export async function sendCodeMail(ctx: SupabaseContext, user: User, kind: MailKind, issued: IssuedCode | undefined, redirectTo: string): Promise<void> {
  const meta = user.userMetadata;
  const link = issued
    ? `${supabasePublicBase(ctx.config)}/auth/v1/verify?token=${issued.linkToken}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`
    : undefined;
  try {
    await ctx.mailer.send({
      kind,
      to: user.email,
      lang: mailLang(meta),
      expiresMinutes: Math.round(ctx.config.OTP_EXPIRY / 60),
      ...(issued ? { code: issued.code } : {}),
      ...(link ? { link } : {}),
      ...(typeof meta.first_name === 'string' ? { firstName: meta.first_name } : {}),
    });
  } catch {
    throw new AuthError(503, 'email_send_failed', 'The e-mail could not be sent right now. Please try again in a few minutes.');
  }
}
