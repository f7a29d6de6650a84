/** The password rule as the auth API answers it, and bcrypt hashing. */
import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES, PASSWORD_PROBLEM_MESSAGES, passwordProblems, type PasswordProblem } from '../../../src/domain/password.ts';
import { AuthError } from '../context.ts';

const BCRYPT_COST = 10;
/** compared against when the e-mail is unknown, so a failed sign-in costs the same time either way */
const DUMMY_HASH = '$2b$10$5Ru.XUq4KI.o7xoqiH9IyuzDrr.OgawIXmk3F7Z642j3oT7XC7c8K'; // bcrypt('lieferzone-timing-equaliser', 10)

const weak = (message: string, reasons: string[]) => new AuthError(422, 'weak_password', message, { weak_password: { reasons } });

/**
 * A new password that meets the rule of spec 2 §5/§9 (src/domain/password.ts, the same module the forms use), or
 * 422 weak_password with GoTrue's message and reasons ('length', 'characters'). Too long (over 72 bytes, bcrypt's
 * limit) is answered alone.
 */
export function checkPassword(v: unknown): string {
  const tooShort = PASSWORD_PROBLEM_MESSAGES.too_short;
  if (typeof v !== 'string' || v === '') throw weak(tooShort, ['length']);
  // more UTF-16 units than 4 per allowed byte cannot fit: refused before encoding a huge string
  const problems: PasswordProblem[] = v.length > PASSWORD_MAX_BYTES * 4 ? ['too_long'] : passwordProblems(v);
  if (problems.includes('too_long')) throw weak(PASSWORD_PROBLEM_MESSAGES.too_long, ['length']);
  if (problems.length) {
    const reasons = problems.map((p) => (p === 'letter_and_digit' ? 'characters' : 'length'));
    throw weak(PASSWORD_PROBLEM_MESSAGES[problems.includes('too_short') ? 'too_short' : 'letter_and_digit'], reasons);
  }
  return v;
}

export const hashPassword = (pw: string): Promise<string> => bcrypt.hash(pw, BCRYPT_COST);

/** Compares against a dummy hash when there is no user, so the answer takes as long either way. */
export const passwordMatches = (pw: string, hash: string | undefined): Promise<boolean> => bcrypt.compare(pw, hash ?? DUMMY_HASH);
