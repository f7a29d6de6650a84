/** Vendor card of checkout with the disturbance notice, and the out-of-hours warning dialog (spec 1 §2, §5). */
import { useTranslation } from 'react-i18next';
import { DeliveryEstimateText } from '../../../components/delivery-estimate.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import type { Availability } from '../../../domain/opening-hours.ts';
import type { ServiceKind, Vendor } from '../../../domain/types.ts';
import type { CheckoutVendor } from '../api/checkout-vendor.ts';
import { useFormat } from '../format.ts';

/** The vendor's address with postal code and city (the seeded address may already carry them). */
export function vendorAddress(v: Pick<Vendor, 'address' | 'postalCode' | 'city'>): string {
  return v.address.includes(v.postalCode) ? v.address : `${v.address}, ${v.postalCode} ${v.city}`;
}

export function VendorCard({
  vendor,
  fallbackName,
  availability,
  orderType,
  postalCode,
}: {
  vendor: CheckoutVendor | undefined;
  fallbackName: string;
  availability: Availability | null;
  orderType: ServiceKind;
  /** the delivery address's postal code (valid for a zone): the delivery range; null for pickup */
  postalCode: string | null;
}) {
  const { t } = useTranslation();
  const { slot } = useFormat();
  const d = vendor?.disturbance;
  // a disturbance of the chosen service (or of every service) is shown
  const disturbance = d && (d.services.length === 0 || d.services.includes(orderType)) ? d : null;
  return (
    <section className="card-surface co-card vendor-card" aria-labelledby="checkout-vendor-name">
      <h2 id="checkout-vendor-name" className="vendor-card__name">
        {vendor?.label ?? fallbackName}
      </h2>
      {vendor ? (
        <p className="vendor-card__meta">
          {vendorAddress(vendor)}
          {orderType === 'delivery' ? <> · <DeliveryEstimateText vendor={vendor} postalCode={postalCode} /></> : null}
        </p>
      ) : null}
      {availability === 'preorder' ? <p className="badge badge--amber">{t('checkout.preorderOnly')}</p> : null}
      {availability === 'closed' ? <p className="badge badge--red">{t('checkout.closed')}</p> : null}
      {disturbance ? (
        <p className="alert alert--demo" data-testid="disturbance">
          <strong>{t('checkout.disturbance')}</strong> {disturbance.reason}
          {disturbance.ets ? ` ${t('checkout.disturbanceUntil', { time: slot(new Date(disturbance.ets * 1000)) })}` : ''}
        </p>
      ) : null}
    </section>
  );
}

export function OutOfHoursDialog({
  kind,
  firstSlot,
  onChooseSlot,
  onClose,
}: {
  kind: 'closed' | 'preorder' | null;
  firstSlot: Date | null;
  onChooseSlot: (d: Date) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { slot } = useFormat();
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      role="alertdialog"
      size="small"
      title={t('checkout.outOfHours.title')}
      describedBy="out-of-hours-text"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('checkout.outOfHours.close')}
          </button>
          {kind === 'preorder' && firstSlot ? (
            <button type="button" className="btn btn--primary" onClick={() => onChooseSlot(firstSlot)}>
              {t('checkout.outOfHours.chooseSlot', { time: slot(firstSlot) })}
            </button>
          ) : null}
        </>
      }
    >
      <p id="out-of-hours-text">
        {kind === 'closed' ? t('checkout.outOfHours.closedText') : t('checkout.outOfHours.preorderText')}
      </p>
    </Dialog>
  );
}
