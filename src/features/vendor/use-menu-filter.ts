/**
 * The careful eaters' filter of the vendor page (issue 29; rules in src/domain/menu-filter.ts): remembered on the
 * device (local storage `menuFilter`) and, when signed in, in the profile (src/lib/supabase/menu-filter-profile.ts).
 * The profile's choice wins when it arrives (it is the one the customer made on any device); offline the device's
 * choice and the cached menu are enough. The first render is unfiltered, as the server rendered it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NO_FILTER, parseMenuFilter, type MenuFilter } from '../../domain/menu-filter.ts';
import { useAuth } from '../../lib/supabase/auth-store.ts';
import { menuFilterKey, menuFilterQueryOptions, saveMenuFilter } from '../../lib/supabase/menu-filter-profile.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { read, write } from './storage.ts';

const MENU_FILTER_KEY = 'menuFilter';

function readStoredMenuFilter(): MenuFilter {
  try {
    return parseMenuFilter(JSON.parse(read(MENU_FILTER_KEY) ?? 'null'));
  } catch {
    return NO_FILTER;
  }
}

const storeMenuFilter = (f: MenuFilter) => write(MENU_FILTER_KEY, JSON.stringify(f));

export function useMenuFilter(): [MenuFilter, (f: MenuFilter) => void] {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const qc = useQueryClient();
  // read once per hydrated flip (the first render must match the server's: no filter)
  const stored = useMemo(() => (hydrated ? readStoredMenuFilter() : NO_FILTER), [hydrated]);
  const userId = user?.id ?? '';
  const { data: fromProfile } = useQuery({ ...menuFilterQueryOptions(userId), enabled: !!user && hydrated });
  // a choice made on this page, else the profile's, else the device's
  const [chosen, setChosen] = useState<MenuFilter | null>(null);
  useEffect(() => {
    if (fromProfile) storeMenuFilter(fromProfile);
  }, [fromProfile]);
  // a plain call, not useMutation: the mutation hook's shared chunk alone was half the vendor page's 2 KiB budget.
  // Not replayed when it fails (offline): the device keeps the choice, and the next change saves it again.
  const change = useCallback(
    (f: MenuFilter) => {
      setChosen(f);
      storeMenuFilter(f);
      if (userId) {
        saveMenuFilter(f).then(
          () => qc.setQueryData(menuFilterKey(userId), f),
          () => undefined,
        );
      }
    },
    [userId, qc],
  );
  return [chosen ?? fromProfile ?? stored, change];
}
