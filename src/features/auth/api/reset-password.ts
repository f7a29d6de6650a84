/**
 * A new password for the signed-in (recovery) session: the modal's reset mode (spec 2 §2), and the token link of the
 * Turkish /password-reset page, which first verifies its code (type recovery) and shows the invalid-link screen when
 * the backend refuses it.
 */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

/** The session stays the same: nothing cached changes. */
export function useResetPasswordMutation() {
  return useAuthMutation(authKeys.resetPassword(), 'keep', async ({ password }: { password: string }, auth) => {
    const sb = await auth.connect();
    const { error } = await sb.auth.updateUser({ password });
    if (error) throw refusal(error, 'reset');
  });
}

/** The link's code was refused: the page shows "Geçersiz Bağlantı". */
export class InvalidResetLink extends Error {
  constructor() {
    super('invalid or expired reset link');
    this.name = 'InvalidResetLink';
  }
}

export interface ResetWithTokenInput {
  email: string;
  token: string;
  password: string;
}

/** Afterwards signed in with the recovery session. */
export function useResetWithTokenMutation() {
  return useAuthMutation(authKeys.resetWithToken(), 'refetch', async ({ email, token, password }: ResetWithTokenInput, auth) => {
    const sb = await auth.connect();
    const verified = await sb.auth.verifyOtp({ email, token, type: 'recovery' });
    if (verified.error || !verified.data.session) throw new InvalidResetLink();
    await auth.adoptSession(verified.data.session);
    const { error } = await sb.auth.updateUser({ password });
    if (error) throw refusal(error, 'reset');
  });
}
