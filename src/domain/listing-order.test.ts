import { describe, expect, it } from 'vitest';
import { listingOrder, sortVendors } from './listing-order.ts';
import type { Vendor } from './types.ts';

function vendor(id: string, over: Partial<Vendor> = {}): Vendor {
  return {
    id, name: `vendors/${id}`, slug: id, label: id, type: 'food', rating: { value: 40, count: 10 }, reviewCount: 10,
    deliveryFee: 2, deliveryTime: '30-40', priceRange: 1, tags: ['delivery'], isOpen: true, isPromoted: false,
    popularity: 0, postalCode: '1010', city: 'Wien', address: 'Graben 1', lat: 48.2, lng: 16.37, openingHours: [],
    minOrder: 15, deliveryZones: [], ...over,
  };
}

const noon = new Date('2026-11-23T12:00:00+01:00');
const nightHours = [{ days: [], fromTime: { hours: 18, minutes: 0 }, toTime: { hours: 23, minutes: 0 } }];

describe('sorting (spec 1 §4)', () => {
  const ids = (vs: Vendor[]) => vs.map((v) => v.id);
  it('when vendors are open, pre-order only or closed, then open come first, pre-order next, closed last', () => {
    const vs = [
      vendor('closed', { tags: ['closed'] }),
      vendor('pre', { openingHours: nightHours }),
      vendor('open'),
      vendor('off', { isOpen: false }),
    ];
    expect(ids(sortVendors(vs, { sort: 'name', now: noon }))).toEqual(['open', 'pre', 'closed', 'off']);
  });
  it('when a category is selected, then matching vendors come first within each availability group', () => {
    const vs = [vendor('a'), vendor('b', { tags: ['pizza'] }), vendor('c', { cuisine: 'Pizza' }), vendor('d', { tags: ['closed', 'pizza'] })];
    expect(ids(sortVendors(vs, { sort: 'name', category: 'pizza', now: noon }))).toEqual(['b', 'c', 'a', 'd']);
  });
  it('when the listing is ordered for a delivery type, then vendors without it are left out and the rest sorted', () => {
    const vs = [vendor('pickup-only', { tags: ['pickup'] }), vendor('closed', { tags: ['closed'] }), vendor('both', { tags: ['delivery', 'pickup'] }), vendor('delivery-only')];
    expect(ids(listingOrder(vs, { deliveryType: 'delivery', sort: 'name', now: noon }))).toEqual(['both', 'delivery-only', 'closed']);
    expect(ids(listingOrder(vs, { deliveryType: 'pickup', sort: 'name', now: noon }))).toEqual(['both', 'pickup-only', 'closed']);
  });
  it('when a restaurant pauses delivery until 12:30 (busy mode), then at noon it is listed for pickup only, and for delivery again at 12:30', () => {
    const paused = vendor('paused', { tags: ['delivery', 'pickup'], busy: { extraMinutes: 0, deliveryPaused: true, until: '2026-11-23T11:30:00.000Z' } });
    const vs = [paused, vendor('other', { tags: ['delivery', 'pickup'] })];
    expect(ids(listingOrder(vs, { deliveryType: 'delivery', sort: 'name', now: noon }))).toEqual(['other']);
    expect(ids(listingOrder(vs, { deliveryType: 'pickup', sort: 'name', now: noon }))).toEqual(['other', 'paused']);
    const halfPast = new Date('2026-11-23T12:30:00+01:00');
    expect(ids(listingOrder(vs, { deliveryType: 'delivery', sort: 'name', now: halfPast }))).toEqual(['other', 'paused']);
  });
  it('when the category maps to a tag, then the mapped tag is matched', () => {
    const vs = [vendor('a'), vendor('b', { tags: ['healthy'] })];
    expect(ids(sortVendors(vs, { sort: 'name', category: 'gesund', now: noon }))).toEqual(['b', 'a']);
  });
  it('when sorted by rating, then the higher average comes first', () => {
    const vs = [vendor('low', { rating: { value: 30, count: 10 } }), vendor('high', { rating: { value: 48, count: 10 } })];
    expect(ids(sortVendors(vs, { sort: 'rating', now: noon }))).toEqual(['high', 'low']);
  });
  it('when sorted by delivery time, then the quicker range comes first', () => {
    const vs = [vendor('slow', { deliveryTime: '45-60' }), vendor('fast', { deliveryTime: '15-25' })];
    expect(ids(sortVendors(vs, { sort: 'deliveryTime', now: noon }))).toEqual(['fast', 'slow']);
  });
  describe('by delivery time: the range the cards show (issue 25 item 3), not the seeded figure', () => {
    // the customer at a postal code's centre; 1 km of latitude = 1 / 111.195 degrees
    const customer = { lat: 48.2, lng: 16.35, precision: 'postalCode' as const };
    const north = (km: number) => ({ lat: 48.2 + km / 111.195, lng: 16.35 });
    const vs = [
      // food 8 km away: 15 prep + 8 × 1.8 = 29.4 → 29 → 25–40, though its own figure says 15-25
      vendor('far', { type: 'food', deliveryTime: '15-25', ...north(8) }),
      // a store 1 km away: 35 + 2.5 = 37.5 → 38 → 35–50
      vendor('store', { type: 'store', deliveryTime: '30-40', ...north(1) }),
      // food 1 km away: 15 + 2.5 = 17.5 → 18 → 15–30, though its own figure says 45-60
      vendor('near', { type: 'food', deliveryTime: '45-60', ...north(1) }),
    ];
    it('when the customer\'s postal code is known, then the sooner range for that code comes first', () => {
      expect(ids(sortVendors(vs, { sort: 'deliveryTime', now: noon, customer }))).toEqual(['near', 'far', 'store']);
      expect(ids(listingOrder(vs, { deliveryType: 'delivery', sort: 'deliveryTime', now: noon, customer }))).toEqual(['near', 'far', 'store']);
    });
    it('when the customer\'s point is unknown, then the vendors\' own figures, as their cards show them', () => {
      expect(ids(sortVendors(vs, { sort: 'deliveryTime', now: noon, customer: null }))).toEqual(['far', 'store', 'near']);
    });
    it('when two ranges start together, then the one ending sooner comes first', () => {
      const same = [vendor('wide', { deliveryTime: '20-45' }), vendor('narrow', { deliveryTime: '20-30' })];
      expect(ids(sortVendors(same, { sort: 'deliveryTime', now: noon }))).toEqual(['narrow', 'wide']);
    });
  });
  it('when sorted by minimum order, then the lower minimum comes first', () => {
    const vs = [vendor('x', { minOrder: 20 }), vendor('y', { minOrder: 10 })];
    expect(ids(sortVendors(vs, { sort: 'minOrder', now: noon }))).toEqual(['y', 'x']);
  });
  it('when sorted by name, then German collation applies', () => {
    const vs = [vendor('1', { label: 'Zum Wirt' }), vendor('2', { label: 'Ärztekammer Kantine' }), vendor('3', { label: 'Bäckerei' })];
    expect(sortVendors(vs, { sort: 'name', now: noon }).map((v) => v.label)).toEqual(['Ärztekammer Kantine', 'Bäckerei', 'Zum Wirt']);
  });
  it('when recommended, then promoted first, then popularity', () => {
    const vs = [vendor('plain', { popularity: 90 }), vendor('promo', { isPromoted: true }), vendor('pop', { popularity: 95 })];
    expect(ids(sortVendors(vs, { sort: 'recommended', now: noon }))).toEqual(['promo', 'pop', 'plain']);
  });
  it('when vendors tie, then their input order is kept and the input is not mutated', () => {
    const vs = [vendor('a'), vendor('b'), vendor('c')];
    expect(ids(sortVendors(vs, { sort: 'minOrder', now: noon }))).toEqual(['a', 'b', 'c']);
    sortVendors([...vs].reverse(), { sort: 'name', now: noon });
    expect(ids(vs)).toEqual(['a', 'b', 'c']);
  });
});
