/** The 6-digit code of a sign-up or reset mail (spec 2 §2 verify-email / verify-reset): signs in with its session. */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export interface VerifyCodeInput {
  email: string;
  code: string;
  type: 'signup' | 'recovery';
}

export function useVerifyCodeMutation() {
  return useAuthMutation(authKeys.verifyCode(), 'refetch', async ({ email, code, type }: VerifyCodeInput, auth) => {
    const sb = await auth.connect();
    const { data, error } = await sb.auth.verifyOtp({ email, token: code, type });
    if (error || !data.session) throw refusal(error, 'verify');
    await auth.adoptSession(data.session);
  });
}
