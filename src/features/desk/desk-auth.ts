/**
 * The desk's own sign-in (issue 14): a second supabase-js client with storageKey 'lz-desk-auth', so a customer
 * session on the same tablet (lib/supabase, 'lz.auth') is never touched. The tablet on the counter stays signed in
 * (localStorage) until someone signs out. A small store tells the page whether someone is signed in.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { loadRuntimeConfig, setRuntimeConfig } from '../../lib/runtime-config.ts';

export const DESK_AUTH_STORAGE_KEY = 'lz-desk-auth';

let pending: Promise<SupabaseClient> | null = null;

function deskClient(): Promise<SupabaseClient> {
  pending ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([mod, config]) => {
    const key = config.supabaseAnonKey;
    if (!key) {
      // /config.json could not be loaded (offline before the service worker kept it): ask again next time
      setRuntimeConfig(null);
      throw new Error('Supabase is not configured (supabaseAnonKey missing in /config.json)');
    }
    const client = mod.createClient(config.supabaseUrl || window.location.origin, key, {
      auth: {
        storageKey: DESK_AUTH_STORAGE_KEY,
        storage: window.localStorage,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      },
    });
    client.auth.onAuthStateChange((_event, session) => publish(session ? 'signed-in' : 'signed-out', session?.user.email ?? null));
    return client;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export type DeskAuthStatus = 'unknown' | 'signed-in' | 'signed-out';
interface DeskAuthState {
  status: DeskAuthStatus;
  email: string | null;
}

let state: DeskAuthState = { status: hasStoredDeskSession() ? 'unknown' : 'signed-out', email: null };
const listeners = new Set<() => void>();

function publish(status: DeskAuthStatus, email: string | null): void {
  if (state.status === status && state.email === email) return;
  state = { status, email };
  listeners.forEach((l) => l());
}

function hasStoredDeskSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DESK_AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Who is signed in at the desk; resolves a stored session once (supabase-js loads only when one is stored). */
export function useDeskAuth(): DeskAuthState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      if (state.status === 'unknown') void resolveSession();
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

async function resolveSession(): Promise<void> {
  try {
    const { data } = await (await deskClient()).auth.getSession();
    publish(data.session ? 'signed-in' : 'signed-out', data.session?.user.email ?? null);
  } catch {
    // offline without the client: the stored tokens still say who is signed in (the queue shows from the cache)
    publish(hasStoredDeskSession() ? 'signed-in' : 'signed-out', null);
  }
}

export type SignInFailure = 'credentials' | 'rate' | 'network';

/** Signs in with e-mail and password; answers what went wrong, or null. */
export async function deskSignIn(email: string, password: string): Promise<SignInFailure | null> {
  let client: SupabaseClient;
  try {
    client = await deskClient();
  } catch {
    return 'network';
  }
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.status === 429) return 'rate';
    if (error.status === undefined || error.status === 0 || error.name === 'AuthRetryableFetchError') return 'network';
    return 'credentials';
  }
  publish('signed-in', data.session.user.email ?? email);
  return null;
}

/** Signs out on this device (the stored tokens are removed even when the server cannot be reached). */
export async function deskSignOut(): Promise<void> {
  try {
    await (await deskClient()).auth.signOut({ scope: 'local' });
  } finally {
    publish('signed-out', null);
  }
}

/** The current access token (refreshed by supabase-js when due), or null when signed out. */
export async function deskAccessToken(): Promise<string | null> {
  let client: SupabaseClient;
  try {
    client = await deskClient();
  } catch {
    return storedAccessToken();
  }
  const { data } = await client.auth.getSession();
  const session: Session | null = data.session;
  return session?.access_token ?? null;
}

/** The stored access token when supabase-js cannot be set up (offline): requests then fail as network errors. */
function storedAccessToken(): string | null {
  try {
    const v = JSON.parse(localStorage.getItem(DESK_AUTH_STORAGE_KEY) ?? 'null') as { access_token?: unknown } | null;
    return typeof v?.access_token === 'string' ? v.access_token : null;
  } catch {
    return null;
  }
}
