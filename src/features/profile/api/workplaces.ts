/** Workplaces (spec 2 §2, §7): add and delete; the list is read again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { addWorkplace, deleteWorkplace } from './account-data.ts';
import type { WorkplaceInput } from '../../../lib/supabase/types.ts';
import { profileMutationKeys } from './keys.ts';

export function useAddWorkplaceMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: profileMutationKeys.addWorkplace(),
    networkMode: 'always',
    mutationFn: (input: WorkplaceInput) => addWorkplace(input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.workplaces(userId) }),
    onError: (err) => console.error('workplace save', err),
  });
}

export function useDeleteWorkplaceMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: profileMutationKeys.deleteWorkplace(),
    networkMode: 'always',
    mutationFn: (id: string) => deleteWorkplace(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.workplaces(userId) }),
    onError: (err) => console.error('workplace delete', err),
  });
}
