/** The GoTrue user object, as @supabase/supabase-js expects it, from a plain `User`. */
import { randomUUID } from 'node:crypto';
import type { User } from './repositories/users.ts';

export function userJson(u: User) {
  const confirmed = u.emailConfirmedAt;
  const identityData = { email: u.email, email_verified: confirmed !== null, phone_verified: false, sub: u.id };
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: u.confirmationSentAt,
    confirmed_at: confirmed,
    recovery_sent_at: u.recoverySentAt,
    last_sign_in_at: u.lastSignInAt,
    app_metadata: u.appMetadata,
    user_metadata: { ...u.userMetadata, ...identityData },
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: u.lastSignInAt,
        created_at: u.createdAt,
        updated_at: u.updatedAt,
        email: u.email,
      },
    ],
    created_at: u.createdAt,
    updated_at: u.updatedAt,
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * What a sign-up for an already confirmed address answers (as Supabase): a made-up user without identities, so the
 * answer does not tell whether the address is taken.
 */
export function obfuscatedUser(email: string, now: Date) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
