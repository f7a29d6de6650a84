/**
 * Mutation keys of the personal area (the queries' keys are accountKeys in lib/supabase/account-keys.ts).
 *
 * These writes run with `networkMode: 'always'`: offline they fail at once with their message ("Fehler beim
 * Speichern der Adresse" …), as the forms always did, instead of pausing; they act for the signed-in user and are
 * not resumed after a reload, when someone else may be signed in.
 */
export const profileMutationKeys = {
  all: ['profile'] as const,
  updateProfile: () => [...profileMutationKeys.all, 'update'] as const,
  addresses: () => [...profileMutationKeys.all, 'address'] as const,
  saveAddress: () => [...profileMutationKeys.addresses(), 'save'] as const,
  deleteAddress: () => [...profileMutationKeys.addresses(), 'delete'] as const,
  setDefaultAddress: () => [...profileMutationKeys.addresses(), 'default'] as const,
  addWorkplace: () => [...profileMutationKeys.all, 'workplace', 'add'] as const,
  deleteWorkplace: () => [...profileMutationKeys.all, 'workplace', 'delete'] as const,
  deleteAccount: () => [...profileMutationKeys.all, 'delete-account'] as const,
  dataExport: () => [...profileMutationKeys.all, 'data-export'] as const,
};
