/** Saved addresses (spec 2 §2, §7): add or change, delete, make default; the list is read again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/supabase/account-keys.ts';
import { deleteAddress, saveAddress, setDefaultAddress } from '../../../lib/supabase/data.ts';
import type { AddressInput } from '../../../lib/supabase/types.ts';
import { profileMutationKeys } from './keys.ts';

function useInvalidateAddresses(userId: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: accountKeys.addresses(userId) });
}

export function useSaveAddressMutation(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationKey: profileMutationKeys.saveAddress(),
    networkMode: 'always',
    /** `id` changes that address, without one a new address is added */
    mutationFn: ({ input, id }: { input: AddressInput; id?: string | undefined }) => saveAddress(input, id),
    onSuccess: invalidate,
    onError: (err) => console.error('address save', err),
  });
}

export function useDeleteAddressMutation(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationKey: profileMutationKeys.deleteAddress(),
    networkMode: 'always',
    mutationFn: (id: string) => deleteAddress(id),
    onSuccess: invalidate,
    onError: (err) => console.error('address delete', err),
  });
}

export function useSetDefaultAddressMutation(userId: string) {
  const invalidate = useInvalidateAddresses(userId);
  return useMutation({
    mutationKey: profileMutationKeys.setDefaultAddress(),
    networkMode: 'always',
    mutationFn: (id: string) => setDefaultAddress(id),
    onSuccess: invalidate,
    onError: (err) => console.error('address default', err),
  });
}
