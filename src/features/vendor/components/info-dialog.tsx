/** Vendor info: data source (Live-Daten / Demo-Daten), description, address, phone, opening hours, delivery zones. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { toCents } from '../../../domain/money.ts';
import type { OpeningHoursEntry, Vendor, Weekday } from '../../../domain/types.ts';
import { zonePostalCodes } from '../../../domain/zones.ts';
import type { DataSource } from '../api/vendor-page.ts';
import { useFormatEuro } from '../format.ts';

const DAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const hhmm = (x: { hours: number; minutes: number }) => `${String(x.hours).padStart(2, '0')}:${String(x.minutes).padStart(2, '0')}`;

export function InfoDialog({
  open,
  vendor,
  source,
  onClose,
}: {
  open: boolean;
  vendor: Vendor;
  source: DataSource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const euro = useFormatEuro();
  const hours = vendor.openingHours.filter((h: OpeningHoursEntry) => !h.holiday);
  return (
    <Dialog open={open} onClose={onClose} title={vendor.label} closeLabel={t('vendor.close')}>
      <p>
        <span className={`badge ${source === 'demo' ? 'badge--demo' : 'badge--live'}`}>
          {source === 'demo' ? t('vendor.info.demoData') : t('vendor.info.liveData')}
        </span>
      </p>
      {vendor.description ? <p>{vendor.description}</p> : null}
      <dl className="info-list">
        <dt>{t('vendor.info.address')}</dt>
        <dd>{vendor.address}</dd>
        {vendor.phone ? (
          <>
            <dt>{t('vendor.info.phone')}</dt>
            <dd>
              <a href={`tel:${vendor.phone.replace(/\s+/g, '')}`}>{vendor.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('vendor.info.openingHours')}</dt>
        <dd>
          {hours.length === 0 ? (
            t('vendor.info.alwaysOpen')
          ) : (
            <ul className="info-hours">
              {hours.map((h, i) => (
                <li key={i}>
                  {(h.days.length === 0 || h.days.length === 7
                    ? [t('vendor.info.daily')]
                    : DAYS.filter((d) => h.days.includes(d)).map((d) => t(`vendor.days.${d}`))
                  ).join(', ')}
                  : {hhmm(h.fromTime)}–{hhmm(h.toTime)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {vendor.deliveryZones.length > 0 ? (
          <>
            <dt>{t('vendor.info.zones')}</dt>
            <dd>
              <ul className="info-zones">
                {vendor.deliveryZones.map((z, i) => (
                  <li key={i}>
                    {z.label}: {t('vendor.zone.minimum', { amount: euro(toCents(z.minPrice)) })},{' '}
                    {z.serviceFee > 0 ? t('vendor.zone.fee', { amount: euro(toCents(z.serviceFee)) }) : t('vendor.zone.free')}
                    {' '}({zonePostalCodes(z).slice(0, 12).join(', ')}
                    {zonePostalCodes(z).length > 12 ? ' …' : ''})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </Dialog>
  );
}
