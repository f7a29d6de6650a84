import { describe, expect, it } from 'vitest';
import { defaultAddress, defaultPostalCode } from './default-address.ts';

const a = (id: string, postal_code: string, is_default: boolean) => ({ id, postal_code, is_default });

describe('the signed-in customer\'s default postal code (issue 25 item 7)', () => {
  it('when one address is the default, then its postal code is used, wherever it stands in the list', () => {
    expect(defaultPostalCode([a('work', '1010', false), a('home', '1070', true)])).toBe('1070');
    expect(defaultAddress([a('work', '1010', false), a('home', '1070', true)])?.id).toBe('home');
  });
  it('when no address is the default, then the first one\'s code is used (the address checkout selects first)', () => {
    expect(defaultPostalCode([a('a', '1150', false), a('b', '1070', false)])).toBe('1150');
  });
  it('when there are no addresses or the list is not loaded, then there is no code', () => {
    expect(defaultPostalCode([])).toBeNull();
    expect(defaultPostalCode(undefined)).toBeNull();
  });
  it('when the default address holds no valid Austrian postal code, then there is no code (blanks around one are dropped)', () => {
    expect(defaultPostalCode([a('x', '107', true)])).toBeNull();
    expect(defaultPostalCode([a('x', '10700', true)])).toBeNull();
    expect(defaultPostalCode([a('x', ' 1070 ', true)])).toBe('1070');
  });
});
