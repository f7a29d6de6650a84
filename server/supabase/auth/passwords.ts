/** The password policy (spec 2 §5/§9) and bcrypt hashing. */
import bcrypt from 'bcryptjs';
import { AuthError } from '../context.ts';

const BCRYPT_COST = 10;
/** compared against when the e-mail is unknown, so a failed sign-in costs the same time either way */
const DUMMY_HASH = '$2b$10$5Ru.XUq4KI.o7xoqiH9IyuzDrr.OgawIXmk3F7Z642j3oT7XC7c8K'; // bcrypt('lieferzone-timing-equaliser', 10)

/** Spec 2 §5/§9: at least 8 characters, at least one letter and one digit. */
export function passwordProblems(pw: string): string[] {
  const reasons: string[] = [];
  if (pw.length < 8) reasons.push('length');
  if (!/\p{L}/u.test(pw) || !/\p{Nd}/u.test(pw)) reasons.push('characters');
  return reasons;
}

/** A new password that meets the policy (at most 72 bytes, bcrypt's limit), or 422 weak_password with the reasons. */
export function checkPassword(v: unknown): string {
  if (typeof v !== 'string' || v === '') throw new AuthError(422, 'weak_password', 'Password should be at least 8 characters.', { weak_password: { reasons: ['length'] } });
  if (v.length > 72 * 4 || Buffer.byteLength(v) > 72) {
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 bytes.', { weak_password: { reasons: ['length'] } });
  }
  const reasons = passwordProblems(v);
  if (reasons.length) {
    const msg = reasons.includes('length')
      ? 'Password should be at least 8 characters.'
      : 'Password should contain at least one letter and one digit.';
    throw new AuthError(422, 'weak_password', msg, { weak_password: { reasons } });
  }
  return v;
}

export const hashPassword = (pw: string): Promise<string> => bcrypt.hash(pw, BCRYPT_COST);

/** Compares against a dummy hash when there is no user, so the answer takes as long either way. */
export const passwordMatches = (pw: string, hash: string | undefined): Promise<boolean> => bcrypt.compare(pw, hash ?? DUMMY_HASH);
