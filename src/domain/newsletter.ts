/**
 * The newsletter's wire shapes (blog, spec 3 §2.6; issue 13 item 1), shared by the blog's form and the server's
 * route schemas, with the app's one e-mail rule (contact.ts):
 *
 *   POST /api/v1/newsletter/subscriptions   { email, language?, submissionId? } → 202 { status: 'accepted' }
 *   POST /api/v1/newsletter/confirmations   { token } → 200 { status: 'confirmed' }   (unknown token: 404)
 *   POST /api/v1/newsletter/unsubscriptions { token } → 200 { status: 'unsubscribed' } (unknown token: 404)
 *
 * The subscribe answer is the same whatever the address's state (new, pending, confirmed): nobody learns who is
 * subscribed. Tokens are 32 random bytes in base64url (43 characters) and travel in the body, never in a URL the
 * server sees (the mail's links carry them in the fragment).
 */
import { z } from 'zod';
import { emailField, emailSchema } from './contact.ts';
import { LANGUAGES } from './languages.ts';
import { uuid } from './wire/fields.ts';

export const NEWSLETTER_TOKEN_LENGTH = 43;

export const newsletterSubscribeRequestSchema = z.object({
  email: emailSchema,
  language: z.enum(LANGUAGES).optional(),
  /** the browser's id of one subscribe action: a resend of it sends no second mail */
  submissionId: uuid.optional(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterTokenSchema = z
  .string()
  .length(NEWSLETTER_TOKEN_LENGTH, `must be ${NEWSLETTER_TOKEN_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

export const newsletterTokenRequestSchema = z.object({ token: newsletterTokenSchema });

export const newsletterAcceptedSchema = z.object({ status: z.literal('accepted') });
export const newsletterConfirmedSchema = z.object({ status: z.literal('confirmed') });
export const newsletterUnsubscribedSchema = z.object({ status: z.literal('unsubscribed') });

/** The blog form's field: the same e-mail rule with the page's message keys (lazy namespace `blog`). */
export const newsletterFormSchema = z.object({
  email: emailField({ required: 'newsletter.errors.required', tooLong: 'newsletter.errors.tooLong', invalid: 'newsletter.errors.invalid' }),
});
export type NewsletterForm = z.input<typeof newsletterFormSchema>;

/** A token from a mail link's fragment (`#token=…`), or null when it is missing or malformed. */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value && newsletterTokenSchema.safeParse(value).success ? value : null;
}
