/**
 * Tracking's view of the shared vendor query (src/lib/api/vendor.ts): label, phone (call button), slug and tags
 * (reorder), address (pickup) and zones (reorder's zone). The vendor the menu loaded is not asked for again; tracking
 * is content with a copy up to 5 minutes old.
 */
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import type { Vendor } from '../../../domain/types.ts';

export type TrackingVendor = Pick<
  Vendor,
  'id' | 'label' | 'slug' | 'tags' | 'address' | 'postalCode' | 'city' | 'deliveryZones' | 'type' | 'lat' | 'lng' | 'deliveryTime' | 'busy'
> & {
  phone?: string;
};

export function selectTrackingVendor(v: Vendor): TrackingVendor {
  const out: TrackingVendor = {
    id: v.id,
    label: v.label,
    slug: v.slug,
    tags: v.tags,
    address: v.address,
    postalCode: v.postalCode,
    city: v.city,
    deliveryZones: v.deliveryZones,
    type: v.type,
    lat: v.lat,
    lng: v.lng,
    deliveryTime: v.deliveryTime,
    busy: v.busy ?? null,
  };
  if (v.phone) out.phone = v.phone;
  return out;
}

export const trackingVendorQueryOptions = (idOrSlug: string) => ({
  ...vendorQueryOptions(idOrSlug),
  staleTime: 5 * 60_000,
  select: selectTrackingVendor,
});
