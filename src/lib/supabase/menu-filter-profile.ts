/**
 * The careful eaters' filter in the signed-in customer's profile (issue 29): `user_profiles.menu_filter`
 * (migration 0023; row-level security as the table's other columns: own row only). Its own module so that only the
 * vendor page loads it (the home route's JavaScript does not grow).
 */
import { queryOptions } from '@tanstack/react-query';
import { parseMenuFilter, type MenuFilter } from '../../domain/menu-filter.ts';
import { connectAuth, getAuthState } from './auth-store.ts';
import { accountKeys } from './account-keys.ts';

export const menuFilterKey = (userId: string) => [...accountKeys.profile(userId), 'menuFilter'] as const;

/** Reads (no argument) or writes the signed-in user's filter; the read answers null when the profile has none yet. */
async function profileFilter(write?: MenuFilter): Promise<MenuFilter | null> {
  const userId = getAuthState().user?.id;
  if (!userId) return null;
  const rows = (await connectAuth()).from('user_profiles');
  const { data, error } = await (write ? rows.update({ menu_filter: write }) : rows.select('menu_filter')).eq('user_id', userId);
  if (error) throw new Error(error.message);
  const raw = (data as { menu_filter?: unknown }[] | null)?.[0]?.menu_filter;
  return write ?? (raw ? parseMenuFilter(raw) : null);
}

export function menuFilterQueryOptions(userId: string) {
  return queryOptions({ queryKey: menuFilterKey(userId), queryFn: () => profileFilter(), staleTime: 60_000 });
}

export const saveMenuFilter = (filter: MenuFilter): Promise<MenuFilter | null> => profileFilter(filter);
