/**
 * The signed-in customer's profile (spec 2 §4, §5): one query per user id, the one place the app keeps it. The auth
 * store reads it through the app's query cache when someone signs in (a missing profile signs out again, spec 2 §4);
 * the nav's name, the account panel's greeting and the checkout's prefill read it with `useProfileNames`; the
 * profile tab shows and edits it, and its save invalidates this query.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from './auth-store.ts';
import { accountKeys } from './account-keys.ts';
import { getSupabase } from './client.ts';
import type { ProfileRow } from './types.ts';

/** The profile of `userId` (the key's user), or null when there is none; throws the PostgREST error with its code. */
export async function readProfile(userId: string): Promise<ProfileRow | null> {
  const sb = await getSupabase();
  const { data, error } = await sb.from('user_profiles').select('*').eq('user_id', userId).maybeSingle<ProfileRow>();
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data;
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: () => readProfile(userId) });

export interface ProfileNames {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The names and phone to show for `user`: the profile's, else the account's own names (the sign-up's metadata: a
 * profile hidden by row-level security, or not loaded yet).
 */
export function useProfileNames(user: AuthUser | null): ProfileNames | null {
  const { data } = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: user !== null });
  if (!user) return null;
  return {
    firstName: data?.first_name ?? user.accountNames.firstName,
    lastName: data?.last_name ?? user.accountNames.lastName,
    phone: data?.phone ?? '',
  };
}
