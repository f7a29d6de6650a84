/**
 * Validation of the auth modal (spec 2 §5) and the mapping of backend errors to a field (spec 2 §2, §8).
 * Pure functions returning i18n keys (auth.errors.*); the modal shows them under the field.
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

export type AuthErrors = Partial<Record<AuthField, AuthErrorKey>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;

export function emailError(email: string): AuthErrorKey | undefined {
  const v = email.trim();
  if (!v) return 'email_required';
  if (!EMAIL_RE.test(v)) return 'valid_email_required';
  return undefined;
}

/** Password rules of spec 2 §5/§9: required, ≥ 8 characters, at least one letter and one digit. */
export function passwordError(pw: string, requiredKey: AuthErrorKey = 'password_required'): AuthErrorKey | undefined {
  if (!pw) return requiredKey;
  if (pw.length < PASSWORD_MIN) return 'password_min_length';
  if (!/\p{L}/u.test(pw) || !/\d/.test(pw)) return 'password_format_required';
  return undefined;
}

function compact(e: AuthErrors): AuthErrors {
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as AuthErrors;
}

export function validateLogin(v: { email: string; password: string }): AuthErrors {
  return compact({ email: emailError(v.email), password: passwordError(v.password) });
}

export function validateRegister(v: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  terms: boolean;
}): AuthErrors {
  return compact({
    firstName: v.firstName.trim() ? undefined : 'first_name_required',
    lastName: v.lastName.trim() ? undefined : 'last_name_required',
    email: emailError(v.email),
    password: passwordError(v.password),
    passwordConfirm: v.password !== v.passwordConfirm ? 'passwords_not_match' : undefined,
    terms: v.terms ? undefined : 'accept_terms_required',
  });
}

export function validateForgot(v: { email: string }): AuthErrors {
  return compact({ email: emailError(v.email) });
}

export function validateCode(v: { code: string }): AuthErrors {
  const c = v.code.trim();
  return compact({ code: c.length === OTP_LENGTH ? undefined : 'otp_code_required' });
}

export function validateReset(v: { newPassword: string; newPasswordConfirm: string }): AuthErrors {
  return compact({
    newPassword: passwordError(v.newPassword, 'new_password_required'),
    newPasswordConfirm: v.newPassword !== v.newPasswordConfirm ? 'passwords_not_match' : undefined,
  });
}

export function firstErrorField(errors: AuthErrors, order: AuthField[]): AuthField | undefined {
  return order.find((f) => errors[f]);
}

/** The backend's error as the modal shows it: which field, which translated key. */
export function mapAuthError(
  err: { code?: string | undefined; status?: number | undefined; name?: string; message?: string } | null | undefined,
  step: 'login' | 'register' | 'verify' | 'forgot' | 'reset',
): { field: AuthField; key: AuthErrorKey } {
  const code = err?.code ?? '';
  const status = err?.status;
  if (status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') {
    return { field: 'form', key: 'rate_limited' };
  }
  if (err?.name === 'AuthRetryableFetchError' || (status === 0 && !code)) return { field: 'form', key: 'network' };
  switch (step) {
    case 'login':
      if (code === 'email_not_confirmed') return { field: 'email', key: 'email_not_confirmed' };
      return { field: 'password', key: 'invalid_credentials' };
    case 'register':
      if (code === 'user_already_exists' || code === 'email_exists') return { field: 'email', key: 'email_exists' };
      if (code === 'weak_password') return { field: 'password', key: 'weak_password' };
      if (code === 'email_address_invalid' || code === 'validation_failed') return { field: 'email', key: 'valid_email_required' };
      return { field: 'form', key: 'registration_failed' };
    case 'verify':
      return { field: 'code', key: 'otp_verification_failed' };
    case 'forgot':
      if (code === 'email_address_invalid' || code === 'validation_failed') return { field: 'email', key: 'valid_email_required' };
      return { field: 'email', key: 'reset_email_failed' };
    case 'reset':
      if (code === 'weak_password') return { field: 'newPassword', key: 'weak_password' };
      return { field: 'newPassword', key: 'reset_password_failed' };
  }
}
