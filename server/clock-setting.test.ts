/** The test-only clock setting (issue 25): LIEFERZONE_NOW sets the one clock; refused with NODE_ENV=production. */
import { afterEach, describe, expect, it } from 'vitest';
import { clockOffsetMs, nowMs, setClockOffset } from '../src/domain/clock.ts';
import { applyClockSetting, loadConfig } from './config.ts';

afterEach(() => setClockOffset(0));

describe('LIEFERZONE_NOW', () => {
  it('when set to 00:30 Vienna time, then the shared clock reads that instant and runs on', () => {
    applyClockSetting(loadConfig({ LIEFERZONE_NOW: '2026-11-28T00:30:00+01:00' }));
    expect(Math.abs(nowMs() - Date.parse('2026-11-27T23:30:00Z'))).toBeLessThan(5_000);
  });

  it('when unset or empty, then the clock is the machine clock', () => {
    applyClockSetting(loadConfig({ LIEFERZONE_NOW: '' }));
    applyClockSetting(loadConfig({}));
    expect(clockOffsetMs()).toBe(0);
  });

  it('when the value has no zone or is no date, then the start is refused with the setting named', () => {
    expect(() => loadConfig({ LIEFERZONE_NOW: '2026-11-28T00:30:00' })).toThrow(/LIEFERZONE_NOW: must be an ISO date-time with a zone/);
    expect(() => loadConfig({ LIEFERZONE_NOW: 'midnight' })).toThrow(/LIEFERZONE_NOW/);
  });

  it('when NODE_ENV=production, then a set clock is refused', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-random-production-secret-of-enough-bytes-1234', SITE_URL: 'https://lieferzone.at', MAIL_DISABLED: '1' };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, LIEFERZONE_NOW: '2026-11-28T00:30:00+01:00' })).toThrow(/LIEFERZONE_NOW: a set clock .* is for tests only/);
  });
});
