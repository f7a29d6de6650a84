/**
 * The signed-in customer's access token for :placeOrder (the server then keeps the order in the account), or null
 * for guests. supabase-js refreshes an expired token while it is asked for it. Should the session not be readable
 * although the app shows a signed-in customer, the order is still placed (as a guest's) rather than refused.
 */
import type { AuthStore } from '../../lib/supabase/auth-store.ts';

export async function customerAccessToken(auth: Pick<AuthStore, 'getState' | 'connect'>): Promise<string | null> {
  if (auth.getState().status !== 'authenticated') return null;
  try {
    const sb = await auth.connect();
    const { data } = await sb.auth.getSession();
    return data.session?.access_token ?? null;
  } catch (err) {
    console.warn('the session could not be read: the order is placed without the account', err);
    return null;
  }
}
