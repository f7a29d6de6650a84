/**
 * The day at a glance (issue 32): one Vienna calendar day's orders of the restaurant (today unless another day is
 * picked) — revenue by payment method without cancelled orders, the cash the couriers must hand over, cancellations
 * and refusals with their reasons, the mean time to accept — and the day as a CSV download.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { now as clockNow } from '../../../domain/clock.ts';
import { formatLocalDate, parseLocalDate } from '../../../domain/day-report.ts';
import { formatEuro } from '../../../domain/display.ts';
import type { DayReport } from '../../../domain/wire/desk-day.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { localeOf } from '../../../i18n/languages.ts';
import { dayQueryOptions, useDayCsvExport } from '../api/day.ts';
import { useDeskFormat } from '../format.ts';

const todayInVienna = () => formatLocalDate(localDateOf(clockNow()));

function Summary({ report }: { report: DayReport }) {
  const { t, i18n } = useTranslation('desk');
  const euro = (c: number) => formatEuro(c, localeOf(i18n.language));
  const avg = report.avgAcceptSeconds;
  const rows: [string, string, string][] = [
    ['orders', t('day.orders'), t('day.ordersValue', { count: report.orderCount, kept: report.keptCount })],
    ['cash', t('day.cash'), euro(report.cashCents)],
    ['card', t('day.card'), euro(report.cardCents)],
    ['total', t('day.total'), euro(report.totalCents)],
    ['courier-cash', t('day.courierCash'), euro(report.courierCashCents)],
    ['refused', t('day.refused'), String(report.refusedCount)],
    ['not-confirmed', t('day.notConfirmed'), String(report.notConfirmedCount)],
    ['avg-accept', t('day.avgAccept'), avg === null ? t('day.none') : t('day.duration', { minutes: Math.floor(avg / 60), seconds: String(avg % 60).padStart(2, '0') })],
  ];
  return (
    <dl className="desk-day__sums">
      {rows.map(([id, label, value]) => (
        <div key={id} data-testid={`desk-day-${id}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Cancellations({ report }: { report: DayReport }) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const cancelled = report.orders.filter((o) => o.state === 'CANCELED');
  if (cancelled.length === 0) return <p>{t('day.noCancellations')}</p>;
  return (
    <table className="desk-day__table">
      <caption>{t('day.cancellations')}</caption>
      <thead>
        <tr><th scope="col">{t('day.nr')}</th><th scope="col">{t('day.time')}</th><th scope="col">{t('day.reason')}</th></tr>
      </thead>
      <tbody>
        {cancelled.map((o) => (
          <tr key={o.id}>
            <td>{o.nr}</td>
            <td>{time(o.createTime)}</td>
            <td>
              {o.cancelReason === null ? t('day.unknownReason')
                : o.cancelReason === 'NOT_CONFIRMED' ? t('day.notConfirmedReason')
                  : t('day.refusedBecause', { reason: t(`refuse.reasons.${o.cancelReason}`) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('desk');
  const [date, setDate] = useState(todayInVienna);
  const report = useQuery(dayQueryOptions(date));
  const csv = useDayCsvExport();
  return (
    <Dialog open onClose={onClose} title={t('day.title')} closeLabel={t('day.close')} size="large"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>{t('day.close')}</button>
          <button type="button" className="btn btn--primary" disabled={csv.isPending || !report.data} onClick={() => csv.mutate(date)}>
            {t('day.csv')}
          </button>
        </>
      }>
      <div className="desk-day__pick">
        <label className="field">
          <span className="field__label">{t('day.date')}</span>
          <input type="date" value={date} max={todayInVienna()}
            onChange={(e) => { if (parseLocalDate(e.target.value)) setDate(e.target.value); }} />
        </label>
        <button type="button" className="btn btn--secondary" onClick={() => setDate(todayInVienna())}>{t('day.today')}</button>
      </div>
      <p role="status">
        {report.isPending ? t('day.loading') : report.isError ? t('day.failed') : csv.isError ? t('day.csvFailed') : csv.isSuccess ? t('day.csvDone') : ''}
      </p>
      {report.data ? (
        <>
          <Summary report={report.data} />
          <Cancellations report={report.data} />
        </>
      ) : null}
    </Dialog>
  );
}
