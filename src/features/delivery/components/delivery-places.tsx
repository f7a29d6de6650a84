/** The two places of a delivery: where to pick up (the restaurant) and where to deliver (the customer). */
import { useTranslation } from 'react-i18next';
import type { DeliveryView } from '../../../domain/wire/delivery.ts';
import { addressLine, geoUri, navigationUrl, phoneHref } from '../nav-links.ts';

function NavLinks({ address, place }: { address: string; place: string }) {
  const { t } = useTranslation('delivery');
  return (
    <div className="delivery__links">
      <a className="btn btn--secondary delivery__big-link" href={navigationUrl(address)} target="_blank" rel="noopener noreferrer"
        aria-label={t('navigateTo', { place })}>
        {t('navigate')}
      </a>
      <a className="delivery__geo" href={geoUri(address)} rel="noreferrer" aria-label={t('geoTo', { place })}>
        {t('geo')}
      </a>
    </div>
  );
}

export function PickupPlace({ view }: { view: DeliveryView }) {
  const { t } = useTranslation('delivery');
  const p = view.pickup;
  const line = addressLine({ addrLines: [p.address], postalCode: p.postalCode, city: p.city });
  return (
    <section className="delivery__card" aria-labelledby="delivery-pickup">
      <h2 id="delivery-pickup">{t('pickup.heading')}</h2>
      <p className="delivery__name" data-testid="pickup-name">{p.vendorName}</p>
      <p className="delivery__address" data-testid="pickup-address">{p.address}<br />{p.postalCode} {p.city}</p>
      <NavLinks address={line} place={p.vendorName} />
      {p.phone ? (
        <a className="delivery__tel" href={phoneHref(p.phone)} aria-label={t('pickup.call', { phone: p.phone })}>{p.phone}</a>
      ) : null}
    </section>
  );
}

export function CustomerPlace({ view }: { view: DeliveryView }) {
  const { t } = useTranslation('delivery');
  const c = view.customer;
  const a = c.address;
  const details: [string, string | undefined][] = a
    ? [[t('customer.house'), a.house], [t('customer.stair'), a.stair], [t('customer.floor'), a.floor], [t('customer.door'), a.door]]
    : [];
  const shown = details.filter((d): d is [string, string] => !!d[1]);
  return (
    <section className="delivery__card" aria-labelledby="delivery-customer">
      <h2 id="delivery-customer">{t('customer.heading')}</h2>
      <p className="delivery__name" data-testid="customer-name">{c.name}</p>
      {a ? (
        <p className="delivery__address" data-testid="customer-address">
          {a.addrLines.join(', ')}<br />{a.postalCode} {a.city}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <dl className="delivery__facts" data-testid="customer-details">
          {shown.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      ) : null}
      {c.note ? (
        <p className="delivery__note" data-testid="customer-note"><strong>{t('customer.note')}:</strong> {c.note}</p>
      ) : null}
      {a ? <NavLinks address={addressLine(a)} place={c.name} /> : null}
      <a className="btn btn--secondary delivery__big-link" href={phoneHref(c.phone)} data-testid="customer-phone"
        aria-label={t('customer.call', { name: c.name, phone: c.phone })}>
        {t('customer.callShort', { phone: c.phone })}
      </a>
    </section>
  );
}
