/**
 * Sign-up with first and last name as metadata (spec 2 §4, §7). Without a session in the answer the address must be
 * confirmed with a code first (verify-email); with one the user is signed in at once.
 */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';
import { refusal } from './errors.ts';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** the interface language, for the mails */
  language: string;
}

export type SignUpResult = 'signed-in' | 'needs-verification';

export function useSignUpMutation() {
  return useAuthMutation(authKeys.signUp(), 'refetch', async (input: SignUpInput, auth): Promise<SignUpResult> => {
    const { firstName, lastName, email, password, language } = input;
    const sb = await auth.connect();
    const { data, error } = await sb.auth.signUp({
      email,
      password,
      options: {
        data: { first_name: firstName, last_name: lastName, language },
        emailRedirectTo: `${window.location.origin}/`,
      },
    });
    if (error) throw refusal(error, 'register');
    if (!data.session) return 'needs-verification';
    await auth.adoptSession(data.session);
    return 'signed-in';
  });
}
