/**
 * The set-up of the auth feature's component tests: a fake supabase-js client behind a real auth store, a fresh
 * QueryClient and a memory router (the forms link to /terms and /privacy).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthStoreProvider, createAuthStore } from '../../lib/supabase/auth-store.ts';
import { renderInRouter, testQueryClient } from '../../test/render-in-router.tsx';

const session = { access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'anna@example.at', user_metadata: {} } };
export const signedIn = { data: { session, user: session.user }, error: null };

const answer = <T,>(value: T) => () => Promise.resolve(value);

/** The auth calls the forms make, each a vi.fn answering like a successful call unless a test says otherwise. */
export function fakeAuthApi() {
  return {
    signInWithPassword: vi.fn(answer(signedIn)),
    signUp: vi.fn(answer(signedIn)),
    verifyOtp: vi.fn(answer(signedIn)),
    resetPasswordForEmail: vi.fn(answer({ data: {}, error: null })),
    updateUser: vi.fn(answer({ data: { user: session.user }, error: null })),
    resend: vi.fn(answer({ data: {}, error: null })),
    setSession: vi.fn(answer(signedIn)),
    signOut: vi.fn(answer({ error: null })),
    getSession: vi.fn(answer({ data: { session }, error: null })),
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
  };
}

export type FakeAuthApi = ReturnType<typeof fakeAuthApi>;

const fakeClient = (api: FakeAuthApi) => ({ auth: api }) as unknown as SupabaseClient;
const profile = { id: 'p1', user_id: 'u1', first_name: 'Anna', last_name: 'Huber', phone: null, avatar_url: null, created_at: '2026-01-01' };

export async function renderWithAuth(ui: ReactNode, opts: { path?: string; initialPath?: string } = {}) {
  const api = fakeAuthApi();
  const setRememberMe = vi.fn();
  const store = createAuthStore({
    getClient: answer(fakeClient(api)),
    hasStoredSession: () => false,
    urlMayCarrySession: () => false,
    setRememberMe,
    loadProfile: answer(profile),
  });
  const queryClient = testQueryClient();
  // as the app does: the profile read on sign-in lands in the query cache
  store.readProfilesThrough(queryClient);
  const result = await renderInRouter(() => ui, {
    path: opts.path ?? '/',
    initialPath: opts.initialPath,
    links: ['/', '/terms', '/privacy'],
    wrap: (router) => (
      <QueryClientProvider client={queryClient}>
        <AuthStoreProvider value={store}>{router}</AuthStoreProvider>
      </QueryClientProvider>
    ),
  });
  return { ...result, api, store, queryClient, setRememberMe };
}

/** The text of the message an input points to with aria-describedby. */
export function errorOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ')[0] ?? '')?.textContent : undefined;
}
