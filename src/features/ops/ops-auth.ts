/**
 * The operators' own sign-in (issue 16): a second supabase-js client with storageKey 'lz-ops-auth', so a customer or
 * desk session in the same browser (lib/supabase 'lz.auth', the desk's 'lz-desk-auth') is never touched. Whether the
 * account is an operator is the server's answer (GET /api/v1/ops/me: 403 for anyone else). A small store tells the
 * page whether someone is signed in. (The same shape as the desk's sign-in; features do not import each other.)
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export const OPS_AUTH_STORAGE_KEY = 'lz-ops-auth';

let pending: Promise<SupabaseClient> | null = null;

function opsClient(): Promise<SupabaseClient> {
  pending ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([mod, config]) => {
    const key = config.supabaseAnonKey;
    if (!key) throw new Error('Supabase is not configured (supabaseAnonKey missing in /config.json)');
    const client = mod.createClient(config.supabaseUrl || window.location.origin, key, {
      auth: {
        storageKey: OPS_AUTH_STORAGE_KEY,
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

export type OpsAuthStatus = 'unknown' | 'signed-in' | 'signed-out';
interface OpsAuthState {
  status: OpsAuthStatus;
  email: string | null;
}

let state: OpsAuthState = { status: hasStoredOpsSession() ? 'unknown' : 'signed-out', email: null };
const listeners = new Set<() => void>();

function publish(status: OpsAuthStatus, email: string | null): void {
  if (state.status === status && state.email === email) return;
  state = { status, email };
  listeners.forEach((l) => l());
}

function hasStoredOpsSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(OPS_AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Who is signed in to the back office; resolves a stored session once (supabase-js loads only when one is stored). */
export function useOpsAuth(): OpsAuthState {
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
    const { data } = await (await opsClient()).auth.getSession();
    publish(data.session ? 'signed-in' : 'signed-out', data.session?.user.email ?? null);
  } catch {
    publish('signed-out', null);
  }
}

export type SignInFailure = 'credentials' | 'rate' | 'network';

/** Signs in with e-mail and password; answers what went wrong, or null. */
export async function opsSignIn(email: string, password: string): Promise<SignInFailure | null> {
  let client: SupabaseClient;
  try {
    client = await opsClient();
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
export async function opsSignOut(): Promise<void> {
  try {
    await (await opsClient()).auth.signOut({ scope: 'local' });
  } finally {
    publish('signed-out', null);
  }
}

/** The current access token (refreshed by supabase-js when due), or null when signed out. */
export async function opsAccessToken(): Promise<string | null> {
  const client = await opsClient();
  const { data } = await client.auth.getSession();
  const session: Session | null = data.session;
  return session?.access_token ?? null;
}
