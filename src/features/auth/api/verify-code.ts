/** The 6-digit code of a sign-up or reset mail (spec 2 §2 verify-email / verify-reset): signs in with its session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/data.ts';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export interface VerifyCodeInput {
  email: string;
  code: string;
  type: 'signup' | 'recovery';
}

export function useVerifyCodeMutation() {
  const auth = useAuthStore();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: authKeys.verifyCode(),
    networkMode: 'always',
    mutationFn: async ({ email, code, type }: VerifyCodeInput): Promise<void> => {
      const sb = await auth.connect();
      const { data, error } = await sb.auth.verifyOtp({ email, token: code, type });
      if (error || !data.session) throw refusal(error, 'verify');
      await auth.adoptSession(data.session);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
