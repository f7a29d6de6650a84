/** The profile tab's save (spec 2 §5, §7): names and phone; the nav's name follows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { updateProfile } from './account-data.ts';
import { profileMutationKeys } from './keys.ts';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone: string;
}

export function useUpdateProfileMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: profileMutationKeys.updateProfile(),
    networkMode: 'always',
    mutationFn: (input: ProfileUpdate) => updateProfile(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
    onError: (err) => console.error('profile update', err),
  });
}

/** updateProfile found no row to change. */
export const isProfileNotFound = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 'profile_not_found';
