/**
 * GET /api/geo/estimate: the delivery time from a vendor to an address as a range (issue 15 item 3). When the server
 * cannot be asked (offline), the same straight-line rule runs here with the vendor's point and the postal code's
 * centre (from the postal-code query, if it is cached) — spec 1 §7's fallback, the same domain code as the server's.
 */
import { queryOptions } from '@tanstack/react-query';
import { parseAddressQuery } from '../../domain/address-query.ts';
import { estimateRange, fallbackRide } from '../../domain/delivery-estimate.ts';
import type { DeliveryEstimate } from '../../domain/wire/geo.ts';
import { fetchParsed } from './fetch-parsed.ts';
import { geoKeys } from './geo-keys.ts';
import { deliveryEstimateSchema } from './wire-schemas.ts';

export interface EstimateAddress {
  postalCode: string;
  street?: string | undefined;
  houseNumber?: string | undefined;
  city?: string | undefined;
}

function query(a: EstimateAddress): Record<string, string> {
  const q: Record<string, string> = { postalCode: a.postalCode };
  if (a.street) q.street = a.street;
  if (a.houseNumber) q.houseNumber = a.houseNumber;
  if (a.city) q.city = a.city;
  return q;
}

export const deliveryEstimateQueryOptions = (vendor: string, address: EstimateAddress) =>
  queryOptions({
    queryKey: geoKeys.estimate(vendor, query(address)),
    queryFn: ({ signal }): Promise<DeliveryEstimate> =>
      fetchParsed('/api/geo/estimate', { signal, query: { vendor, ...query(address) }, retry: false }, deliveryEstimateSchema, 'delivery estimate'),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The offline estimate: straight line from the vendor to the postal code's centre, the wider range. */
export function localEstimate(
  vendor: { lat: number; lng: number; type?: string | undefined },
  to: { lat: number; lng: number },
): { minMinutes: number; maxMinutes: number } {
  return estimateRange(fallbackRide(vendor, to), { vendorType: vendor.type, coarse: true });
}

/** An order's delivery location (first address line "Street 12") as the estimate's address. */
export function estimateAddress(loc: { addrLines: readonly string[]; postalCode: string; city: string }): EstimateAddress {
  const q = parseAddressQuery(loc.addrLines[0] ?? '');
  return { postalCode: loc.postalCode, city: loc.city, street: q.street, houseNumber: q.houseNumber };
}
