import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store.ts';

const answer = <T,>(value: T) => () => Promise.resolve(value);
const session = { access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'anna@example.at', user_metadata: { first_name: 'Meta' } } };

function client(profile: { data: unknown; error: unknown }) {
  const signOut = vi.fn(answer({ error: null }));
  const sb = {
    auth: {
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
      signInWithPassword: vi.fn(answer({ data: { session, user: session.user }, error: null })),
      signOut,
    },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: answer(profile) }) }) }),
  };
  return { sb: sb as unknown as SupabaseClient, signOut };
}

describe('auth store (spec 2 §4)', () => {
  it('when no tokens are stored, then the visitor is anonymous at once and supabase-js is not loaded', async () => {
    const getClient = vi.fn();
    const store = createAuthStore({ getClient, hasStoredSession: () => false, urlMayCarrySession: () => false });
    await expect(store.ensureResolved()).resolves.toEqual({ status: 'anonymous', user: null });
    expect(getClient).not.toHaveBeenCalled();
  });

  it('when someone signs in, then the profile is loaded and its names win over the metadata', async () => {
    const { sb } = client({ data: { first_name: 'Anna', last_name: 'Huber', phone: '+43 1' }, error: null });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn() });
    await store.signInWithPassword('anna@example.at', 'Passwort1', true);
    expect(store.getState()).toEqual({
      status: 'authenticated',
      user: { id: 'u1', email: 'anna@example.at', firstName: 'Anna', lastName: 'Huber', phone: '+43 1', isLoggedIn: true },
    });
  });

  it('when the profile is missing, then the user is signed out again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sb, signOut } = client({ data: null, error: null });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn() });
    await store.signInWithPassword('anna@example.at', 'Passwort1', true);
    expect(store.getState().status).toBe('anonymous');
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    warn.mockRestore();
  });

  it('when the profile is hidden by row-level security, then the user stays signed in with the account names', async () => {
    const { sb } = client({ data: null, error: { code: '42501', message: 'permission denied for table user_profiles' } });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn() });
    await store.signInWithPassword('anna@example.at', 'Passwort1', false);
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { firstName: 'Meta' } });
  });

  it('when a signed-in user signs out, then the signed-out listeners hear it once; becoming anonymous from unknown is no sign-out', async () => {
    const { sb } = client({ data: { first_name: 'Anna', last_name: 'Huber', phone: null }, error: null });
    const store = createAuthStore({ getClient: answer(sb), hasStoredSession: () => false, setRememberMe: vi.fn() });
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
