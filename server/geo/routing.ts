/**
 * Delivery-time estimate (issue 15 item 3; spec 1 §7 "Routing service"): vendor → customer by an OSRM-compatible
 * service when ROUTING_URL is set (GET {url}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false, reading
 * routes[0].distance in metres and .duration in seconds), else — and whenever it fails — the straight-line fallback.
 * The customer's point: the §7 coordinate geocoding of the address (four coarser strings through the geocoder, when
 * one is configured), the postal code's centre as the last fallback.
 */
import { geocodeAddress, type GeocodeAddress, type LatLng } from '../../src/domain/address-query.ts';
import { estimateRange, fallbackRide, routedRide, type RideEstimate } from '../../src/domain/delivery-estimate.ts';
import type { DeliveryEstimate } from '../../src/domain/wire/geo.ts';
import type { Geocoder } from './geocoder.ts';
import { lookupPostal } from './postal.ts';

const TIMEOUT_MS = 3000;

export async function osrmRide(baseUrl: string, from: LatLng, to: LatLng, fetchImpl: typeof fetch = fetch): Promise<RideEstimate> {
  const coords = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const res = await fetchImpl(`${baseUrl}/route/v1/driving/${coords}?overview=false`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`routing answered ${res.status}`);
  const body = (await res.json()) as { routes?: { distance?: unknown; duration?: unknown }[] };
  const route = body.routes?.[0];
  const { distance, duration } = route ?? {};
  if (typeof distance !== 'number' || typeof duration !== 'number' || !(distance >= 0) || !(duration >= 0)) {
    throw new Error('routing answer without routes[0].distance/duration');
  }
  return routedRide(distance, duration);
}

export interface EstimateDeps {
  routingUrl: string;
  geocoder: Geocoder | null;
  fetchImpl?: typeof fetch;
  log?: (msg: string) => void;
}

const centroid = (code: string): LatLng | null => {
  const e = lookupPostal(code);
  return e ? { lat: e.lat, lng: e.lng } : null;
};

/** The estimate for a vendor (its point and type) and a customer address; null when the address has no known point. */
export async function estimateDelivery(
  deps: EstimateDeps,
  vendor: LatLng & { type?: string | undefined },
  address: GeocodeAddress,
): Promise<DeliveryEstimate | null> {
  const { geocoder } = deps;
  // a hit in another postal code than the address's is a different street of the same name: not used
  const find = geocoder
    ? async (q: string) => {
        const hits = await geocoder.search(q, 5);
        const hit = hits.find((h) => !address.postalCode || !h.postalCode || h.postalCode === address.postalCode);
        return hit ? { lat: hit.lat, lng: hit.lng } : null;
      }
    : () => Promise.resolve(null);
  const to = await geocodeAddress(address, find, centroid);
  if (!to) return null;
  let ride = fallbackRide(vendor, to);
  if (deps.routingUrl) {
    try {
      ride = await osrmRide(deps.routingUrl, vendor, to, deps.fetchImpl);
    } catch (err) {
      deps.log?.(`routing failed, straight-line estimate used: ${err instanceof Error ? err.message : String(err)}`); // spec 1 §8: logged, silent fallback
    }
  }
  const range = estimateRange(ride, { vendorType: vendor.type, coarse: to.precision === 'postalCode' });
  return { distanceKm: ride.distanceKm, ...range, source: ride.source, precision: to.precision };
}
