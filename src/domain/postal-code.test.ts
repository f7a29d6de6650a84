import { describe, expect, it } from 'vitest';
import { expectEach } from '../test/expect-each.ts';
import { firstPostalCode, isAustrianPostalCode } from './postal-code.ts';

describe('postal codes', () => {
  it('when a value has exactly four digits (blanks around ignored), then it is an Austrian postal code', () => {
    expectEach(isAustrianPostalCode, [['1070', true], [' 1070 ', true], ['107', false], ['10700', false], [undefined, false]]);
  });

  describe('the postal code a screen starts from (issue 25 item 7): URL, then typed before, then the default address', () => {
    it('when the URL carries a code, then it wins over a typed one and the default address', () => {
      expect(firstPostalCode('1150', '1100', '1070')).toBe('1150');
    });
    it('when only a code typed before and the default address are known, then the typed one wins', () => {
      expect(firstPostalCode(undefined, '1100', '1070')).toBe('1100');
    });
    it('when nothing was chosen, then the default address\'s code is used', () => {
      expect(firstPostalCode(undefined, null, '1070')).toBe('1070');
    });
    it('when a source is not a valid code, then the next one is used; none valid gives null', () => {
      expect(firstPostalCode('abcd', '', ' 1070 ')).toBe('1070');
      expect(firstPostalCode(undefined, null, null)).toBeNull();
      expect(firstPostalCode()).toBeNull();
    });
  });
});
