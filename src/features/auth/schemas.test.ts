import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { codeSchema, forgotSchema, loginSchema, passwordErrorKey, registerSchema, resetSchema } from './schemas.ts';

/** field path → message key of every issue (the form shows these under the fields). */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('auth form rules (spec 2 §5)', () => {
  it('when login fields are empty, then e-mail and password are required', () => {
    expect(problems(loginSchema, { email: '', password: '', remember: true })).toEqual({ email: 'email_required', password: 'password_required' });
  });

  it('when the e-mail does not look like an address (the shared rule), then valid_email_required; a valid one is trimmed', () => {
    expect(problems(loginSchema, { email: 'anna@', password: 'abcdefg1', remember: false })).toEqual({ email: 'valid_email_required' });
    expect(problems(forgotSchema, { email: 'jörg@müller.at' })).toEqual({ email: 'valid_email_required' });
    expect(forgotSchema.parse({ email: '  anna@example.at ' })).toEqual({ email: 'anna@example.at' });
  });

  it('when a password is short or lacks a letter or digit, then the matching key is returned', () => {
    expect(passwordErrorKey('abc1', 'password_required')).toBe('password_min_length');
    expect(passwordErrorKey('abcdefgh', 'password_required')).toBe('password_format_required');
    expect(passwordErrorKey('12345678', 'password_required')).toBe('password_format_required');
    expect(passwordErrorKey(`a1${'x'.repeat(71)}`, 'password_required')).toBe('weak_password');
    expect(passwordErrorKey('Straße12', 'password_required')).toBeUndefined();
    expect(passwordErrorKey('', 'new_password_required')).toBe('new_password_required');
  });

  it('when register names are blank, passwords differ and terms are not accepted, then each field has its key', () => {
    expect(
      problems(registerSchema, { firstName: ' ', lastName: '', email: 'a@b.at', password: 'abcdefg1', passwordConfirm: 'abcdefg2', terms: false }),
    ).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      passwordConfirm: 'passwords_not_match',
      terms: 'accept_terms_required',
    });
  });

  it('when register is submitted empty, then every rule speaks at once (also the confirmation)', () => {
    expect(problems(registerSchema, { firstName: '', lastName: '', email: '', password: '', passwordConfirm: 'x', terms: false })).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      email: 'email_required',
      password: 'password_required',
      passwordConfirm: 'passwords_not_match',
      terms: 'accept_terms_required',
    });
  });

  it('when the code is not exactly 6 characters, then otp_code_required; spaces do not count', () => {
    expect(problems(codeSchema, { code: '12345' })).toEqual({ code: 'otp_code_required' });
    expect(problems(codeSchema, { code: '1234567' })).toEqual({ code: 'otp_code_required' });
    expect(codeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it('when the new password is empty or differs from its confirmation, then reset errors name those fields', () => {
    expect(problems(resetSchema, { newPassword: '', newPasswordConfirm: '' })).toEqual({ newPassword: 'new_password_required' });
    expect(problems(resetSchema, { newPassword: 'abcdefg1', newPasswordConfirm: 'x' })).toEqual({ newPasswordConfirm: 'passwords_not_match' });
  });
});
