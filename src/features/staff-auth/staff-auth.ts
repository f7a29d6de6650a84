/**
 * A staff sign-in of its own (the restaurant desk, issue 14; the operators' back office, issue 16): a second
 * supabase-js client with its own storageKey, so a customer session in the same browser (lib/supabase, 'lz.auth') or
 * another staff session is never touched. The session stays stored (localStorage) until someone signs out. A small
 * store tells the page whether someone is signed in. supabase-js loads only when it is needed.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { loadRuntimeConfig, setRuntimeConfig } from '../../lib/api/client.ts';

export type StaffAuthStatus = 'unknown' | 'signed-in' | 'signed-out';
/** why a session ended other than by signing out: the server refused its token, or the account is not this staff's */
export type SessionEnd = 'session' | 'forbidden';
export interface StaffAuthState {
  status: StaffAuthStatus;
  email: string | null;
  /** set when the last session ended because of `SessionEnd` (the sign-in page says why) */
  ended?: SessionEnd;
}

export type SignInFailure = 'credentials' | 'rate' | 'network';

export interface StaffAuthOptions {
  /** the localStorage key of this sign-in's session ('lz-desk-auth', 'lz-ops-auth') */
  storageKey: string;
  /**
   * Keeps working offline from the stored session (the desk: its queue shows from the cache): a stored session
   * counts as signed in and its stored token is sent when supabase-js cannot be set up, and /config.json is asked
   * again next time when it could not be loaded. Without it, a client that cannot be set up means signed out.
   */
  offline: boolean;
}

export interface StaffAuth {
  /** Who is signed in; resolves a stored session once (supabase-js loads only when one is stored). */
  useAuth: () => StaffAuthState;
  /** Resolves once it is known whether someone is signed in (the route guards, staff-auth/guard.ts). */
  resolved: () => Promise<StaffAuthState>;
  /** Signs in with e-mail and password; answers what went wrong, or null. */
  signIn: (email: string, password: string) => Promise<SignInFailure | null>;
  /**
   * Signs out on this device (the stored tokens are removed even when the server cannot be reached); `ended`: the
   * server ended the session (the sign-in page says why).
   */
  signOut: (ended?: SessionEnd) => Promise<void>;
  /** The current access token (refreshed by supabase-js when due), or null when signed out. */
  accessToken: () => Promise<string | null>;
}

export function createStaffAuth({ storageKey, offline }: StaffAuthOptions): StaffAuth {
  let pending: Promise<SupabaseClient> | null = null;

  function client(): Promise<SupabaseClient> {
    pending ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([mod, config]) => {
      const key = config.supabaseAnonKey;
      if (!key) {
        // /config.json could not be loaded (offline before the service worker kept it): ask again next time
        if (offline) setRuntimeConfig(null);
        throw new Error('Supabase is not configured (supabaseAnonKey missing in /config.json)');
      }
      const created = mod.createClient(config.supabaseUrl || window.location.origin, key, {
        auth: {
          storageKey,
          storage: window.localStorage,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        },
      });
      // a sign-out event keeps why the session ended (signOut publishes it first)
      created.auth.onAuthStateChange((_event, session) =>
        session ? publish('signed-in', session.user.email ?? null) : publish('signed-out', null, state.ended),
      );
      return created;
    });
    pending.catch(() => {
      pending = null;
    });
    return pending;
  }

  function hasStoredSession(): boolean {
    try {
      return typeof localStorage !== 'undefined' && localStorage.getItem(storageKey) !== null;
    } catch {
      return false;
    }
  }

  /** The stored access token when supabase-js cannot be set up (offline): requests then fail as network errors. */
  function storedAccessToken(): string | null {
    try {
      const v = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { access_token?: unknown } | null;
      return typeof v?.access_token === 'string' ? v.access_token : null;
    } catch {
      return null;
    }
  }

  let state: StaffAuthState = { status: hasStoredSession() ? 'unknown' : 'signed-out', email: null };
  const listeners = new Set<() => void>();

  function publish(status: StaffAuthStatus, email: string | null, ended?: SessionEnd): void {
    if (state.status === status && state.email === email && state.ended === ended) return;
    state = { status, email, ...(ended ? { ended } : {}) };
    listeners.forEach((l) => l());
  }

  async function resolveSession(): Promise<void> {
    try {
      const { data } = await (await client()).auth.getSession();
      publish(data.session ? 'signed-in' : 'signed-out', data.session?.user.email ?? null);
    } catch {
      // offline without the client: the stored tokens still say who is signed in
      publish(offline && hasStoredSession() ? 'signed-in' : 'signed-out', null);
    }
  }

  const subscribe = (l: () => void) => {
    listeners.add(l);
    if (state.status === 'unknown') void resolveSession();
    return () => listeners.delete(l);
  };
  const snapshot = () => state;

  function resolved(): Promise<StaffAuthState> {
    if (state.status !== 'unknown') return Promise.resolve(state);
    return new Promise((resolve) => {
      const off = subscribe(() => {
        if (state.status === 'unknown') return;
        off();
        resolve(state);
      });
    });
  }

  return {
    useAuth: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    resolved,

    signIn: async (email, password) => {
      let c: SupabaseClient;
      try {
        c = await client();
      } catch {
        return 'network';
      }
      const { data, error } = await c.auth.signInWithPassword({ email, password });
      if (error) {
        if (error.status === 429) return 'rate';
        if (error.status === undefined || error.status === 0 || error.name === 'AuthRetryableFetchError') return 'network';
        return 'credentials';
      }
      publish('signed-in', data.session.user.email ?? email);
      return null;
    },

    signOut: async (ended) => {
      publish('signed-out', null, ended);
      try {
        await (await client()).auth.signOut({ scope: 'local' });
      } catch {
        // supabase-js could not be set up (offline): the stored tokens go all the same
        try {
          localStorage.removeItem(storageKey);
        } catch {
          // storage blocked: nothing was stored
        }
      }
    },

    accessToken: async () => {
      let c: SupabaseClient;
      try {
        c = await client();
      } catch (err) {
        if (offline) return storedAccessToken();
        throw err;
      }
      const { data } = await c.auth.getSession();
      const session: Session | null = data.session;
      return session?.access_token ?? null;
    },
  };
}
