/** "Forgot password": the reset mail with a link to /password-reset and a code (spec 2 §7). */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export function useForgotPasswordMutation() {
  return useAuthMutation(authKeys.forgotPassword(), 'keep', async ({ email }: { email: string }, auth) => {
    const sb = await auth.connect();
    const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/password-reset` });
    if (error) throw refusal(error, 'forgot');
  });
}
