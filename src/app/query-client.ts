/**
 * The browser's QueryClient: lib's defaults (lib/query-client.ts) plus each feature's mutation defaults.
 *
 * A mutation that should survive a reload while paused (offline) registers its defaults here, with
 * `client.setMutationDefaults(key, { mutationFn, … })`: they must exist before the persisted cache is restored
 * (lib/query-persistence.tsx), and only such mutations are written down. The registrations are kept tiny (they are
 * in the first screen's bundle): their sending code loads with the first send. The server renderer's clients
 * (entry-server.tsx) run no mutations and take lib's client as it is.
 */
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { authStore } from '../lib/supabase/auth-store.ts';
import { registerDeliveryActionMutations } from '../features/delivery/actions/mutation-defaults.ts';
import { registerPublicFormMutations } from '../features/public-forms/mutation-defaults.ts';

export const queryClient = createQueryClient();
registerPublicFormMutations(queryClient);
registerDeliveryActionMutations(queryClient);
// the profile's one home is this cache: the auth store reads it here on sign-in (lib/supabase/profile.ts)
authStore.readProfilesThrough(queryClient);

// React Query v5 assumes "online" until an offline event arrives: a page opened without a network starts offline,
// so queries pause (cached data stays on screen) instead of failing after the client's retries.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
