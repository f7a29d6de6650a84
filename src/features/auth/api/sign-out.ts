/** Sign-out (spec 2 §4): session and user state cleared, the personal data of the account dropped from the cache. */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';

export const useSignOutMutation = () => useAuthMutation(authKeys.signOut(), 'remove', (_, auth) => auth.signOut());
