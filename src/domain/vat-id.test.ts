import { describe, expect, it } from 'vitest';
import { austrianUidCheckDigit, austrianUidFrom, isAustrianUid } from './vat-id.ts';

describe('Austrian UID', () => {
  it('when a commonly cited valid UID (ATU10223006) is checked, then its check digit 6 is right', () => {
    // digits 1022300, check 6
    // S = 1 + f(0)=0 + 2 + f(2)=4 + 3 + f(0)=0 + 0 = 10; (10 − (10 + 4) mod 10) mod 10 = 6
    expect(austrianUidCheckDigit('1022300')).toBe(6);
    expect(isAustrianUid('ATU10223006')).toBe(true);
    expect(isAustrianUid('ATU10223007')).toBe(false);
    expect(isAustrianUid('DE10223006')).toBe(false);
  });

  it('when a number is turned into a UID, then it is well-formed', () => {
    for (const n of [0, 7, 1234567, 987654321]) expect(isAustrianUid(austrianUidFrom(n))).toBe(true);
  });
});
