/**
 * Checkout's view of the shared vendor query (src/lib/api/vendor.ts): zones for the zone check, opening hours for
 * pre-order slots and the out-of-hours rule, tags for order types and payment methods, the address for pickup, the
 * disturbance notice. A vendor the menu has loaded is not asked for again.
 */
import { vendorQueryOptions } from '../../../lib/api/vendor.ts';
import type { Vendor } from '../../../domain/types.ts';

export type CheckoutVendor = Pick<
  Vendor,
  'id' | 'label' | 'tags' | 'isOpen' | 'openingHours' | 'postalCode' | 'city' | 'address' | 'deliveryZones' | 'deliveryTime'
  | 'type' | 'lat' | 'lng' | 'specialDays' | 'busy'
> & { disturbance: Vendor['disturbance'] | null };

export function selectCheckoutVendor(v: Vendor): CheckoutVendor {
  return {
    id: v.id,
    label: v.label,
    tags: v.tags,
    isOpen: v.isOpen,
    openingHours: v.openingHours,
    specialDays: v.specialDays ?? [],
    busy: v.busy ?? null,
    postalCode: v.postalCode,
    city: v.city,
    address: v.address,
    deliveryZones: v.deliveryZones,
    deliveryTime: v.deliveryTime,
    type: v.type,
    lat: v.lat,
    lng: v.lng,
    disturbance: v.disturbance ?? null,
  };
}

export const checkoutVendorQueryOptions = (vendorId: string) => ({
  ...vendorQueryOptions(vendorId),
  select: selectCheckoutVendor,
});
