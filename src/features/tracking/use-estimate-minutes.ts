/**
 * The countdown's share of the one delivery estimate (issue 25 item 3): minutes from the order to the upper end of the
 * range card, vendor page, checkout and confirmation show for this vendor and the order's postal code (deliveryRange,
 * the postal code's centre; the vendor's own figure when that centre cannot be had). null without a delivery range
 * (pickup, demo order, no vendor); undefined while vendor or postal code are still loading.
 */
import { useQuery } from '@tanstack/react-query';
import { deliveryRange, type CustomerPoint } from '../../domain/delivery-estimate.ts';
import { postalInfoQueryOptions } from '../../lib/api/postal.ts';
import type { EstimateVendor } from '../../components/delivery-estimate.tsx';

export function useEstimateMinutes(a: {
  /** the order's delivery postal code; undefined for pickup and demo orders */
  postalCode: string | undefined;
  vendor: EstimateVendor | undefined;
  vendorLoading: boolean;
}): number | null | undefined {
  const postal = useQuery(postalInfoQueryOptions(a.postalCode ?? ''));
  if (!a.postalCode) return null;
  const postalLoading = postal.isPending && postal.fetchStatus === 'fetching';
  if (a.vendorLoading || postalLoading) return undefined;
  if (!a.vendor) return null;
  const point: CustomerPoint | null = postal.data ? { lat: postal.data.lat, lng: postal.data.lng, precision: 'postalCode' } : null;
  return deliveryRange(a.vendor, point).maxMinutes;
}
