import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban.ts';

// valid examples are the published specimen IBANs of each country's banking association
const CASES: [string, boolean][] = [
  ['AT611904300234573201', true],
  ['at61 1904 3002 3457 3201', true],
  ['DE89370400440532013000', true],
  ['CH9300762011623852957', true],
  ['GB82WEST12345698765432', true],
  ['NO9386011117947', true], // shortest (15)
  ['MT84MALT011000012345MTLCAST001S', true], // letters inside the account part
  ['AT611904300234573202', false], // last digit changed
  ['AT621904300234573201', false], // check digits changed
  ['DE89370400440532013001', false],
  ['AT61190430023457320', false], // a digit missing
  ['AT6119043002345732011', false], // … or one too many (still well-formed, wrong check)
  ['1T611904300234573201', false],
  ['AT6A1904300234573201', false],
  ['AT61-1904-3002-3457-3201', false],
  ['', false],
  ['AT', false],
  [`AT61${'1'.repeat(31)}`, false], // 35 characters
];

describe('IBAN mod-97', () => {
  it.each(CASES)('when the IBAN is %j, then valid is %s', (iban, ok) => expect(isValidIban(iban)).toBe(ok));

  it('when an IBAN is typed with spaces and in lower case, then the stored form has neither', () => {
    expect(normalizeIban(' at61 1904\t3002 3457 3201 ')).toBe('AT611904300234573201');
  });
});
