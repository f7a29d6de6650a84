import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthState } from '../../lib/supabase/auth-store.ts';
import { customerAccessToken } from './customer-token.ts';

const signedIn: AuthState = {
  status: 'authenticated',
  user: { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Anna', lastName: 'Huber' }, isLoggedIn: true },
};
const clientWith = (getSession: () => Promise<unknown>) => ({ auth: { getSession } }) as unknown as SupabaseClient;

describe('customerAccessToken', () => {
  it('when nobody is signed in, then there is no token and the client is not even loaded', async () => {
    const connect = vi.fn();
    await expect(customerAccessToken({ getState: () => ({ status: 'anonymous', user: null }), connect })).resolves.toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });

  it('when a customer is signed in, then the session’s access token is used', async () => {
    const connect = () => Promise.resolve(clientWith(() => Promise.resolve({ data: { session: { access_token: 'jwt-1' } } })));
    await expect(customerAccessToken({ getState: () => signedIn, connect })).resolves.toBe('jwt-1');
  });

  it('when the session cannot be read, then the order goes out as a guest’s rather than not at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const connect = () => Promise.resolve(clientWith(() => Promise.reject(new Error('storage blocked'))));
    await expect(customerAccessToken({ getState: () => signedIn, connect })).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
