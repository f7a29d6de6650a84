/** Query of /password-reset and /reset-password: token + email (reset page) or code (recovery landing). */
import { searchString, searchValidator } from '../../lib/search-params.ts';

/** Trimmed; blank or longer than `max` is no value. */
const text = (v: unknown, max: number) => {
  const s = searchString(v)?.trim();
  return s && s.length <= max ? s : undefined;
};

export interface PasswordResetSearch {
  token?: string | undefined;
  email?: string | undefined;
  code?: string | undefined;
}

export const passwordResetSearchSchema = searchValidator<PasswordResetSearch>((s) => ({
  token: text(s.token, 200),
  email: text(s.email, 254),
  code: text(s.code, 200),
}));
