import { describe, expect, it } from 'vitest';
import { formatEuro, toCents, toEuro } from './money.ts';

describe('money (integer cents inside, euro on the wire)', () => {
  it('when a euro amount is converted, then it becomes whole cents', () => {
    expect(toCents(8.9)).toBe(890);
    expect(toCents(0)).toBe(0);
    expect(toCents(12)).toBe(1200);
  });

  it('when a euro amount carries binary noise, then it rounds to the intended cent', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.999)).toBe(2000);
  });

  it('when the amount is negative, then it rounds half away from zero', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('when the amount is NaN or infinite, then toCents throws a RangeError', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('when cents go back to the wire, then they are euro numbers', () => {
    expect(toEuro(890)).toBe(8.9);
    expect(toEuro(5)).toBe(0.05);
    expect(toEuro(toCents(23.45))).toBe(23.45);
  });

  it('when cents are formatted for de-AT, then the text shows a comma and the euro sign', () => {
    const s = formatEuro(890);
    expect(s).toContain('8,90');
    expect(s).toContain('€');
    expect(formatEuro(123456)).toContain('1.234,56');
  });

  it('when cents are formatted for English, then the decimal point is a dot', () => {
    expect(formatEuro(890, 'en-GB')).toBe('€8.90');
  });

});
