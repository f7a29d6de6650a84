/** The request checks of the auth API: the exact GoTrue codes and messages supabase-js maps to its errors. */
import { describe, expect, it } from 'vitest';
import { AuthError } from '../context.ts';
import { checkPassword } from './passwords.ts';
import { bodyObject, mergeMetadata, metadata, normEmail, verifyType } from './validation.ts';

const refusal = (fn: () => unknown): { status: number; code: string; message: string; extra: Record<string, unknown> } => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AuthError) return { status: err.status, code: err.code, message: err.message, extra: err.extra };
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('checkPassword (the rule of src/domain/password.ts, answered as GoTrue)', () => {
  const short = 'Password should be at least 8 characters.';
  const long = 'Password cannot be longer than 72 bytes.';
  const mixed = 'Password should contain at least one letter and one digit.';
  const cases: [string, unknown, string, string[]][] = [
    ['no password', undefined, short, ['length']],
    ['an empty password', '', short, ['length']],
    ['a number instead of a string', 12345678, short, ['length']],
    ['a short password without a digit', 'abc', short, ['length', 'characters']],
    ['a short password with letter and digit', 'abc1', short, ['length']],
    ['8 letters', 'abcdefgh', mixed, ['characters']],
    ['8 digits', '12345678', mixed, ['characters']],
    ['73 bytes', `${'a1'.repeat(36)}b`, long, ['length']],
    ['50 characters of 76 bytes (umlauts)', `${'ä1'.repeat(24)}ää`, long, ['length']],
    ['a very long string', 'x'.repeat(100_000), long, ['length']],
  ];
  for (const [what, pw, message, reasons] of cases) {
    it(`when the password is ${what}, then 422 weak_password "${message}" with reasons ${reasons.join(', ')}`, () => {
      expect(refusal(() => checkPassword(pw))).toEqual({ status: 422, code: 'weak_password', message, extra: { weak_password: { reasons } } });
    });
  }

  it('when the password has 8 characters with a letter and a digit in any script, then it is accepted', () => {
    for (const pw of ['geheim12', 'şifre123', 'пароль١٢', 'a1'.repeat(36)]) expect(checkPassword(pw)).toBe(pw);
  });
});

describe('bodyObject', () => {
  it('when the body is empty or JSON null, then it is an empty object', () => {
    for (const b of [undefined, null, '', 'null']) expect(bodyObject(b)).toEqual({});
  });

  it('when the body is not JSON or JSON other than an object, then 400 bad_json "Could not parse request body as JSON"', () => {
    for (const b of ['{', '[1]', '42', '"text"']) {
      expect(refusal(() => bodyObject(b))).toMatchObject({ status: 400, code: 'bad_json', message: 'Could not parse request body as JSON' });
    }
  });
});

describe('addresses, metadata and code types', () => {
  it('when an address has spaces and capitals, then it is trimmed and lower-cased; a bad one is refused', () => {
    expect(normEmail('  Anna@Example.COM ', 'missing')).toBe('anna@example.com');
    expect(refusal(() => normEmail(' ', 'To signup, please provide your email'))).toMatchObject({ code: 'validation_failed', message: 'To signup, please provide your email' });
    expect(refusal(() => normEmail('anna@', 'missing')).message).toBe('Unable to validate email address: invalid format');
  });

  it('when metadata is merged, then new keys win and null removes a key; too large is refused', () => {
    expect(mergeMetadata({ first_name: 'Anna', language: 'de' }, metadata({ language: 'en', first_name: null }))).toEqual({ language: 'en' });
    expect(refusal(() => metadata(['a'])).message).toBe('data must be a JSON object');
    expect(refusal(() => mergeMetadata({ a: 'x'.repeat(3000) }, { b: 'y'.repeat(2000) })).message).toBe('User metadata is too large');
  });

  it('when verify names signup, email or recovery, then the code type follows; anything else is refused', () => {
    expect([verifyType('signup'), verifyType('email'), verifyType('recovery')]).toEqual(['confirmation', 'confirmation', 'recovery']);
    expect(refusal(() => verifyType('magiclink')).code).toBe('validation_failed');
  });
});
