import { describe, expect, it } from 'vitest';
import { preorderSlots } from './time-slots.ts';
import { isOpenAt } from './opening-hours.ts';
import type { OpeningHoursEntry } from './types.ts';

const w = (local: string) => new Date(`${local}+01:00`); // winter Vienna wall time
const iso = (d: Date | undefined) => d?.toISOString();

describe('pre-order time slots (spec 1 §9)', () => {
  it('when the vendor is closed now, then the first slot is the opening start + 30 minutes', () => {
    const slots = preorderSlots(undefined, w('2026-11-23T08:00:00'));
    expect(iso(slots[0])).toBe(w('2026-11-23T11:30:00').toISOString());
  });

  it('when slots are listed, then they are 15 minutes apart within the hours', () => {
    const slots = preorderSlots(undefined, w('2026-11-23T08:00:00'), { days: 1 });
    expect(iso(slots[1])).toBe(w('2026-11-23T11:45:00').toISOString());
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i] as Date).getTime() - (slots[i - 1] as Date).getTime()).toBe(15 * 60_000);
    }
    expect(iso(slots[slots.length - 1])).toBe(w('2026-11-23T21:45:00').toISOString());
    expect(slots.length).toBe(42); // 11:30 .. 21:45
  });

  it('when the vendor is open now, then the first slot is the next quarter hour (no lead time)', () => {
    expect(iso(preorderSlots(undefined, w('2026-11-23T12:07:00'))[0])).toBe(w('2026-11-23T12:15:00').toISOString());
  });

  it('when now is exactly on a quarter hour, then the following quarter hour is first', () => {
    expect(iso(preorderSlots(undefined, w('2026-11-23T12:15:00'))[0])).toBe(w('2026-11-23T12:30:00').toISOString());
  });

  it('when the next quarter hour is still before closing, then it is offered; at closing time it is not', () => {
    expect(iso(preorderSlots(undefined, w('2026-11-23T21:40:00'))[0])).toBe(w('2026-11-23T21:45:00').toISOString());
    expect(iso(preorderSlots(undefined, w('2026-11-23T21:50:00'))[0])).toBe(w('2026-11-24T11:30:00').toISOString());
  });

  it('when several days are asked, then the next days start again at their opening + 30 minutes', () => {
    const slots = preorderSlots(undefined, w('2026-11-23T08:00:00'), { days: 2 });
    expect(slots.map(iso)).toContain(w('2026-11-24T11:30:00').toISOString());
    expect(slots.map(iso)).not.toContain(w('2026-11-25T11:30:00').toISOString());
  });

  it('when a range wraps midnight, then slots run on past midnight without restarting', () => {
    const h: OpeningHoursEntry[] = [{ days: [], fromTime: { hours: 18, minutes: 0 }, toTime: { hours: 2, minutes: 0 } }];
    const slots = preorderSlots(h, w('2026-11-23T12:00:00'), { days: 1 }).map(iso);
    expect(slots[0]).toBe(w('2026-11-23T18:30:00').toISOString());
    expect(slots).toContain(w('2026-11-24T00:00:00').toISOString());
    expect(slots[slots.length - 1]).toBe(w('2026-11-24T01:45:00').toISOString());
  });

  it('when the list is empty (always open), then slots start at the next quarter hour', () => {
    const slots = preorderSlots([], w('2026-11-23T03:01:00'), { days: 1 });
    expect(iso(slots[0])).toBe(w('2026-11-23T03:15:00').toISOString());
    expect(iso(slots[slots.length - 1])).toBe(w('2026-11-23T23:45:00').toISOString());
  });

  it('when any slot is checked, then the vendor is open at that time', () => {
    const slots = preorderSlots(undefined, w('2026-11-26T15:05:00'));
    expect(slots.length).toBeGreaterThan(200);
    expect(slots.every((d) => isOpenAt(undefined, d))).toBe(true);
  });

  it('when slots cross the spring clock change, then they stay on the Vienna wall clock', () => {
    // Saturday 2026-03-28 23:30 CET; Sunday opens 12:00 CEST = 10:00 UTC
    const slots = preorderSlots(undefined, new Date('2026-03-28T22:30:00Z'), { days: 2 });
    expect(iso(slots[0])).toBe('2026-03-29T10:30:00.000Z');
  });
});
