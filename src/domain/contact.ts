/**
 * Contact fields and identifiers as one schema each, used by the browser's forms and by the server's request
 * schemas alike, so both accept exactly the same values (contact.test.ts runs one table of inputs against both).
 *
 * - e-mail: trimmed, at most 254 characters, `local@domain.tld` in ASCII (zod's e-mail rule: no dot at either end of
 *   the local part, no IDN spelling; the mail servers we hand addresses to accept exactly that);
 * - phone: digits with an optional leading +, spaces, dots, slashes, dashes and brackets as separators, 6–15 digits;
 * - Austrian postal code: exactly 4 digits (spec 1 §9);
 * - requestId (idempotency key of a placement): 8–100 printable ASCII characters without spaces (the app sends a UUID).
 */
import { z } from 'zod';
import { AUSTRIAN_POSTAL_CODE } from './postal-code.ts';

export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;

/** The messages of one contact field: blank, too long, and not of the field's form. */
export interface ContactFieldMessages {
  required: string;
  tooLong: string;
  invalid: string;
}

const API_MESSAGES = (max: number, invalid: string): ContactFieldMessages => ({
  required: 'is required',
  tooLong: `must be at most ${max} characters`,
  invalid,
});

/** The one e-mail rule of the app, with the caller's messages (the public forms use i18n keys). */
export const emailField = (m: ContactFieldMessages) =>
  z.string().trim().min(1, m.required).max(EMAIL_MAX, m.tooLong).pipe(z.email(m.invalid));

/** The one phone rule of the app, with the caller's messages. */
export const phoneField = (m: ContactFieldMessages) =>
  z
    .string()
    .trim()
    .min(1, m.required)
    .max(PHONE_MAX, m.tooLong)
    .regex(/^\+?[\d\s./()-]+$/, m.invalid)
    .refine((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    }, m.invalid);

/** The Austrian postal-code rule (4 digits), with the caller's message. */
export const postalCodeField = (invalid: string) => z.string().trim().regex(AUSTRIAN_POSTAL_CODE, invalid);

export const emailSchema = emailField(API_MESSAGES(EMAIL_MAX, 'is not a valid e-mail address'));

export const phoneSchema = phoneField(API_MESSAGES(PHONE_MAX, 'is not a valid phone number'));

export const postalCodeSchema = postalCodeField('must be a four-digit Austrian postal code');

export const requestIdSchema = z
  .string()
  .trim()
  .min(8, 'must have at least 8 characters')
  .max(100, 'must be at most 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

export const isValidEmail = (v: string | null | undefined): boolean => emailSchema.safeParse(v ?? '').success;
export const isValidPhone = (v: string | null | undefined): boolean => phoneSchema.safeParse(v ?? '').success;
/** The same rule without zod (the entry chunk checks postal codes and carries no zod). */
export { isAustrianPostalCode } from './postal-code.ts';
