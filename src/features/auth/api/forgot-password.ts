/** "Forgot password": the reset mail with a link to /password-reset and a code (spec 2 §7). */
import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export function useForgotPasswordMutation() {
  const auth = useAuthStore();
  return useMutation({
    mutationKey: authKeys.forgotPassword(),
    networkMode: 'always',
    // nothing cached changes: no invalidation
    mutationFn: async ({ email }: { email: string }): Promise<void> => {
      const sb = await auth.connect();
      const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/password-reset` });
      if (error) throw refusal(error, 'forgot');
    },
  });
}
