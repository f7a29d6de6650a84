/** Use-cases of the signed-in user (read, change, sign out) and of the admin API (service key). */
import { AuthError, type SupabaseContext } from '../context.ts';
import { checkPassword, hashPassword, passwordMatches } from './passwords.ts';
import { endSessions, sessionUser, type SignOutScope, type UserClaims } from './sessions.ts';
import { userJson, type UserJson } from './user-json.ts';
import { deleteUser, findUserById, updateUserCredentials } from './repositories/users.ts';
import { mergeMetadata, metadata, UUID_RE } from './validation.ts';

export async function getAccount(ctx: SupabaseContext, claims: UserClaims): Promise<UserJson> {
  return userJson(await sessionUser(ctx.db, claims));
}

/** The fields of PUT /user as sent; checked here, after the user is known (as GoTrue orders its answers). */
export interface AccountChanges {
  email: unknown;
  password: unknown;
  data: unknown;
}

/** A new password (policy checked, not the old one) and/or metadata (merged; null removes a key). */
export async function updateAccount(ctx: SupabaseContext, claims: UserClaims, changes: AccountChanges): Promise<UserJson> {
  const user = await sessionUser(ctx.db, claims);
  if (typeof changes.email === 'string' && changes.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AuthError(422, 'email_change_not_supported', 'Changing the e-mail address is not supported');
  }
  let passwordHash: string | null = null;
  if (changes.password !== undefined) {
    const pw = checkPassword(changes.password);
    if (await passwordMatches(pw, user.passwordHash)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(pw);
  }
  const meta = changes.data !== undefined ? mergeMetadata(user.userMetadata, metadata(changes.data)) : null;
  const updated = await updateUserCredentials(ctx.db, user.id, { passwordHash, metadata: meta });
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(updated);
}

export async function signOut(ctx: SupabaseContext, claims: UserClaims, scope: SignOutScope): Promise<void> {
  await endSessions(ctx.db, claims, scope);
}

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

export async function adminGetUser(ctx: SupabaseContext, id: string): Promise<UserJson> {
  if (!UUID_RE.test(id)) throw userNotFound();
  const user = await findUserById(ctx.db, id);
  if (!user) throw userNotFound();
  return userJson(user);
}

export async function adminDeleteUser(ctx: SupabaseContext, id: string): Promise<void> {
  if (!UUID_RE.test(id)) throw userNotFound();
  if (!(await deleteUser(ctx.db, id))) throw userNotFound();
}
