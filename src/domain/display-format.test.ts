import { describe, expect, it } from 'vitest';
import { formatDistance, formatEuro, formatRating, formatViennaDate } from './display.ts';
import { localeOf } from './languages.ts';

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
    expect(formatViennaDate(at, 'en-US', 'dateTime')).not.toBe(formatViennaDate(at, 'de-AT', 'dateTime'));
  });

  it('when a language is chosen, then prices, ratings and distances all follow its one locale (issue 25 item 4)', () => {
    const fmt = (lng: string) => {
      const l = localeOf(lng);
      return [formatEuro(490, l), formatRating(4, l), formatDistance(1.84, l)].join(' | ').replace(/\u00a0/g, ' ');
    };
    expect(fmt('de')).toBe('€ 4,90 | 4,0 | 1,8 km');
    expect(fmt('en')).toBe('€4.90 | 4.0 | 1.8 km');
    expect(fmt('tr')).toBe('€4,90 | 4,0 | 1,8 km');
  });
});
