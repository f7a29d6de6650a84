/**
 * Who is signed in, as a small store object (`createAuthStore`). The app creates one (`authStore`) and hands it on:
 * router.tsx puts it into the router context, where the `_authed` guard awaits `context.auth.ensureResolved()`;
 * components read it with `useAuth()` (React context, the app's store unless a test provides another); the data layer
 * asks it for the user's id. Nothing here imports supabase-js statically: the client is loaded only when tokens are
 * stored on this device (or the URL carries a recovery token) or when someone signs in.
 *
 * Spec 2 §4: the session refreshes automatically; sign-out clears session and user state; on sign-in the profile
 * is loaded; a missing profile, or a load failure other than a row-level-security / permission error, signs out.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthTokenResponsePassword, Session, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, hasStoredSession, setRememberMe } from './client.ts';

export { openAuthModal, useAuthModal } from './auth-modal-state.ts';

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

export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Called when a signed-in user becomes anonymous (sign-out, account deleted, session lost). */
  onSignedOut: (listener: () => void) => () => void;
  /** Starts once: without stored tokens the visitor is anonymous at once and supabase-js is not loaded. */
  init: () => void;
  /** Resolves when it is known whether someone is signed in (route guards). */
  ensureResolved: () => Promise<AuthState>;
  /** The client, following its auth events (loaded once). */
  connect: () => Promise<SupabaseClient>;
  signInWithPassword: (email: string, password: string, remember: boolean) => Promise<AuthTokenResponsePassword>;
  /** Publishes a session obtained outside signInWithPassword (verify code, recovery link, sign-up). */
  adoptSession: (session: Session | null) => Promise<void>;
  /** Re-reads the profile (after the profile tab saved it). */
  refreshProfile: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Tests only: sets the state without a client. */
  reset: (next?: AuthState) => void;
}

export interface AuthStoreDeps {
  getClient: () => Promise<SupabaseClient>;
  hasStoredSession: () => boolean;
  setRememberMe: (remember: boolean) => void;
  /** a recovery link's `#access_token=…` */
  urlMayCarrySession: () => boolean;
}

const defaultDeps: AuthStoreDeps = {
  getClient: getSupabase,
  hasStoredSession,
  setRememberMe,
  urlMayCarrySession: () => typeof window !== 'undefined' && window.location.hash.includes('access_token='),
};

const UNKNOWN: AuthState = { status: 'unknown', user: null };
const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

function isPermissionError(err: { code?: string; message?: string } | null): boolean {
  if (!err) return false;
  return err.code === '42501' || /row-level security|permission denied/i.test(err.message ?? '');
}

type ProfileNames = { first_name: string | null; last_name: string | null; phone: string | null };

export function createAuthStore(overrides: Partial<AuthStoreDeps> = {}): AuthStore {
  const deps = { ...defaultDeps, ...overrides };
  let state: AuthState = UNKNOWN;
  const listeners = new Set<() => void>();
  let connecting: Promise<SupabaseClient> | null = null;
  let currentUserId: string | null = null;
  let loadSeq = 0;
  /** sessions being adopted (verify code, recovery link): a late "no session yet" start event must not undo them */
  let adopting = 0;
  let started = false;

  const signedOutListeners = new Set<() => void>();
  const setState = (next: AuthState) => {
    const wasSignedIn = state.status === 'authenticated';
    state = next;
    listeners.forEach((l) => l());
    if (wasSignedIn && next.status === 'anonymous') signedOutListeners.forEach((l) => l());
  };
  const getState = () => state;
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };

  /** Loads the profile of the signed-in user and publishes the state (or signs out, spec 2 §4). */
  async function applySession(sb: SupabaseClient, session: Session | null): Promise<void> {
    const seq = ++loadSeq;
    if (!session) {
      currentUserId = null;
      setState(ANONYMOUS);
      return;
    }
    const u = session.user;
    const meta = u.user_metadata as Record<string, unknown>;
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
      .maybeSingle<ProfileNames>();
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
      setState(ANONYMOUS);
      return;
    }
    currentUserId = u.id;
    setState({
      status: 'authenticated',
      user: { ...base, firstName: data.first_name ?? base.firstName, lastName: data.last_name ?? base.lastName, phone: data.phone },
    });
  }

  function connect(): Promise<SupabaseClient> {
    if (connecting) return connecting;
    const pending = deps.getClient().then((sb) => {
      sb.auth.onAuthStateChange((event, session) => {
        // supabase-js: never await other client calls inside this callback (it holds the auth lock)
        if (event === 'TOKEN_REFRESHED' && session && session.user.id === currentUserId) return;
        if (event === 'USER_UPDATED' && session && session.user.id === currentUserId) return;
        if (event === 'INITIAL_SESSION' && !session && adopting > 0) return;
        setTimeout(() => void applySession(sb, session), 0);
      });
      return sb;
    });
    connecting = pending;
    pending.catch((err: unknown) => {
      console.error('auth client unavailable', err);
      connecting = null;
      if (state.status === 'unknown') setState(ANONYMOUS);
    });
    return pending;
  }

  function init(): void {
    if (started) return;
    started = true;
    if (!deps.hasStoredSession() && !deps.urlMayCarrySession()) {
      setState(ANONYMOUS);
      return;
    }
    void connect().catch(() => undefined);
  }

  function ensureResolved(): Promise<AuthState> {
    init();
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

  async function adoptSession(session: Session | null): Promise<void> {
    started = true;
    adopting++;
    try {
      await applySession(await connect(), session);
    } finally {
      adopting--;
    }
  }

  return {
    getState,
    subscribe,
    onSignedOut(l) {
      signedOutListeners.add(l);
      return () => {
        signedOutListeners.delete(l);
      };
    },
    init,
    ensureResolved,
    connect,
    adoptSession,
    async signInWithPassword(email, password, remember) {
      deps.setRememberMe(remember);
      started = true;
      const sb = await connect();
      const res = await sb.auth.signInWithPassword({ email, password });
      if (!res.error) await applySession(sb, res.data.session);
      return res;
    },
    async refreshProfile() {
      const sb = await connect();
      const { data } = await sb.auth.getSession();
      await applySession(sb, data.session);
    },
    async signOut() {
      const sb = await connect();
      const { error } = await sb.auth.signOut({ scope: 'local' });
      if (error) console.warn('sign-out', error);
      currentUserId = null;
      setState(ANONYMOUS);
    },
    reset(next = UNKNOWN) {
      started = next.status !== 'unknown';
      connecting = null;
      currentUserId = next.user?.id ?? null;
      setState(next);
    },
  };
}

// --- the app's store ---------------------------------------------------------------------------------------

/** The app's one auth store (like the app's one QueryClient): router context, React context and the data layer. */
export const authStore: AuthStore = createAuthStore();

const AuthStoreContext = createContext<AuthStore>(authStore);

/** Tests render with another store: `<AuthStoreProvider value={createAuthStore({...})}>`.
 * @internal */
export const AuthStoreProvider = AuthStoreContext.Provider;

export function useAuthStore(): AuthStore {
  return useContext(AuthStoreContext);
}

export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** For code outside React (the data layer, the checkout's order archive). */
export const getAuthState = (): AuthState => authStore.getState();
export const connectAuth = (): Promise<SupabaseClient> => authStore.connect();

