/** Sign in with e-mail and password (spec 2 §7); an unconfirmed address gets a new code and goes to verify-email. */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';
import { mapAuthError, refusal } from './errors.ts';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

export type SignInResult = 'signed-in' | 'needs-verification';

/** Afterwards the personal data of whoever was signed in before is read again. */
export function useSignInMutation() {
  return useAuthMutation(authKeys.signIn(), 'refetch', async ({ email, password, remember }: SignInInput, auth): Promise<SignInResult> => {
    const { error } = await auth.signInWithPassword(email, password, remember);
    if (!error) return 'signed-in';
    if (mapAuthError(error, 'login').key === 'email_not_confirmed') {
      const sb = await auth.connect();
      await sb.auth.resend({ type: 'signup', email }).catch(() => undefined);
      return 'needs-verification';
    }
    throw refusal(error, 'login');
  });
}
