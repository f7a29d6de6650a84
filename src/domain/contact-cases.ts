/**
 * One table of contact-field inputs with the verdict both sides must give (src/domain/contact.test.ts checks the
 * browser's rules, server/vendor-api/contact-fields.test.ts sends the same values to the server).
 */
export const EMAIL_CASES: [string, boolean][] = [
  ['anna@example.at', true],
  ['  Anna.Muster+essen@beispiel.co.at ', true],
  ['jörg@müller.at', false],
  ['x.@y.at', false],
  ['.x@y.at', false],
  ['a@b', false],
  ['a b@c.at', false],
  ['@c.at', false],
  ['a@c.at.', false],
  [`${'a'.repeat(250)}@c.at`, false],
];

export const PHONE_CASES: [string, boolean][] = [
  ['+43 660 1234567', true],
  ['0660.123.4567', true],
  ['01/234 56 78', true],
  ['(0316) 12-34-56', true],
  ['12345', false],
  ['+43 660 1234567 89012', false],
  ['0660-abc', false],
  ['++43 660 1234567', false],
];

export const POSTAL_CODE_CASES: [string, boolean][] = [
  ['1070', true],
  [' 8010 ', true],
  ['107', false],
  ['10700', false],
  ['10a0', false],
  ['', false],
];
