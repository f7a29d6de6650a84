/**
 * The careful eaters' filter in the signed-in customer's profile (issue 29): `user_profiles.menu_filter`
 * (migration 0023; row-level security as the table's other columns: own row only). Its own module so that only the
 * vendor page loads it (the home route's JavaScript does not grow).
 */
import { queryOptions } from '@tanstack/react-query';
import { parseMenuFilter, type MenuFilter } from '../../domain/menu-filter.ts';
import { connectAuth, getAuthState } from './auth-store.ts';
import { accountKeys } from './data.ts';

export const menuFilterKey = (userId: string) => [...accountKeys.profile(userId), 'menuFilter'] as const;

/** The stored filter, or null when the profile has none yet (the device's choice then stays). */
async function fetchMenuFilter(): Promise<MenuFilter | null> {
  const userId = getAuthState().user?.id;
  if (!userId) return null;
  const sb = await connectAuth();
  const { data, error } = await sb.from('user_profiles').select('menu_filter').eq('user_id', userId).maybeSingle<{ menu_filter: unknown }>();
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data?.menu_filter ? parseMenuFilter(data.menu_filter) : null;
}

export function menuFilterQueryOptions(userId: string) {
  return queryOptions({ queryKey: menuFilterKey(userId), queryFn: fetchMenuFilter, staleTime: 60_000 });
}

export async function saveMenuFilter(filter: MenuFilter): Promise<void> {
  const userId = getAuthState().user?.id;
  if (!userId) return;
  const sb = await connectAuth();
  const { error } = await sb.from('user_profiles').update({ menu_filter: filter }).eq('user_id', userId);
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
}
