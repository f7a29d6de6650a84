import { describe, expect, it, vi } from 'vitest';
import { AuthRefusal, mapAuthError, toFieldError } from './errors.ts';

describe('auth backend errors (spec 2 §8)', () => {
  it('when the backend refuses, then the error goes under the field it concerns', () => {
    expect(mapAuthError({ code: 'invalid_credentials', status: 400 }, 'login')).toEqual({ field: 'password', key: 'invalid_credentials' });
    expect(mapAuthError({ code: 'email_not_confirmed', status: 400 }, 'login')).toEqual({ field: 'email', key: 'email_not_confirmed' });
    expect(mapAuthError({ code: 'user_already_exists', status: 422 }, 'register')).toEqual({ field: 'email', key: 'email_exists' });
    expect(mapAuthError({ code: 'weak_password', status: 422 }, 'register')).toEqual({ field: 'password', key: 'weak_password' });
    expect(mapAuthError({ code: 'unexpected_failure', status: 500 }, 'register')).toEqual({ field: 'form', key: 'registration_failed' });
    expect(mapAuthError({ code: 'otp_expired', status: 403 }, 'verify')).toEqual({ field: 'code', key: 'otp_verification_failed' });
    expect(mapAuthError({ code: 'unexpected_failure', status: 500 }, 'forgot')).toEqual({ field: 'email', key: 'reset_email_failed' });
    expect(mapAuthError({ code: 'same_password', status: 422 }, 'reset')).toEqual({ field: 'newPassword', key: 'reset_password_failed' });
  });

  it('when the backend limits or cannot be reached, then the message is above the button', () => {
    expect(mapAuthError({ code: 'over_request_rate_limit', status: 429 }, 'login')).toEqual({ field: 'form', key: 'rate_limited' });
    expect(mapAuthError({ name: 'AuthRetryableFetchError', status: 0 }, 'register')).toEqual({ field: 'form', key: 'network' });
  });

  it('when a mutation throws something else than a refusal, then it is logged and shown as network', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toFieldError(new AuthRefusal({ field: 'code', key: 'otp_verification_failed' }))).toEqual({ field: 'code', key: 'otp_verification_failed' });
    expect(toFieldError(new TypeError('Failed to fetch'))).toEqual({ field: 'form', key: 'network' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
