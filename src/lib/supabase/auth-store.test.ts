import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { accountKeys } from './account-keys.ts';
import { createAuthStore } from './auth-store.ts';

const answer = <T,>(value: T) => () => Promise.resolve(value);
const session = { access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'anna@example.at', user_metadata: { first_name: 'Meta' } } };

function client() {
  const signOut = vi.fn(answer({ error: null }));
  const sb = {
    auth: {
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
      signInWithPassword: vi.fn(answer({ data: { session, user: session.user }, error: null })),
      signOut,
    },
  };
  return { sb: sb as unknown as SupabaseClient, signOut };
}

const row = { id: 'p1', user_id: 'u1', first_name: 'Anna', last_name: 'Huber', phone: '+43 1', avatar_url: null, created_at: '2026-01-01' };
/** the profile read: its row, or its failure */
const profileOf = (r: typeof row | null, error?: { code: string; message: string }) =>
  vi.fn((_userId: string) => (error ? Promise.reject(Object.assign(new Error(error.message), { code: error.code })) : Promise.resolve(r)));

describe('auth store (spec 2 §4)', () => {
  it('when no tokens are stored, then the visitor is anonymous at once and supabase-js is not loaded', async () => {
    const getClient = vi.fn();
    const store = createAuthStore({ getClient, hasStoredSession: () => false, urlMayCarrySession: () => false });
    await expect(store.ensureResolved()).resolves.toEqual({ status: 'anonymous', user: null });
    expect(getClient).not.toHaveBeenCalled();
  });

  it('when someone signs in, then the profile is read into the query cache and the store keeps only who it is', async () => {
    const { sb } = client();
    const loadProfile = profileOf(row);
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn(), loadProfile });
    const cache = new QueryClient();
    store.readProfilesThrough(cache);
    await store.signInWithPassword('anna@example.at', 'Passwort1', true);
    expect(loadProfile).toHaveBeenCalledWith('u1');
    expect(store.getState()).toEqual({
      status: 'authenticated',
      user: { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Meta', lastName: '' }, isLoggedIn: true },
    });
    expect(cache.getQueryData(accountKeys.profile('u1'))).toEqual(row);
  });

  it('when the profile is missing, then the user is signed out again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sb, signOut } = client();
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn(), loadProfile: profileOf(null) });
    await store.signInWithPassword('anna@example.at', 'Passwort1', true);
    expect(store.getState().status).toBe('anonymous');
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    warn.mockRestore();
  });

  it('when the profile cannot be read for another reason, then the user is signed out again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sb, signOut } = client();
    const loadProfile = profileOf(null, { code: 'PGRST301', message: 'JWT expired' });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn(), loadProfile });
    await store.signInWithPassword('anna@example.at', 'Passwort1', true);
    expect(store.getState().status).toBe('anonymous');
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    warn.mockRestore();
  });

  it('when the profile is hidden by row-level security, then the user stays signed in with the account names', async () => {
    const { sb } = client();
    const loadProfile = profileOf(null, { code: '42501', message: 'permission denied for table user_profiles' });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn(), loadProfile });
    await store.signInWithPassword('anna@example.at', 'Passwort1', false);
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { accountNames: { firstName: 'Meta' } } });
  });

  it('when a signed-in user signs out, then the signed-out listeners hear it once; becoming anonymous from unknown is no sign-out', async () => {
    const { sb } = client();
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn(), loadProfile: profileOf(row) });
    const onSignedOut = vi.fn();
    store.onSignedOut(onSignedOut);
    await store.ensureResolved();
    expect(onSignedOut).not.toHaveBeenCalled();
    await store.signInWithPassword('anna@example.at', 'Passwort1', false);
    await store.signOut();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
    expect(onSignedOut).toHaveBeenCalledOnce();
  });
});
