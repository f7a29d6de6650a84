/**
 * Delivery-time estimate for a vendor and an address (issue 15 item 3): "ca. 25–35 Min.", from GET /api/geo/estimate,
 * or — offline — the same straight-line rule in the browser from the vendor's point and the postal code's centre.
 * Shows nothing until there is something honest to show.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deliveryEstimateQueryOptions, localEstimate, type EstimateAddress } from '../lib/api/delivery-estimate.ts';
import { postalInfoQueryOptions } from '../lib/api/postal.ts';

export interface DeliveryEstimateProps {
  /** vendor id or slug, with its point and type for the offline estimate (none without a point) */
  vendor: { id: string; lat?: number | undefined; lng?: number | undefined; type?: string | undefined };
  address: EstimateAddress;
  className?: string;
}

export function DeliveryEstimateText({ vendor, address, className }: DeliveryEstimateProps) {
  const { t } = useTranslation();
  const server = useQuery(deliveryEstimateQueryOptions(vendor.id, address));
  const { lat, lng } = vendor;
  const canGuess = lat !== undefined && lng !== undefined;
  const postal = useQuery({ ...postalInfoQueryOptions(address.postalCode), enabled: server.isError && canGuess });
  const range = server.data ?? (server.isError && canGuess && postal.data ? localEstimate({ lat, lng, type: vendor.type }, postal.data) : null);
  if (!range) return null;
  return (
    <span className={`delivery-estimate ${className ?? ''}`} data-testid="delivery-estimate"
      data-source={server.data ? server.data.source : 'offline'}>
      <span className="sr-only">{t('common.nav.location.estimateLabel')}: </span>
      {t('common.nav.location.estimate', { min: range.minMinutes, max: range.maxMinutes })}
    </span>
  );
}
