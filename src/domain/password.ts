/**
 * The password rule of spec 2 §5/§9, one module for the browser's forms and the server's sign-up and password change:
 * at least 8 characters (UTF-16 code units, as the server and GoTrue count them) with at least one letter and one digit (any script: `\p{L}`, `\p{Nd}`), and at most 72 bytes
 * in UTF-8 (bcrypt ignores what follows, so a longer password would only seem stronger).
 *
 * `passwordProblems` lists what is wrong (a form shows the first one in the user's language); the server answers
 * each problem with GoTrue's weak_password message (`PASSWORD_PROBLEM_MESSAGES`), whose `reasons` name too_short and
 * too_long 'length', letter_and_digit 'characters'.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

export type PasswordProblem = 'too_short' | 'too_long' | 'letter_and_digit';

export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  too_short: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes.`,
  letter_and_digit: 'Password should contain at least one letter and one digit.',
};

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

/** What is wrong with a password, in this order; empty when it is acceptable. An empty password is too short. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  else if (utf8Length(password) > PASSWORD_MAX_BYTES) problems.push('too_long');
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) problems.push('letter_and_digit');
  return problems;
}
