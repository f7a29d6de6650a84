import { describe, expect, it } from 'vitest';
import { averageOneDecimal, canBeRated, deliveredAtOf, reviewDeadline, reviewerName, withinReviewWindow } from './reviews.ts';

describe('who may rate when', () => {
  it('delivered, settled and completed orders can be rated; others cannot', () => {
    expect(['DELIVERED', 'SETTLED', 'COMPLETED'].map(canBeRated)).toEqual([true, true, true]);
    expect(['RECEIVED', 'ACCEPTED', 'SHIPPING', 'CANCELED'].map(canBeRated)).toEqual([false, false, false, false]);
  });

  it('the window is 14 days after delivery, to the millisecond', () => {
    const d = new Date('2026-03-02T11:00:00.000Z');
    expect(reviewDeadline(d).toISOString()).toBe('2026-03-16T11:00:00.000Z');
    expect(withinReviewWindow(d, new Date('2026-03-16T11:00:00.000Z'))).toBe(true);
    expect(withinReviewWindow(d, new Date('2026-03-16T11:00:00.001Z'))).toBe(false);
  });

  it('delivery time is the first finished state in the history, else the last change of a finished order', () => {
    const history = [{ state: 'ACCEPTED', ts: '2026-03-02T10:00:00Z' }, { state: 'DELIVERED', ts: '2026-03-02T11:00:00Z' }, { state: 'COMPLETED', ts: '2026-03-03T00:00:00Z' }];
    expect(deliveredAtOf({ state: 'COMPLETED', ts: '2026-03-03T00:00:00Z', history })?.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(deliveredAtOf({ state: 'DELIVERED', ts: '2026-03-02T12:00:00Z' })?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(deliveredAtOf({ state: 'SHIPPING', ts: '2026-03-02T12:00:00Z' })).toBeNull();
  });
});

describe('reviewer name and average', () => {
  it('first name and initial only; no first name = guest', () => {
    expect(reviewerName('Anna Maria', 'muster')).toBe('Anna M.');
    expect(reviewerName('Özge', 'Şahin')).toBe('Özge Ş.');
    expect(reviewerName('Tom', '')).toBe('Tom');
    expect(reviewerName('  ', 'Muster')).toBeNull();
    expect(reviewerName(null, null)).toBeNull();
  });

  it('one decimal, half up, by hand', () => {
    expect(averageOneDecimal(11, 3)).toBe(3.7); // 3.666…
    expect(averageOneDecimal(10, 3)).toBe(3.3); // 3.333…
    expect(averageOneDecimal(17, 4)).toBe(4.3); // 4.25
    expect(averageOneDecimal(8, 2)).toBe(4);
    expect(averageOneDecimal(0, 0)).toBe(0);
  });
});
