/**
 * The one supabase-js client of the app (issue 5). supabase-js is loaded with a dynamic import only when a
 * session may exist or the visitor opens the auth modal, so it stays out of the first-load bundle of `/`.
 * URL and anon key come from the runtime config (/config.json: a build runs against any backend).
 *
 * Session persistence: "remember me" keeps the tokens in localStorage (survive a restart of the browser);
 * without it they live in sessionStorage (gone with the tab). The refresh margin (90 s, spec 2 §9) is the one
 * built into supabase-js.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig } from '../api/client.ts';

export const AUTH_STORAGE_KEY = 'lz.auth';
const REMEMBER_KEY = 'lz.auth.remember';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function setRememberMe(remember: boolean): void {
  safe(() => localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0'), undefined);
}

export function rememberMe(): boolean {
  return safe(() => localStorage.getItem(REMEMBER_KEY) !== '0', true);
}

/** Storage adapter: reads from both, writes to the one chosen by remember-me and clears the other. */
export const authStorage = {
  getItem(key: string): string | null {
    return safe(() => localStorage.getItem(key) ?? sessionStorage.getItem(key), null);
  },
  setItem(key: string, value: string): void {
    safe(() => {
      const [keep, drop] = rememberMe() ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
      keep.setItem(key, value);
      drop.removeItem(key);
    }, undefined);
  },
  removeItem(key: string): void {
    safe(() => {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }, undefined);
  },
};

/** True when tokens are stored on this device (then the client must be loaded to restore the session). */
export function hasStoredSession(): boolean {
  return authStorage.getItem(AUTH_STORAGE_KEY) !== null;
}

let pending: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  pending ??= Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()]).then(([mod, config]) => {
    const url = config.supabaseUrl || window.location.origin;
    const key = config.supabaseAnonKey;
    if (!key) throw new Error('Supabase is not configured (supabaseAnonKey missing in /config.json)');
    return mod.createClient(url, key, {
      auth: {
        storageKey: AUTH_STORAGE_KEY,
        storage: authStorage,
        persistSession: true,
        autoRefreshToken: true,
        // recovery links are handled by the /password-reset landing page itself
        detectSessionInUrl: false,
        flowType: 'implicit',
      },
    });
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

