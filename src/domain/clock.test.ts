import { afterEach, describe, expect, it } from 'vitest';
import { clockOffsetMs, now, nowMs, offsetForInstant, setClockOffset } from './clock.ts';

afterEach(() => setClockOffset(0));

describe('the shared clock', () => {
  it('reads the machine clock when no offset is set', () => {
    const before = Date.now();
    const t = nowMs();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
    expect(clockOffsetMs()).toBe(0);
  });

  it('runs on from a chosen instant: an offset of one day reads one day ahead', () => {
    setClockOffset(86_400_000);
    const d = now().getTime() - Date.now();
    expect(d).toBeGreaterThan(86_400_000 - 50);
    expect(d).toBeLessThanOrEqual(86_400_000);
  });

  it('refuses an offset that is not a number', () => {
    expect(() => setClockOffset(Number.NaN)).toThrow(/finite/);
    expect(clockOffsetMs()).toBe(0);
  });

  it('takes an instant with a zone and refuses one without', () => {
    const machine = Date.UTC(2026, 10, 28, 3, 0, 0);
    // 00:30 Vienna (UTC+1 in November) is 23:30 UTC the day before: 3 h 30 min before the machine's 03:00 UTC
    expect(offsetForInstant('2026-11-28T00:30:00+01:00', machine)).toBe(-(3 * 60 + 30) * 60_000);
    expect(offsetForInstant('2026-11-28T12:00:00Z', machine)).toBe(9 * 3_600_000);
    expect(offsetForInstant('2026-11-28T12:00:00', machine)).toBeNull();
    expect(offsetForInstant('tomorrow noon', machine)).toBeNull();
    expect(offsetForInstant('2026-13-45T12:00:00Z', machine)).toBeNull();
  });
});
