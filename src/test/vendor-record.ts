/**
 * A vendor record as the vendor API answers it (valid for the shared wire schema `vendorSchema`), for component and
 * query tests: a Vienna pizzeria, always open, one delivery zone. Tests override what they are about.
 */
import type { Vendor } from '../domain/types.ts';

export function vendorRecord(id: string, over: Partial<Vendor> = {}): Vendor {
  return {
    id,
    name: `vendors/${id}`,
    slug: 'da-mario',
    label: 'Pizzeria Da Mario',
    type: 'food',
    rating: { value: 45, count: 10 },
    reviewCount: 10,
    deliveryFee: 2,
    deliveryTime: '25-40',
    priceRange: 2,
    tags: ['delivery', 'pickup'],
    isOpen: true,
    isPromoted: false,
    popularity: 10,
    postalCode: '1070',
    city: 'Wien',
    address: 'Neubaugasse 1',
    lat: 48.2,
    lng: 16.35,
    openingHours: [],
    minOrder: 12,
    deliveryZones: [{ label: 'Neubau', postalCode: ['1070'], minPrice: 12, serviceFee: 2, serviceFeeMax: 30 }],
    ...over,
  };
}
