/**
 * A new password for the signed-in (recovery) session: the modal's reset mode (spec 2 §2), and the token link of the
 * Turkish /password-reset page, which first verifies its code (type recovery) and shows the invalid-link screen when
 * the backend refuses it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/data.ts';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export function useResetPasswordMutation() {
  const auth = useAuthStore();
  return useMutation({
    mutationKey: authKeys.resetPassword(),
    networkMode: 'always',
    // the session stays the same: nothing cached changes
    mutationFn: async ({ password }: { password: string }): Promise<void> => {
      const sb = await auth.connect();
      const { error } = await sb.auth.updateUser({ password });
      if (error) throw refusal(error, 'reset');
    },
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

export function useResetWithTokenMutation() {
  const auth = useAuthStore();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: authKeys.resetWithToken(),
    networkMode: 'always',
    mutationFn: async ({ email, token, password }: ResetWithTokenInput): Promise<void> => {
      const sb = await auth.connect();
      const verified = await sb.auth.verifyOtp({ email, token, type: 'recovery' });
      if (verified.error || !verified.data.session) throw new InvalidResetLink();
      await auth.adoptSession(verified.data.session);
      const { error } = await sb.auth.updateUser({ password });
      if (error) throw refusal(error, 'reset');
    },
    // signed in with the recovery session now
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
