/**
 * The app's QueryClient: lib's defaults (lib/query-client.ts) plus each feature's mutation defaults.
 *
 * A mutation that should survive a reload while paused (offline) registers its defaults here, with
 * `client.setMutationDefaults(key, { mutationFn, … })`: they must exist before the persisted cache is restored
 * (lib/query-persistence.tsx), and only such mutations are written down. The registrations are kept tiny (they are
 * in the first screen's bundle): their sending code loads with the first send.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { registerDeliveryActionMutations } from '../features/delivery/actions/mutation-defaults.ts';
import { registerPublicFormMutations } from '../features/public-forms/mutation-defaults.ts';

/** A client with every feature's mutation defaults: the browser's one (below), and one per server render. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  registerPublicFormMutations(client);
  registerDeliveryActionMutations(client);
  return client;
}

export const queryClient = createAppQueryClient();

// React Query v5 assumes "online" until an offline event arrives: a page opened without a network starts offline,
// so queries pause (cached data stays on screen) instead of failing after the client's retries.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
