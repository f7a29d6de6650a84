/** Sign-out (spec 2 §4): session and user state cleared, the personal data of the account dropped from the cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/data.ts';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { authKeys } from './keys.ts';

export function useSignOutMutation() {
  const auth = useAuthStore();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: authKeys.signOut(),
    networkMode: 'always',
    mutationFn: () => auth.signOut(),
    // removed, not invalidated: nobody may see the previous user's data, not even while it would refetch
    onSettled: () => qc.removeQueries({ queryKey: accountKeys.all }),
  });
}
