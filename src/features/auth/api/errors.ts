/**
 * Backend refusals of the auth calls as the forms show them (spec 2 §2, §8): which field, which message key
 * (auth.errors.*). A mutation throws an `AuthRefusal`; anything else thrown (no network, client not loadable) is
 * shown as `network` above the submit button.
 */
export type AuthField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'passwordConfirm'
  | 'terms'
  | 'code'
  | 'newPassword'
  | 'newPasswordConfirm'
  | 'form';

export type AuthErrorKey =
  | 'first_name_required'
  | 'last_name_required'
  | 'passwords_not_match'
  | 'accept_terms_required'
  | 'new_password_required'
  | 'password_min_length'
  | 'password_format_required'
  | 'otp_code_required'
  | 'valid_email_required'
  | 'email_required'
  | 'password_required'
  | 'invalid_credentials'
  | 'registration_failed'
  | 'otp_verification_failed'
  | 'reset_email_failed'
  | 'reset_password_failed'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'rate_limited'
  | 'weak_password'
  | 'network';

export type AuthStep = 'login' | 'register' | 'verify' | 'forgot' | 'reset';

export interface AuthFieldError {
  field: AuthField;
  key: AuthErrorKey;
}

type BackendError = { code?: string | undefined; status?: number | undefined; name?: string; message?: string } | null | undefined;

/** The backend's error as the modal shows it: which field, which translated key. */
export function mapAuthError(err: BackendError, step: AuthStep): AuthFieldError {
  const code = err?.code ?? '';
  const status = err?.status;
  if (status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') {
    return { field: 'form', key: 'rate_limited' };
  }
  if (err?.name === 'AuthRetryableFetchError' || (status === 0 && !code)) return { field: 'form', key: 'network' };
  const invalidEmail = code === 'email_address_invalid' || code === 'validation_failed';
  switch (step) {
    case 'login':
      if (code === 'email_not_confirmed') return { field: 'email', key: 'email_not_confirmed' };
      return { field: 'password', key: 'invalid_credentials' };
    case 'register':
      if (code === 'user_already_exists' || code === 'email_exists') return { field: 'email', key: 'email_exists' };
      if (code === 'weak_password') return { field: 'password', key: 'weak_password' };
      if (invalidEmail) return { field: 'email', key: 'valid_email_required' };
      return { field: 'form', key: 'registration_failed' };
    case 'verify':
      return { field: 'code', key: 'otp_verification_failed' };
    case 'forgot':
      if (invalidEmail) return { field: 'email', key: 'valid_email_required' };
      return { field: 'email', key: 'reset_email_failed' };
    case 'reset':
      if (code === 'weak_password') return { field: 'newPassword', key: 'weak_password' };
      return { field: 'newPassword', key: 'reset_password_failed' };
  }
}

/** What an auth mutation throws when the backend refused: the message goes under `field`. */
export class AuthRefusal extends Error implements AuthFieldError {
  readonly field: AuthField;
  readonly key: AuthErrorKey;

  constructor({ field, key }: AuthFieldError) {
    super(key);
    this.name = 'AuthRefusal';
    this.field = field;
    this.key = key;
  }
}

export const refusal = (err: BackendError, step: AuthStep): AuthRefusal => new AuthRefusal(mapAuthError(err, step));

/** Any error of an auth mutation as field + key (unexpected ones are logged and shown as `network`). */
export function toFieldError(err: unknown): AuthFieldError {
  if (err instanceof AuthRefusal) return { field: err.field, key: err.key };
  console.error('auth', err);
  return { field: 'form', key: 'network' };
}
