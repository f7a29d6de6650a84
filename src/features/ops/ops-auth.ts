/**
 * The operators' own sign-in (issue 16): its supabase-js session under 'lz-ops-auth', apart from a customer or desk
 * session in the same browser (lib/supabase 'lz.auth', the desk's 'lz-desk-auth'). Whether the account is an operator
 * is the server's answer (GET /api/v1/ops/me: 403 for anyone else).
 */
import { createStaffAuth } from '../staff-auth/staff-auth.ts';

export const opsAuth = createStaffAuth({ storageKey: 'lz-ops-auth', offline: false });

export const useOpsAuth = opsAuth.useAuth;
export const opsSignIn = opsAuth.signIn;
export const opsSignOut = opsAuth.signOut;
export const opsAccessToken = opsAuth.accessToken;
