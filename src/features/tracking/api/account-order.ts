/**
 * Whether an order is in the signed-in customer's account (issue 28): such an order's notifications need no access
 * key — the account's session is the proof, also on a device that never had the order's link. Read through the
 * account's own order history (public.orders, row-level security "own orders: read"), so only the account's own
 * orders answer yes. The access token for the push subscription is read from the same session.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AuthStore } from '../../../lib/supabase/auth-store.ts';
import { trackingKeys } from '../keys.ts';

type Auth = Pick<AuthStore, 'getState' | 'connect'>;

export const accountOrderQueryOptions = (auth: Auth, userId: string, orderId: string) =>
  queryOptions({
    // under trackingKeys.all (invalidating the feature reaches it); spelled here, not in keys.ts, which is part of the
    // entry chunk: the home route's JavaScript does not grow for a key only the tracking page uses
    queryKey: [...trackingKeys.all, 'account-order', userId, orderId] as const,
    queryFn: async (): Promise<boolean> => {
      const sb = await auth.connect();
      const { data, error } = await sb.from('orders').select('id').eq('id', orderId).limit(1);
      if (error) throw new Error(error.message);
      return data.length > 0;
    },
    // an order does not change accounts
    staleTime: Infinity,
    retry: 1,
  });

/** The signed-in customer's access token, null when nobody is signed in (or the session cannot be read). */
export async function accountAccessToken(auth: Auth): Promise<string | null> {
  if (auth.getState().status !== 'authenticated') return null;
  const session = await (await auth.connect()).auth.getSession().catch(() => null);
  return session?.data.session?.access_token ?? null;
}
