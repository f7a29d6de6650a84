import { describe, expect, it } from 'vitest';
import { passwordProblems, type PasswordProblem } from './password.ts';

/** One table for both sides: the browser's forms and the server's sign-up (server/supabase/auth/passwords.ts) judge these alike. */
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
  });
});
