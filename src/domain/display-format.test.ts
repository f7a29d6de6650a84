import { describe, expect, it } from 'vitest';
import { formatRating, formatViennaDate } from './display.ts';

describe('shared formats', () => {
  it('when a rating is formatted, then it has one decimal in the locale', () => {
    expect(formatRating(4.56, 'de-AT')).toBe('4,6');
    expect(formatRating(4, 'en')).toBe('4.0');
  });

  it('when a date is formatted, then it shows Vienna wall-clock time in either style, per locale', () => {
    const at = new Date('2026-07-13T22:30:00Z'); // 00:30 on 14 July in Vienna (summer time)
    expect(formatViennaDate(at, 'de-AT', 'dateTime')).toBe('14.07.2026, 00:30');
    expect(formatViennaDate(at, 'de-AT', 'slot')).toMatch(/^Di\.?, 14\.07\., 00:30$/);
    // the same style in another locale is its own formatter, not the first one's
    expect(formatViennaDate(at, 'en-AT', 'dateTime')).not.toBe(formatViennaDate(at, 'de-AT', 'dateTime'));
  });
});
