/**
 * The recovery landing (spec 2 §2): the mail link's token hash (`?code=`) or the implicit-flow hash
 * (`#access_token=…&type=recovery`) becomes the session the reset dialog then changes the password of.
 */
import { useAuthMutation } from './auth-mutation.ts';
import { authKeys } from './keys.ts';

export type RecoveryLink = { code: string } | { accessToken: string; refreshToken: string };

/** What the landing was opened with, or null when it carries no recovery token. */
export function recoveryLinkFrom(code: string | undefined, hash: string): RecoveryLink | null {
  if (code) return { code };
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = h.get('access_token');
  if (h.get('type') !== 'recovery' || !accessToken) return null;
  return { accessToken, refreshToken: h.get('refresh_token') ?? '' };
}

export function useRecoveryLinkMutation() {
  return useAuthMutation(authKeys.recoveryLink(), 'refetch', async (link: RecoveryLink, auth) => {
    const sb = await auth.connect();
    const { data, error } =
      'code' in link
        ? await sb.auth.verifyOtp({ token_hash: link.code, type: 'recovery' })
        : await sb.auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
    if (error || !data.session) throw error ?? new Error('no session');
    await auth.adoptSession(data.session);
  });
}
