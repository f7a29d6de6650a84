/**
 * Estimated delivery countdown (spec 1 §4 "Countdown"): mm:ss and percent progress, ticking every second. Its end
 * (domain/countdown.ts): the restaurant's time once it accepted, else a pre-order's planned time, else the upper end of
 * the delivery range the customer saw on card, vendor page and checkout (issue 25 item 3), remembered per order in
 * localStorage (`delivery_{nr}`) for when that range cannot be worked out (offline); at zero: "exceeded" with a call
 * button. More than an hour ahead (a pre-order) the card shows the planned time instead, and the countdown starts when
 * less than an hour is left (issue 25).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownEnd, countdownShown, formatMmSs, progressPercent, remainingMs } from '../../../domain/countdown.ts';
import { useTrackingFormat } from './format.ts';
import { loadCountdownEnd, saveCountdownEnd } from '../remembered-orders.ts';
import { now as clockNow } from '../../../domain/clock.ts';

export interface CountdownCardProps {
  nr: string;
  orderTime: Date;
  deliveryTime?: string | null | undefined;
  packagingTime?: string | null | undefined;
  /** the requested time of a pre-order (order.delivery.time) */
  scheduledTime?: string | null | undefined;
  /**
   * Minutes from the order to the upper end of the delivery range (deliveryRange) for the order's vendor and postal
   * code; null when there is none (pickup, demo order); undefined while vendor or postal code are still loading.
   */
  estimateMinutes?: number | null | undefined;
  phone?: string | undefined;
  /** demo orders are not remembered */
  remember: boolean;
  pickup?: boolean;
}

const asDate = (s: string | null | undefined): Date | null => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isFinite(d.getTime()) ? d : null;
};

/** The countdown's end, or null while it waits for the delivery range (nothing better known yet). */
export function resolveCountdownEnd(p: Omit<CountdownCardProps, 'phone' | 'pickup'>): Date | null {
  const known = asDate(p.deliveryTime) ?? asDate(p.packagingTime) ?? asDate(p.scheduledTime);
  if (known) return known;
  if (typeof p.estimateMinutes === 'number') return countdownEnd({ orderTime: p.orderTime, estimateMinutes: p.estimateMinutes });
  const stored = p.remember ? loadCountdownEnd(p.nr) : null;
  if (stored) return stored;
  return p.estimateMinutes === undefined ? null : countdownEnd({ orderTime: p.orderTime });
}

export function CountdownCard(props: CountdownCardProps) {
  const { t } = useTranslation();
  const { dateTime } = useTrackingFormat();
  const { nr, orderTime, deliveryTime, packagingTime, scheduledTime, estimateMinutes, remember } = props;
  const end = useMemo(
    () => resolveCountdownEnd({ nr, orderTime, deliveryTime, packagingTime, scheduledTime, estimateMinutes, remember }),
    [nr, orderTime, deliveryTime, packagingTime, scheduledTime, estimateMinutes, remember],
  );
  useEffect(() => {
    if (remember && end) saveCountdownEnd(nr, end);
  }, [remember, nr, end]);
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  const title = props.pickup ? t('tracking.countdown.titlePickup') : t('tracking.countdown.title');

  if (!end) {
    // the delivery range is still loading: no made-up figure that would jump a moment later
    return (
      <section className="card-surface co-card countdown" aria-labelledby="countdown-title" aria-busy="true" data-testid="countdown">
        <h2 id="countdown-title" className="countdown__title">{title}</h2>
        <p className="countdown__time" data-testid="countdown-pending" aria-hidden="true">--:--</p>
      </section>
    );
  }
  const left = remainingMs(end, now);
  const percent = progressPercent(orderTime, end, now);

  if (!countdownShown(end, now)) {
    return (
      <section className="card-surface co-card countdown" aria-labelledby="countdown-title" data-testid="countdown">
        <h2 id="countdown-title" className="countdown__title">{title}</h2>
        <p className="countdown__scheduled" data-testid="countdown-scheduled">
          <strong>{t('tracking.countdown.scheduled', { time: dateTime(end) })}</strong>
        </p>
        <p className="note">{t('tracking.countdown.startsLater')}</p>
      </section>
    );
  }
  if (left <= 0) {
    return (
      <section className="card-surface co-card countdown countdown--exceeded" aria-labelledby="countdown-title" data-testid="countdown">
        <h2 id="countdown-title" className="countdown__title">{title}</h2>
        <p className="alert alert--demo" data-testid="countdown-exceeded">{t('tracking.countdown.exceeded')}</p>
        {props.phone ? (
          <a className="btn btn--primary" href={`tel:${props.phone.replace(/[^0-9+]/g, '')}`}>
            {t('tracking.countdown.call')}
          </a>
        ) : null}
      </section>
    );
  }
  return (
    <section className="card-surface co-card countdown" aria-labelledby="countdown-title" data-testid="countdown">
      <h2 id="countdown-title" className="countdown__title">{title}</h2>
      <p className="countdown__time" data-testid="countdown-time">
        <span className="sr-only">{t('tracking.countdown.remaining')} </span>
        {formatMmSs(left)}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('tracking.countdown.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="note">{t('tracking.countdown.percent', { percent })}</p>
    </section>
  );
}
