/** Banners: closed (red), pre-order only (amber), delivery-only / pickup-only (blue), service disruption. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { nextOpeningTime, type Availability } from '../../../domain/opening-hours.ts';
import type { ServiceKind, Vendor } from '../../../domain/types.ts';
import { now, nowMs } from '../../../domain/clock.ts';
import { activeBusy } from '../../../domain/busy.ts';
import { deliveryPausedAt } from '../../../domain/delivery-types.ts';
import { zonedParts } from '../../../domain/zoned-time.ts';

/** Memoised: its props (the vendor, its availability and services, all memoised) stay the same when the page re-renders. */
export const VendorBanners = memo(function VendorBanners({
  vendor,
  availability,
  supported,
}: {
  vendor: Vendor;
  availability: Availability;
  supported: ServiceKind[];
}) {
  const { t, i18n } = useTranslation();
  // weekday and time on Vienna's wall clock without Intl (issue 27: the page's first Intl.DateTimeFormat with a time
  // zone is a ~150-220 ms task on a phone, and this banner shows on most vendor pages at night)
  const fmtTime = (d: Date) => {
    const at = zonedParts(d);
    const two = (n: number) => String(n).padStart(2, '0');
    return t('vendor.banner.opensAt', { day: t(`vendor.days.${at.weekday}`), time: `${two(at.hour)}:${two(at.minute)}` });
  };
  const next = availability === 'preorder' ? nextOpeningTime(vendor, now()) : null;
  const d = vendor.disturbance;
  // the desk's pause switch (issue 14): no new orders until then
  const pausedUntil = vendor.pausedUntil && Date.parse(vendor.pausedUntil) > nowMs() ? new Date(vendor.pausedUntil) : null;
  // busy mode (issue 32): longer estimates and/or delivery paused while pickup stays
  const busy = activeBusy(vendor.busy, now());
  const deliveryPaused = deliveryPausedAt(vendor, now());
  return (
    <div className="vendor-banners">
      {pausedUntil ? (
        <div className="banner banner--closed" data-testid="vendor-paused">
          <strong>{t('vendor.banner.pausedTitle')}</strong>{' '}
          {t('vendor.banner.pausedText', {
            time: pausedUntil.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }),
          })}
        </div>
      ) : null}
      {availability === 'closed' ? (
        <div className="banner banner--closed">
          <strong>{t('vendor.banner.closedTitle')}</strong> {t('vendor.banner.closedText')}
        </div>
      ) : null}
      {availability === 'preorder' ? (
        <div className="banner banner--preorder">
          <strong>{t('vendor.banner.preorderTitle')}</strong>{' '}
          {next ? t('vendor.banner.preorderNext', { time: fmtTime(next) }) : t('vendor.banner.preorderText')}
        </div>
      ) : null}
      {busy && (busy.extraMinutes > 0 || deliveryPaused) ? (
        <div className="banner banner--info" data-testid="vendor-busy">
          <strong>{t('vendor.banner.busyTitle')}</strong>{' '}
          {busy.extraMinutes > 0 ? t('vendor.banner.busyText', { minutes: busy.extraMinutes }) : null}
          {deliveryPaused ? ` ${t('vendor.banner.deliveryPaused')}` : null}
        </div>
      ) : null}
      {supported.length === 1 && !deliveryPaused ? (
        <div className="banner banner--info">
          {supported[0] === 'delivery' ? t('vendor.banner.deliveryOnly') : t('vendor.banner.pickupOnly')}
        </div>
      ) : null}
      {d && d.reason ? (
        <div className="banner banner--disturbance">
          <strong>{t('vendor.banner.disturbanceTitle')}</strong>{' '}
          {d.services.length > 0
            ? t('vendor.banner.disturbanceServices', {
                services: d.services.map((s) => t(`vendor.orderType.${s}`)).join(', '),
              })
            : null}{' '}
          {d.reason}
          {d.ets ? ` ${t('vendor.banner.disturbanceUntil', { time: fmtTime(new Date(d.ets * 1000)) })}` : null}
        </div>
      ) : null}
    </div>
  );
});
