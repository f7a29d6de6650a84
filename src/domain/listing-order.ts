/**
 * The listing's order (spec 1 §4 "Delivery type", "Sorting"): availability, the selected category, then the chosen
 * sort — by delivery time the range the cards show for the customer's point (deliveryRange, issue 25 item 3). Apart
 * from listing.ts, whose filter rules the entry chunk needs: only the listing's own chunk carries this and the range.
 */
import type { ServiceKind, VendorBasic } from './types.ts';
import type { Availability } from './opening-hours.ts';
import { availability } from './opening-hours.ts';
import { ratingValue } from './display.ts';
import { offeredDeliveryTypes } from './delivery-types.ts';
import { deliveryRange, type CustomerPoint, type DeliveryRange } from './delivery-estimate.ts';
import { categoryToTag } from './listing.ts';

export type VendorSort = 'recommended' | 'rating' | 'deliveryTime' | 'minOrder' | 'name';

const AVAILABILITY_RANK: Record<Availability, number> = { open: 0, preorder: 1, closed: 2 };

function matchesCategory(v: VendorBasic, tag: string): boolean {
  return v.tags.some((t) => t.toLowerCase() === tag) || (v.cuisine ?? '').toLowerCase() === tag;
}

/** A vendor with the delivery range the customer sees on its card (deliveryRange), when sorting by delivery time. */
type Keyed<V> = { v: V; range: DeliveryRange | null };

function compareBy<V extends VendorBasic>(sort: VendorSort, x: Keyed<V>, y: Keyed<V>): number {
  const a = x.v;
  const b = y.v;
  switch (sort) {
    case 'rating':
      return ratingValue(b.rating) - ratingValue(a.rating) || b.rating.count - a.rating.count;
    case 'deliveryTime': {
      // the range on the cards: the sooner start first, then the sooner end
      const p = x.range ?? { minMinutes: Number.POSITIVE_INFINITY, maxMinutes: Number.POSITIVE_INFINITY };
      const q = y.range ?? { minMinutes: Number.POSITIVE_INFINITY, maxMinutes: Number.POSITIVE_INFINITY };
      return Math.sign(p.minMinutes - q.minMinutes) || Math.sign(p.maxMinutes - q.maxMinutes) || 0;
    }
    case 'minOrder':
      return a.minOrder - b.minOrder;
    case 'name':
      return a.label.localeCompare(b.label, 'de');
    case 'recommended':
    default:
      return (
        Number(b.isPromoted) - Number(a.isPromoted) ||
        b.popularity - a.popularity ||
        ratingValue(b.rating) - ratingValue(a.rating)
      );
  }
}

/**
 * Open first, pre-order only next, closed last; within each, vendors matching the selected category first; then
 * the chosen sort (recommended = promoted, then popularity, then rating; delivery time = the range the cards show for
 * the customer's point, issue 25 item 3). Ties keep the input order.
 */
export function sortVendors<V extends VendorBasic>(
  vendors: V[],
  a: { category?: string | null; sort: VendorSort; now: Date; timeZone?: string; customer?: CustomerPoint | null | undefined },
): V[] {
  const tag = categoryToTag(a.category);
  const keyed = vendors.map((v, i) => ({
    v,
    i,
    avail: AVAILABILITY_RANK[availability(v, a.now, a.timeZone)],
    cat: tag !== null && matchesCategory(v, tag) ? 0 : 1,
    range: a.sort === 'deliveryTime' ? deliveryRange(v, a.customer, a.now) : null,
  }));
  keyed.sort((x, y) => x.avail - y.avail || x.cat - y.cat || compareBy(a.sort, x, y) || x.i - y.i);
  return keyed.map((k) => k.v);
}

/**
 * What the listing shows, in order (spec 1 §4 "Delivery type", "Sorting"): the vendors offering the chosen delivery
 * type now (a restaurant whose busy mode pauses delivery is listed for pickup only, issue 32), sorted by sortVendors.
 */
export function listingOrder<V extends VendorBasic>(
  vendors: V[],
  a: { deliveryType: ServiceKind; category?: string | null; sort: VendorSort; now: Date; timeZone?: string; customer?: CustomerPoint | null | undefined },
): V[] {
  return sortVendors(
    vendors.filter((v) => offeredDeliveryTypes(v, a.now).includes(a.deliveryType)),
    a,
  );
}
