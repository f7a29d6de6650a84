/**
 * The one shape of an auth mutation: a key of `authKeys`, never paused (keys.ts says why), a function given the
 * app's auth store, and what becomes of the account's cached data afterwards:
 * - `refetch`: after a success it is read again, for whoever is signed in now;
 * - `remove`: whatever the outcome it is removed, not invalidated: nobody may see the previous user's data, not even
 *   while it would refetch;
 * - `keep`: nothing cached changes.
 */
import { useMutation, useQueryClient, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { useAuthStore, type AuthStore } from '../../../lib/supabase/auth-store.ts';

type AccountCache = 'refetch' | 'remove' | 'keep';

const afterwards = {
  refetch: (qc: QueryClient) => ({ onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }) }),
  remove: (qc: QueryClient) => ({ onSettled: () => qc.removeQueries({ queryKey: accountKeys.all }) }),
  keep: () => ({}),
} satisfies Record<AccountCache, (qc: QueryClient) => object>;

export function useAuthMutation<TInput = void, TResult = void>(
  mutationKey: MutationKey,
  account: AccountCache,
  run: (input: TInput, auth: AuthStore) => Promise<TResult>,
) {
  const auth = useAuthStore();
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    networkMode: 'always',
    mutationFn: (input: TInput) => run(input, auth),
    ...afterwards[account](qc),
  });
}
