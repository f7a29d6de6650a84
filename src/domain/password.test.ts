import { describe, expect, it } from 'vitest';
import { passwordProblems, passwordSchema, type PasswordProblem } from './password.ts';

/** One table for both sides: the browser's forms and (once switched) the server's sign-up judge these alike. */
const PASSWORD_CASES: [string, PasswordProblem[]][] = [
  ['', ['too_short', 'letter_and_digit']],
  ['abc1', ['too_short']],
  ['abcdefgh', ['letter_and_digit']],
  ['12345678', ['letter_and_digit']],
  ['Passwort1', []],
  ['Straße12', []],
  ['şifre123', []],
  ['パスワード１２３４', []],
  [`a1${'x'.repeat(70)}`, []],
  [`a1${'x'.repeat(71)}`, ['too_long']],
  [`a1${'ä'.repeat(36)}`, ['too_long']],
];

describe('password rule (spec 2 §5)', () => {
  it.each(PASSWORD_CASES)('when the password is %j, then the problems are %j', (pw, problems) => {
    expect(passwordProblems(pw)).toEqual(problems);
    expect(passwordSchema.safeParse(pw).success).toBe(problems.length === 0);
  });

  it('when the schema refuses a password, then its messages are those of the weak_password answer', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Password should be at least 8 characters.',
      'Password should contain at least one letter and one digit.',
    ]);
  });
});
