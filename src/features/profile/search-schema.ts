/** /profile?tab= (spec 2 §2): profile, orders, addresses, workplaces, settings; anything else → profile. */
import { searchEnum, searchValidator } from '../../lib/search-params.ts';

export const PROFILE_TABS = ['profile', 'orders', 'addresses', 'workplaces', 'settings'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

export const profileSearchSchema = searchValidator<{ tab?: ProfileTabName | undefined }>((s) => ({
  tab: searchEnum(s.tab, PROFILE_TABS),
}));
