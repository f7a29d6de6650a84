/** Account deletion (spec 2 §4): the account goes, then the session; the account's cached data is dropped. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { deleteOwnAccount } from './account-data.ts';
import { profileMutationKeys } from './keys.ts';

export function useDeleteAccountMutation() {
  const qc = useQueryClient();
  const auth = useAuthStore();
  return useMutation({
    mutationKey: profileMutationKeys.deleteAccount(),
    networkMode: 'always',
    mutationFn: async () => {
      await deleteOwnAccount();
      // the account is gone whatever the sign-out answers
      await auth.signOut().catch(() => undefined);
    },
    // removed, not invalidated: the data of a deleted account must not be fetched again
    onSuccess: () => qc.removeQueries({ queryKey: accountKeys.all }),
    onError: (err) => console.error('account delete', err),
  });
}
