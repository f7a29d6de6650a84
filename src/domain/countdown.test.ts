import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_MINUTES, countdownEnd, countdownShown, formatMmSs, progressPercent, remainingMs } from './countdown.ts';

const t0 = new Date('2026-11-23T12:00:00Z');
const plus = (min: number) => new Date(t0.getTime() + min * 60_000);

describe('countdown (spec 1 §4)', () => {
  it('when a delivery time exists, then it ends the countdown; else the packaging time; else +35 minutes', () => {
    expect(countdownEnd({ orderTime: t0, deliveryTime: plus(50), packagingTime: plus(20) })).toEqual(plus(50));
    expect(countdownEnd({ orderTime: t0, deliveryTime: null, packagingTime: plus(20) })).toEqual(plus(20));
    expect(countdownEnd({ orderTime: t0 })).toEqual(plus(DEFAULT_ESTIMATE_MINUTES));
    expect(DEFAULT_ESTIMATE_MINUTES).toBe(35);
  });
  it('when nothing is accepted yet, then a pre-order ends at its requested time, else at the end of the delivery range shown', () => {
    // requested 13:15: the planned time, whatever the range
    expect(countdownEnd({ orderTime: t0, scheduledTime: plus(75), estimateMinutes: 40 })).toEqual(plus(75));
    // the card said "ca. 25–40 Min.": ordered 12:00, the countdown ends 12:40, not 12:35
    expect(countdownEnd({ orderTime: t0, estimateMinutes: 40 })).toEqual(new Date('2026-11-23T12:40:00Z'));
    // once the restaurant accepted (12:50), its time replaces the range; for pickup the packaging time does
    expect(countdownEnd({ orderTime: t0, deliveryTime: plus(50), scheduledTime: plus(75), estimateMinutes: 40 })).toEqual(plus(50));
    expect(countdownEnd({ orderTime: t0, packagingTime: plus(20), estimateMinutes: 40 })).toEqual(plus(20));
    // no range known (or a nonsense one): the spec's 35 minutes
    expect(countdownEnd({ orderTime: t0, estimateMinutes: null })).toEqual(new Date('2026-11-23T12:35:00Z'));
    expect(countdownEnd({ orderTime: t0, estimateMinutes: 0 })).toEqual(new Date('2026-11-23T12:35:00Z'));
  });
  it('when time remains, then it is end − now; after the end it is 0', () => {
    expect(remainingMs(plus(10), plus(4))).toBe(6 * 60_000);
    expect(remainingMs(plus(10), plus(12))).toBe(0);
  });
  it('when remaining time is formatted, then it is mm:ss', () => {
    expect(formatMmSs(6 * 60_000 + 5_000)).toBe('06:05');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(75 * 60_000)).toBe('75:00');
    expect(formatMmSs(500)).toBe('00:01');
  });
  it('when progress is asked, then it is the elapsed share in whole percent, clamped to 0..100', () => {
    expect(progressPercent(t0, plus(40), plus(10))).toBe(25);
    expect(progressPercent(t0, plus(40), plus(-5))).toBe(0);
    expect(progressPercent(t0, plus(40), plus(50))).toBe(100);
    expect(progressPercent(t0, t0, t0)).toBe(100);
  });
});

describe('when the countdown runs (issue 25)', () => {
  it('when less than an hour is left, then the countdown runs; an hour or more ahead (a pre-order), then the planned time is shown', () => {
    expect(countdownShown(plus(35), t0)).toBe(true);
    expect(countdownShown(plus(59), t0)).toBe(true);
    expect(countdownShown(plus(60), t0)).toBe(false);
    // a pre-order for 12:30 tomorrow: 24 h 30 min ahead
    expect(countdownShown(plus(24 * 60 + 30), t0)).toBe(false);
    // at and after the end the card's "exceeded" state takes over
    expect(countdownShown(t0, t0)).toBe(true);
    expect(countdownShown(plus(-5), t0)).toBe(true);
  });
});
