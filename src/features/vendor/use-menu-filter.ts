/**
 * The careful eaters' filter of the vendor page (issue 29; rules in src/domain/menu-filter.ts): remembered on the
 * device (local storage `menuFilter`) and, when signed in, in the profile (src/lib/supabase/menu-filter-profile.ts).
 * The profile's choice wins when it arrives (it is the one the customer made on any device); offline the device's
 * choice and the cached menu are enough. The first render is unfiltered, as the server rendered it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { NO_FILTER, parseMenuFilter, sameFilter, type MenuFilter } from '../../domain/menu-filter.ts';
import { useAuth } from '../../lib/supabase/auth-store.ts';
import { menuFilterKey, menuFilterQueryOptions, saveMenuFilter } from '../../lib/supabase/menu-filter-profile.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const MENU_FILTER_KEY = 'menuFilter';

export function readStoredMenuFilter(): MenuFilter {
  try {
    const raw = localStorage.getItem(MENU_FILTER_KEY);
    return raw ? parseMenuFilter(JSON.parse(raw)) : NO_FILTER;
  } catch {
    return NO_FILTER;
  }
}

function storeMenuFilter(f: MenuFilter): void {
  try {
    localStorage.setItem(MENU_FILTER_KEY, JSON.stringify(f));
  } catch {
    /* storage disabled: the choice lasts for this page */
  }
}

export function useMenuFilter(): [MenuFilter, (f: MenuFilter) => void] {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<MenuFilter>(NO_FILTER);
  useEffect(() => {
    if (hydrated) setFilter(readStoredMenuFilter());
  }, [hydrated]);
  const userId = user?.id ?? '';
  const { data: fromProfile } = useQuery({ ...menuFilterQueryOptions(userId), enabled: !!user && hydrated });
  useEffect(() => {
    if (!fromProfile) return;
    storeMenuFilter(fromProfile);
    setFilter((cur) => (sameFilter(cur, fromProfile) ? cur : fromProfile));
  }, [fromProfile]);
  const { mutate } = useMutation({
    mutationKey: ['menuFilter', 'save'],
    mutationFn: saveMenuFilter,
    onSuccess: (_r, f) => qc.setQueryData(menuFilterKey(userId), f),
  });
  const change = useCallback(
    (f: MenuFilter) => {
      setFilter(f);
      storeMenuFilter(f);
      if (userId) mutate(f);
    },
    [userId, mutate],
  );
  return [filter, change];
}
