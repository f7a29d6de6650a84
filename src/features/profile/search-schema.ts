/** /profile?tab= (spec 2 §2): profile, orders, addresses, workplaces, settings; anything else → profile. */
import * as z from 'zod/mini';

export const PROFILE_TABS = ['profile', 'orders', 'addresses', 'workplaces', 'settings'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

export const profileSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(PROFILE_TABS)), undefined),
});
