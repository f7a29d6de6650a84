/**
 * Mutation keys of the auth feature (no queries: who is signed in lives in the auth store).
 *
 * Every auth mutation runs with `networkMode: 'always'`: offline it fails at once with the network message (as a
 * form always did) instead of pausing. A paused sign-in or sign-up would hold a password in memory — and, if it were
 * persisted, on disk — until the network returns; these writes are never resumed or replayed.
 */
export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  verifyCode: () => [...authKeys.all, 'verify-code'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  resetWithToken: () => [...authKeys.all, 'reset-with-token'] as const,
  recoveryLink: () => [...authKeys.all, 'recovery-link'] as const,
  signOut: () => [...authKeys.all, 'sign-out'] as const,
};
