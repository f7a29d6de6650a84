/**
 * The delivery range a customer sees (issue 25 item 3): "ca. 20–35 Min." — the one domain rule (deliveryRange) from the
 * vendor's preparation time and the straight line to the customer's postal code centre (GeoNames data of the server's
 * geo code, GET /api/geo/postal/{code}), the same on the listing card, the vendor page, checkout and the confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { deliveryRange, type CustomerPoint, type DeliveryRange } from '../domain/delivery-estimate.ts';
import { postalInfoQueryOptions } from '../lib/api/postal.ts';
import { displayFormatOf } from '../lib/use-display-format.ts';

/** The customer's point: the postal code's centre, null while it is unknown (no code, not loaded, offline). */
export function useCustomerPoint(postalCode: string | null | undefined): CustomerPoint | null {
  const { data } = useQuery(postalInfoQueryOptions(postalCode ?? ''));
  return useMemo(() => (data ? { lat: data.lat, lng: data.lng, precision: 'postalCode' } : null), [data]);
}

export type EstimateVendor = Parameters<typeof deliveryRange>[0];

/**
 * "ca. 20–35 Min." of a range (data-min/data-max for tests comparing screens). The caller's `t`: a listing's cards
 * each call useTranslation once, not once more per part.
 */
export function RangeText({ range, className, t }: { range: DeliveryRange; className?: string | undefined; t: TFunction }) {
  return (
    <span className={`delivery-estimate ${className ?? ''}`} data-testid="delivery-estimate" data-min={range.minMinutes} data-max={range.maxMinutes}>
      <span className="sr-only">{t('common.nav.location.estimateLabel')}: </span>
      {t('common.nav.location.estimate', { min: range.minMinutes, max: range.maxMinutes })}
    </span>
  );
}

/** The range and, when the customer's point is known, the distance ("1,8 km" in the language's format). */
export function DeliveryEstimateText({ vendor, postalCode, className, withDistance }: {
  vendor: EstimateVendor;
  postalCode: string | null | undefined;
  className?: string;
  withDistance?: boolean;
}) {
  const point = useCustomerPoint(postalCode);
  const { t, i18n } = useTranslation();
  const fmt = displayFormatOf(i18n);
  const range = deliveryRange(vendor, point);
  return (
    <>
      <RangeText range={range} className={className} t={t} />
      {withDistance && range.distanceKm !== null ? (
        <span className="delivery-distance" data-testid="delivery-distance"> · {fmt.distance(range.distanceKm)}</span>
      ) : null}
    </>
  );
}
