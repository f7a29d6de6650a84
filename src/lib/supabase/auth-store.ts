/**
 * Who is signed in, as a small store object (`createAuthStore`). The app creates one (`authStore`) and hands it on:
 * router.tsx puts it into the router context, where the `_authed` guard awaits `context.auth.ensureResolved()`;
 * components read it with `useAuth()` (React context, the app's store unless a test provides another); the data layer
 * asks it for the user's id. Nothing here imports supabase-js statically: the client is loaded only when tokens are
 * stored on this device (or the URL carries a recovery token) or when someone signs in.
 *
 * Spec 2 §4: the session refreshes automatically; sign-out clears session and user state; on sign-in the profile
 * is loaded; a missing profile, or a load failure other than a row-level-security / permission error, signs out.
 * The store keeps who is signed in, not the profile: that lives in the query cache alone (profile.ts), where the
 * app's store reads it (`readProfilesThrough`).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthTokenResponsePassword, Session, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, hasStoredSession, setRememberMe } from './client.ts';
import type { ProfileRow } from './types.ts';

export { openAuthModal, useAuthModal } from './auth-modal-state.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** the account's own names (sign-up metadata); the profile's (profile.ts) win where it has them */
  accountNames: { firstName: string; lastName: string };
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
  /** Reads the profile on sign-in through `client`'s cache (the app's QueryClient: the profile's one home). */
  readProfilesThrough: (client: QueryClient) => void;
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
  /** the profile of a user who signs in (null: none); throws the PostgREST error */
  loadProfile: (userId: string) => Promise<ProfileRow | null>;
}

const defaultDeps: AuthStoreDeps = {
  getClient: getSupabase,
  hasStoredSession,
  setRememberMe,
  urlMayCarrySession: () => typeof window !== 'undefined' && window.location.hash.includes('access_token='),
  // profile.ts loads with the sign-in, as supabase-js does (not with the first screen)
  loadProfile: (userId) => import('./profile.ts').then((m) => m.readProfile(userId)),
};

const UNKNOWN: AuthState = { status: 'unknown', user: null };
const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

function isPermissionError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === '42501' || (typeof message === 'string' && /row-level security|permission denied/i.test(message));
}

export function createAuthStore(overrides: Partial<AuthStoreDeps> = {}): AuthStore {
  const deps = { ...defaultDeps, ...overrides };
  let loadProfile = deps.loadProfile;
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
    const user: AuthUser = {
      id: u.id,
      email: u.email ?? '',
      accountNames: {
        firstName: typeof meta.first_name === 'string' ? meta.first_name : '',
        lastName: typeof meta.last_name === 'string' ? meta.last_name : '',
      },
      isLoggedIn: true,
    };
    const profile = await loadProfile(u.id).then(
      (row) => ({ row, error: null }),
      (error: unknown) => ({ row: null, error }),
    );
    if (seq !== loadSeq) return; // a newer session event won
    // hidden by row-level security: signed in with the account's own names
    if (profile.row || isPermissionError(profile.error)) {
      currentUserId = u.id;
      setState({ status: 'authenticated', user });
      return;
    }
    console.warn('profile missing or not loadable: signing out', profile.error);
    await sb.auth.signOut({ scope: 'local' }).catch(() => undefined);
    currentUserId = null;
    setState(ANONYMOUS);
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
    readProfilesThrough(client) {
      const read = deps.loadProfile;
      loadProfile = (userId) =>
        import('./profile.ts').then((m) => client.query({ ...m.profileQueryOptions(userId), queryFn: () => read(userId), staleTime: 0, retry: false }));
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

