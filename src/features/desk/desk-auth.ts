/**
 * The desk's own sign-in (issue 14): its supabase-js session under 'lz-desk-auth', apart from a customer session on
 * the same tablet (lib/supabase, 'lz.auth'). The tablet on the counter stays signed in until someone signs out, and
 * keeps working offline from the stored session (the queue shows from the cache).
 */
import { createStaffAuth } from '../staff-auth/staff-auth.ts';

export const deskAuth = createStaffAuth({ storageKey: 'lz-desk-auth', offline: true });

export const useDeskAuth = deskAuth.useAuth;
export const deskSignIn = deskAuth.signIn;
export const deskSignOut = deskAuth.signOut;
export const deskAccessToken = deskAuth.accessToken;
