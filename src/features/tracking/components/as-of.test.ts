import { describe, expect, it } from 'vitest';
import { asOfParts } from './as-of.tsx';

describe('"Stand: vor N Min."', () => {
  const t0 = Date.parse('2026-05-04T10:00:00Z');
  it('when the data is under a minute old, then "just now"', () => {
    expect(asOfParts(t0, t0 + 59_999)).toEqual({ key: 'justNow' });
  });
  it('when it is minutes old, then whole minutes; from an hour on, then hours', () => {
    expect(asOfParts(t0, t0 + 60_000)).toEqual({ key: 'minutes', count: 1 });
    expect(asOfParts(t0, t0 + 59 * 60_000 + 59_000)).toEqual({ key: 'minutes', count: 59 });
    expect(asOfParts(t0, t0 + 125 * 60_000)).toEqual({ key: 'hours', count: 2 });
  });
  it('when the clock is behind the data, then "just now" (never negative)', () => {
    expect(asOfParts(t0, t0 - 5 * 60_000)).toEqual({ key: 'justNow' });
  });
});
