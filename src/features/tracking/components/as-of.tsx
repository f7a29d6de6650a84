/**
 * "Stand: vor N Min." (issue 4): how old the shown order status is — after a reopen offline it is the time of the
 * last answer from the server (persisted with the query cache). Refreshes every 15 s.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nowMs } from '../../../domain/clock.ts';

export function asOfParts(updatedAt: number, now: number): { key: 'justNow' } | { key: 'minutes' | 'hours'; count: number } {
  const minutes = Math.floor(Math.max(0, now - updatedAt) / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutes', count: minutes };
  return { key: 'hours', count: Math.floor(minutes / 60) };
}

export function AsOf({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!updatedAt) return null;
  const p = asOfParts(updatedAt, now);
  const text =
    p.key === 'justNow'
      ? t('offline.asOf.justNow')
      : p.key === 'minutes'
        ? t('offline.asOf.minutes', { count: p.count })
        : t('offline.asOf.hours', { count: p.count });
  return (
    <p className="note as-of" data-testid="as-of">
      <time dateTime={new Date(updatedAt).toISOString()}>{text}</time>
    </p>
  );
}
