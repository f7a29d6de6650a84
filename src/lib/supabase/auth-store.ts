/**
 * Auth state of the app as a tiny external store (no provider needed): `useAuth()` in components,
 * `ensureAuthResolved()` in route guards. Nothing here imports supabase-js statically: the client is loaded only
 * when tokens are stored on this device (or the URL carries a recovery token) or when someone signs in.
 *
 * Spec 2 §4: the session refreshes automatically; sign-out clears session and user state; on sign-in the profile
 * is loaded; a missing profile, or a load failure other than a row-level-security / permission error, signs out.
 */
import { useSyncExternalStore } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, hasStoredSession, setRememberMe } from './client.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isLoggedIn: true;
}

export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

let state: AuthState = { status: 'unknown', user: null };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function getAuthState(): AuthState {
  return state;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

// ---------------------------------------------------------------------------------------------------------

let connecting: Promise<SupabaseClient> | null = null;
let currentUserId: string | null = null;
let loadSeq = 0;
/** sessions being adopted (verify code, recovery link): a late "no session yet" start event must not undo them */
let adopting = 0;

function isPermissionError(err: { code?: string; message?: string } | null): boolean {
  if (!err) return false;
  return err.code === '42501' || /row-level security|permission denied/i.test(err.message ?? '');
}

/** Loads the profile of the signed-in user and publishes the state (or signs out, spec 2 §4). */
async function applySession(sb: SupabaseClient, session: Session | null): Promise<void> {
  const seq = ++loadSeq;
  if (!session) {
    currentUserId = null;
    setState({ status: 'anonymous', user: null });
    return;
  }
  const u = session.user;
  const meta = (u.user_metadata ?? {}) as Record<string, unknown>;
  const base: AuthUser = {
    id: u.id,
    email: u.email ?? '',
    firstName: typeof meta.first_name === 'string' ? meta.first_name : '',
    lastName: typeof meta.last_name === 'string' ? meta.last_name : '',
    phone: null,
    isLoggedIn: true,
  };
  const { data, error } = await sb
    .from('user_profiles')
    .select('first_name,last_name,phone')
    .eq('user_id', u.id)
    .maybeSingle<{ first_name: string | null; last_name: string | null; phone: string | null }>();
  if (seq !== loadSeq) return; // a newer session event won
  if (error && isPermissionError(error)) {
    currentUserId = u.id;
    setState({ status: 'authenticated', user: base });
    return;
  }
  if (error || !data) {
    console.warn('profile missing or not loadable: signing out', error);
    await sb.auth.signOut({ scope: 'local' }).catch(() => undefined);
    currentUserId = null;
    setState({ status: 'anonymous', user: null });
    return;
  }
  currentUserId = u.id;
  setState({
    status: 'authenticated',
    user: {
      ...base,
      firstName: data.first_name ?? base.firstName,
      lastName: data.last_name ?? base.lastName,
      phone: data.phone,
    },
  });
}

/** Loads the client and follows its auth events (once). */
export function connectAuth(): Promise<SupabaseClient> {
  connecting ??= getSupabase().then((sb) => {
    sb.auth.onAuthStateChange((event, session) => {
      // supabase-js: never await other client calls inside this callback (it holds the auth lock)
      if (event === 'TOKEN_REFRESHED' && session && session.user.id === currentUserId) return;
      if (event === 'USER_UPDATED' && session && session.user.id === currentUserId) return;
      if (event === 'INITIAL_SESSION' && !session && adopting > 0) return;
      setTimeout(() => void applySession(sb, session), 0);
    });
    return sb;
  });
  connecting.catch((err: unknown) => {
    console.error('auth client unavailable', err);
    connecting = null;
    if (state.status === 'unknown') setState({ status: 'anonymous', user: null });
  });
  return connecting;
}

function urlMayCarrySession(): boolean {
  return typeof window !== 'undefined' && /access_token=/.test(window.location.hash);
}

let started = false;

/** Starts auth once: without stored tokens the visitor is anonymous at once and supabase-js is not loaded. */
export function initAuth(): void {
  if (started) return;
  started = true;
  if (!hasStoredSession() && !urlMayCarrySession()) {
    setState({ status: 'anonymous', user: null });
    return;
  }
  void connectAuth().catch(() => undefined);
}

/** Resolves when it is known whether someone is signed in (route guards). */
export function ensureAuthResolved(): Promise<AuthState> {
  initAuth();
  if (state.status !== 'unknown') return Promise.resolve(state);
  return new Promise((resolve) => {
    const off = subscribe(() => {
      if (state.status !== 'unknown') {
        off();
        resolve(state);
      }
    });
  });
}

/** Re-reads the profile (after the profile tab saved it). */
export async function refreshAuthProfile(): Promise<void> {
  const sb = await connectAuth();
  const { data } = await sb.auth.getSession();
  await applySession(sb, data.session);
}

export async function signInWithPassword(email: string, password: string, remember: boolean) {
  setRememberMe(remember);
  started = true;
  const sb = await connectAuth();
  const res = await sb.auth.signInWithPassword({ email, password });
  if (!res.error && res.data.session) await applySession(sb, res.data.session);
  return res;
}

export async function signOut(): Promise<void> {
  const sb = await connectAuth();
  const { error } = await sb.auth.signOut({ scope: 'local' });
  if (error) console.warn('sign-out', error);
  currentUserId = null;
  setState({ status: 'anonymous', user: null });
}

/** Publishes a session obtained outside signInWithPassword (verify code, recovery link). */
export async function adoptSession(session: Session | null): Promise<void> {
  started = true;
  adopting++;
  try {
    const sb = await connectAuth();
    await applySession(sb, session);
  } finally {
    adopting--;
  }
}

// --- auth modal (opened from the nav, the checkout and the recovery pages) --------------------------------

export type AuthMode = 'login' | 'register' | 'forgot' | 'verify-email' | 'verify-reset' | 'reset';

export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  email: string;
}

let modal: AuthModalState = { open: false, mode: 'login', email: '' };
const modalListeners = new Set<() => void>();
const subscribeModal = (l: () => void) => {
  modalListeners.add(l);
  return () => {
    modalListeners.delete(l);
  };
};
const getModal = () => modal;

export function openAuthModal(mode: AuthMode = 'login', email = ''): void {
  modal = { open: true, mode, email };
  modalListeners.forEach((l) => l());
}

export function closeAuthModal(): void {
  modal = { ...modal, open: false };
  modalListeners.forEach((l) => l());
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribeModal, getModal, getModal);
}

/** Tests only. */
export function resetAuthStoreForTests(next: AuthState = { status: 'unknown', user: null }): void {
  state = next;
  started = next.status !== 'unknown';
  connecting = null;
  currentUserId = next.user?.id ?? null;
  modal = { open: false, mode: 'login', email: '' };
  listeners.forEach((l) => l());
  modalListeners.forEach((l) => l());
}
