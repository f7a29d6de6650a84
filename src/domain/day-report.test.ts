import { describe, expect, it } from 'vitest';
import { csvEuro, dayBounds, dayReportCsvRows, parseLocalDate } from './day-report.ts';
import type { DayReport } from './wire/desk-day.ts';

describe('day report helpers', () => {
  it('when a day is named, then its bounds are the Vienna midnights (23 h in spring, 25 h in autumn, 24 h otherwise)', () => {
    const b = (s: string) => {
      const d = parseLocalDate(s);
      if (!d) throw new Error(s);
      const { from, to } = dayBounds(d);
      return [from.toISOString(), (to.getTime() - from.getTime()) / 3_600_000];
    };
    expect(b('2026-03-29')).toEqual(['2026-03-28T23:00:00.000Z', 23]);
    expect(b('2026-10-25')).toEqual(['2026-10-24T22:00:00.000Z', 25]);
    expect(b('2026-07-01')).toEqual(['2026-06-30T22:00:00.000Z', 24]);
    expect(b('2026-01-01')).toEqual(['2025-12-31T23:00:00.000Z', 24]);
  });

  it('when the text is no calendar day, then null', () => {
    for (const s of ['2026-02-29', '2026-13-01', '2026-1-01', '', '2026-01-01T00:00']) expect(parseLocalDate(s)).toBeNull();
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('when cents are written for the CSV, then euros with two decimals and a point', () => {
    expect([0, 5, 99, 100, 3030, 123456, -250].map(csvEuro)).toEqual(['0.00', '0.05', '0.99', '1.00', '30.30', '1234.56', '-2.50']);
  });

  it('when rows are made, then Vienna wall time, card for atm, empty cells for nothing', () => {
    const report = {
      orders: [{
        id: 'x', nr: '100001', createTime: '2026-07-01T21:59:00.000Z', state: 'CANCELED', method: 'atm', pickUp: true,
        totalCents: 1990, acceptSeconds: null, autoAccepted: false, cancelReason: 'too_busy', cancelBy: 'vendor',
      }],
    } as unknown as DayReport;
    expect(dayReportCsvRows(report)).toEqual([['100001', '2026-07-01 23:59', 'CANCELED', 'card', 'pickup', '19.90', null, 'no', 'too_busy', 'vendor']]);
  });
});
