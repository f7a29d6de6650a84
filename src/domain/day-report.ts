/**
 * The desk's day at a glance (issue 32 part C): a restaurant's orders of one Europe/Vienna calendar day summed up —
 * revenue by payment method (cancelled orders excluded), the cash its couriers must hand over, cancellations by who
 * and why, the mean time to accept — and its CSV rows. Pure, computed on the server (GET /api/v1/desk/day and day.csv).
 */
import { toCents } from './money.ts';
import type { Order } from './types.ts';
import type { DayOrder, DayReport } from './wire/desk-day.ts';
import { addDays, zonedParts, zonedTime, type LocalDate } from './zoned-time.ts';

export const formatLocalDate = (d: LocalDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** 'YYYY-MM-DD' → the date, or null when it is no real calendar day. */
export function parseLocalDate(s: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return formatLocalDate(addDays(d, 0)) === s ? d : null;
}

/** The day's instants: Vienna midnight (inclusive) to the next Vienna midnight (exclusive). */
export function dayBounds(d: LocalDate): { from: Date; to: Date } {
  return { from: zonedTime(d, 0), to: zonedTime(addDays(d, 1), 0) };
}

function dayOrder(o: Order): DayOrder {
  const f = o.fulfillment;
  const accepted = f.history?.find((h) => h.state === 'ACCEPTED');
  const acceptSeconds = accepted ? Math.max(0, Math.round((Date.parse(accepted.ts) - Date.parse(o.createTime)) / 1000)) : null;
  return {
    id: o.id, nr: o.nr, createTime: o.createTime, state: f.state, method: o.payment.method, pickUp: o.delivery.pickUp,
    totalCents: toCents(o.amount.total), acceptSeconds, autoAccepted: f.autoAccepted === true,
    cancelReason: f.state === 'CANCELED' ? (f.cancellation?.reason ?? null) : null,
    cancelBy: f.state === 'CANCELED' ? (f.cancellation?.by ?? null) : null,
  };
}

/** The report of `orders` (those placed on `date`, as the server selected them), in placing order. */
export function dayReport(date: LocalDate, orders: readonly Order[]): DayReport {
  const { from, to } = dayBounds(date);
  const rows = orders.map(dayOrder).sort((a, b) => a.createTime.localeCompare(b.createTime) || a.nr.localeCompare(b.nr));
  const kept = rows.filter((r) => r.state !== 'CANCELED');
  const sum = (rs: readonly DayOrder[]) => rs.reduce((n, r) => n + r.totalCents, 0);
  const cancelled = rows.filter((r) => r.state === 'CANCELED');
  const acceptTimes = rows.flatMap((r) => (r.acceptSeconds === null ? [] : [r.acceptSeconds]));
  return {
    date: formatLocalDate(date), from: from.toISOString(), to: to.toISOString(),
    orderCount: rows.length, keptCount: kept.length,
    cashCents: sum(kept.filter((r) => r.method === 'cash')),
    cardCents: sum(kept.filter((r) => r.method === 'atm')),
    totalCents: sum(kept),
    courierCashCents: sum(kept.filter((r) => r.method === 'cash' && !r.pickUp)),
    refusedCount: cancelled.filter((r) => r.cancelBy === 'vendor').length,
    notConfirmedCount: cancelled.filter((r) => r.cancelReason === 'NOT_CONFIRMED').length,
    otherCancelledCount: cancelled.filter((r) => r.cancelBy !== 'vendor' && r.cancelReason !== 'NOT_CONFIRMED').length,
    avgAcceptSeconds: acceptTimes.length === 0 ? null : Math.round(acceptTimes.reduce((a, b) => a + b, 0) / acceptTimes.length),
    orders: rows,
  };
}

/** Cents as euros with two decimals and a point ("1234.50": a spreadsheet reads it as a number in any locale). */
export const csvEuro = (c: number): string =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** Vienna wall time of an instant as "YYYY-MM-DD HH:MM". */
function viennaTime(iso: string): string {
  const p = zonedParts(new Date(iso));
  return `${formatLocalDate(p)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** The CSV export's columns (data names, as the back office's export): one row per order of the day. */
export const DAY_CSV_HEADER = [
  'nr', 'placed_at_vienna', 'state', 'payment_method', 'type', 'total_eur', 'accept_seconds', 'auto_accepted', 'cancel_reason', 'cancelled_by',
] as const;

export function dayReportCsvRows(report: DayReport): (string | number | null)[][] {
  return report.orders.map((r) => [
    r.nr, viennaTime(r.createTime), r.state, r.method === 'atm' ? 'card' : 'cash', r.pickUp ? 'pickup' : 'delivery',
    csvEuro(r.totalCents), r.acceptSeconds, r.autoAccepted ? 'yes' : 'no', r.cancelReason, r.cancelBy,
  ]);
}
