/**
 * The auth forms' rules (spec 2 §5) as zod schemas for react-hook-form's resolver. E-mail and password are the
 * shared rules of src/domain (the server judges with the same ones); each issue's message is the key of the text
 * the form shows (auth.errors.*), so the forms stay in the user's language.
 */
import { z } from 'zod';
import { emailSchema } from '../../domain/contact.ts';
import { passwordProblems, type PasswordProblem } from '../../domain/password.ts';
import type { AuthErrorKey } from './api/errors.ts';

export const OTP_LENGTH = 6;

type Ctx = { addIssue: (issue: { code: 'custom'; message: AuthErrorKey }) => void };
const fail = (ctx: Ctx, message: AuthErrorKey) => {
  ctx.addIssue({ code: 'custom', message });
};

/** Required, and an address by the shared rule; the value is the trimmed address. */
const email = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!value) fail(ctx, 'email_required');
    else if (!emailSchema.safeParse(value).success) fail(ctx, 'valid_email_required');
  });

const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, AuthErrorKey> = {
  too_short: 'password_min_length',
  too_long: 'weak_password',
  letter_and_digit: 'password_format_required',
};

/** The first problem of the shared password rule, as the key of its message. */
export function passwordErrorKey(password: string, requiredKey: AuthErrorKey): AuthErrorKey | undefined {
  if (!password) return requiredKey;
  const [first] = passwordProblems(password);
  return first ? PASSWORD_PROBLEM_KEYS[first] : undefined;
}

const password = (requiredKey: AuthErrorKey) =>
  z.string().superRefine((value, ctx) => {
    const key = passwordErrorKey(value, requiredKey);
    if (key) fail(ctx, key);
  });

const name = (requiredKey: AuthErrorKey) => z.string().trim().min(1, requiredKey);

export const loginSchema = z.object({
  email,
  password: password('password_required'),
  remember: z.boolean(),
});

export const registerSchema = z
  .object({
    firstName: name('first_name_required'),
    lastName: name('last_name_required'),
    email,
    password: password('password_required'),
    passwordConfirm: z.string(),
    terms: z.boolean().refine((accepted) => accepted, 'accept_terms_required'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwords_not_match' });
  });

export const forgotSchema = z.object({ email });

/** Exactly 6 characters once spaces are dropped (a pasted "123 456" is fine). */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => v.length === OTP_LENGTH, 'otp_code_required'),
});

export const resetSchema = z
  .object({
    newPassword: password('new_password_required'),
    newPasswordConfirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.newPasswordConfirm) {
      ctx.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message: 'passwords_not_match' });
    }
  });

/**
 * The Turkish /password-reset page (spec 3 §5): its own messages (auth.recovery.*). A password over 72 bytes is left
 * to the server (the spec has no message for it; its refusal shows the page's failure text).
 */
export type RecoveryMessageKey = 'required' | 'minLength' | 'format' | 'mismatch';

const RECOVERY_PROBLEM_KEYS: Record<PasswordProblem, RecoveryMessageKey | undefined> = {
  too_short: 'minLength',
  too_long: undefined,
  letter_and_digit: 'format',
};

export const recoveryResetSchema = z
  .object({
    password: z.string().superRefine((value, ctx) => {
      const key = value ? passwordProblems(value).map((p) => RECOVERY_PROBLEM_KEYS[p]).find(Boolean) : 'required';
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
    confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'mismatch' });
  });

export type RecoveryResetValues = z.input<typeof recoveryResetSchema>;
