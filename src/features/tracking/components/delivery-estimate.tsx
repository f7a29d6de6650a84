/**
 * The order's delivery estimate on the confirmation and tracking page (issue 25 item 3): the same range as the card,
 * the vendor page and checkout until the restaurant accepts; then the restaurant's own time replaces it ("Lieferung
 * ca. 12:45", Vienna time). A pre-order shows its scheduled time elsewhere (order summary), not a range.
 */
import { useTranslation } from 'react-i18next';
import { DeliveryEstimateText, type EstimateVendor } from '../../../components/delivery-estimate.tsx';
import { useDisplayFormat } from '../../../lib/use-display-format.ts';

export function DeliveryEstimate({ vendor, postalCode, deskTime, requested }: {
  vendor: EstimateVendor;
  postalCode: string;
  /** fulfillment.delivery.time: set by the restaurant's acceptance */
  deskTime: string | null | undefined;
  /** the customer's requested time of a pre-order */
  requested: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useDisplayFormat();
  const desk = deskTime ? new Date(deskTime) : null;
  if (desk && Number.isFinite(desk.getTime())) {
    const time = desk.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });
    return (
      <p className="tracking-estimate">
        <span className="delivery-estimate" data-testid="delivery-estimate" data-source="desk">{t('tracking.deskEstimate', { time })}</span>
      </p>
    );
  }
  if (requested) return null;
  return (
    <p className="tracking-estimate"><DeliveryEstimateText vendor={vendor} postalCode={postalCode} /></p>
  );
}
