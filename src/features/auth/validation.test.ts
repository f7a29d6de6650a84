import { describe, expect, it } from 'vitest';
import { mapAuthError, passwordError, validateCode, validateLogin, validateRegister, validateReset } from './validation.ts';

describe('auth validation (spec 2 §5)', () => {
  it('when login fields are empty, then e-mail and password are required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'email_required', password: 'password_required' });
  });

  it('when the e-mail does not look like an address, then valid_email_required', () => {
    expect(validateLogin({ email: 'anna@', password: 'abcdefg1' })).toEqual({ email: 'valid_email_required' });
  });

  it('when a password is short or lacks a letter or digit, then the matching key is returned', () => {
    expect(passwordError('abc1')).toBe('password_min_length');
    expect(passwordError('abcdefgh')).toBe('password_format_required');
    expect(passwordError('12345678')).toBe('password_format_required');
    expect(passwordError('Straße12')).toBeUndefined();
  });

  it('when register names are blank, passwords differ and terms are not accepted, then each field has its key', () => {
    expect(
      validateRegister({ firstName: ' ', lastName: '', email: 'a@b.at', password: 'abcdefg1', passwordConfirm: 'abcdefg2', terms: false }),
    ).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      passwordConfirm: 'passwords_not_match',
      terms: 'accept_terms_required',
    });
  });

  it('when the code is not exactly 6 characters, then otp_code_required', () => {
    expect(validateCode({ code: '12345' })).toEqual({ code: 'otp_code_required' });
    expect(validateCode({ code: '1234567' })).toEqual({ code: 'otp_code_required' });
    expect(validateCode({ code: '123456' })).toEqual({});
  });

  it('when the new password is empty or differs from its confirmation, then reset errors name those fields', () => {
    expect(validateReset({ newPassword: '', newPasswordConfirm: '' })).toEqual({ newPassword: 'new_password_required' });
    expect(validateReset({ newPassword: 'abcdefg1', newPasswordConfirm: 'x' })).toEqual({ newPasswordConfirm: 'passwords_not_match' });
  });

  it('when the backend refuses, then the error goes under the field it concerns', () => {
    expect(mapAuthError({ code: 'invalid_credentials', status: 400 }, 'login')).toEqual({ field: 'password', key: 'invalid_credentials' });
    expect(mapAuthError({ code: 'user_already_exists', status: 422 }, 'register')).toEqual({ field: 'email', key: 'email_exists' });
    expect(mapAuthError({ code: 'otp_expired', status: 403 }, 'verify')).toEqual({ field: 'code', key: 'otp_verification_failed' });
    expect(mapAuthError({ code: 'unexpected_failure', status: 500 }, 'forgot')).toEqual({ field: 'email', key: 'reset_email_failed' });
    expect(mapAuthError({ code: 'same_password', status: 422 }, 'reset')).toEqual({ field: 'newPassword', key: 'reset_password_failed' });
    expect(mapAuthError({ code: 'over_request_rate_limit', status: 429 }, 'login')).toEqual({ field: 'form', key: 'rate_limited' });
  });
});
