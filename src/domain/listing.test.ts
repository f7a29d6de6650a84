import { describe, expect, it } from 'vitest';
import {
  LISTING_AUTOLOAD_LIMIT, PAGE_SIZE, buildListingFilter, categoryToTag, deliveryTimeMinutes,
  listingOrder, nextPageSize, parseListingFilter, sortVendors,
} from './listing.ts';
import type { Vendor } from './types.ts';

describe('category mapping (spec 1 §7)', () => {
  it('when the category is all or empty, then there is no tag', () => {
    expect(categoryToTag('all')).toBeNull();
    expect(categoryToTag('')).toBeNull();
    expect(categoryToTag(undefined)).toBeNull();
  });
  it('when the category is gesund, vegetarisch or lebensmittel, then it maps to healthy, vegan or food', () => {
    expect(categoryToTag('gesund')).toBe('healthy');
    expect(categoryToTag('vegetarisch')).toBe('vegan');
    expect(categoryToTag('lebensmittel')).toBe('food');
  });
  it('when the category is anything else, then it is lower-cased', () => {
    expect(categoryToTag('Pizza')).toBe('pizza');
    expect(categoryToTag('express')).toBe('express');
  });
});

describe('listing filter (spec 1 §7)', () => {
  it('when a postal code, category and search are given, then the terms are space-joined', () => {
    expect(buildListingFilter({ postalCode: '1010', category: 'gesund', search: 'bowl' })).toBe('zone:1010 tag:healthy bowl');
  });
  it('when only a city is given, then the zone is the lower-case city', () => {
    expect(buildListingFilter({ city: 'Graz', category: 'all' })).toBe('zone:graz');
  });
  it('when both postal code and city are given, then the postal code is the zone', () => {
    expect(buildListingFilter({ postalCode: '8010', city: 'graz' })).toBe('zone:8010');
  });
  it('when nothing is given, then the filter is empty', () => {
    expect(buildListingFilter({})).toBe('');
  });
  it('when a city has a space, then it is quoted and parses back whole', () => {
    const f = buildListingFilter({ city: 'Wiener Neustadt', search: 'kebab haus' });
    expect(f).toBe('zone:"wiener neustadt" kebab haus');
    expect(parseListingFilter(f)).toEqual({ zones: ['wiener neustadt'], tags: [], text: 'kebab haus' });
  });
  it('when a filter is parsed, then zones, tags and free text are separated', () => {
    expect(parseListingFilter('zone:1010 tag:Pizza  tag:vegan margherita  extra')).toEqual({
      zones: ['1010'], tags: ['pizza', 'vegan'], text: 'margherita extra',
    });
  });
  it('when a term has an empty value or an unknown key, then empty values are ignored and unknown keys are text', () => {
    expect(parseListingFilter('zone: tag:"" foo:bar')).toEqual({ zones: [], tags: [], text: 'foo:bar' });
  });
  it('when the filter is empty, then nothing is parsed', () => {
    expect(parseListingFilter('')).toEqual({ zones: [], tags: [], text: '' });
    expect(parseListingFilter(undefined)).toEqual({ zones: [], tags: [], text: '' });
  });
  it('when a built filter is parsed, then the same terms come back', () => {
    expect(parseListingFilter(buildListingFilter({ postalCode: '1070', category: 'vegetarisch', search: 'Tofu' })))
      .toEqual({ zones: ['1070'], tags: ['vegan'], text: 'Tofu' });
  });
});

describe('listing load (spec 1 §4, §9)', () => {
  it('when exactly 20 are loaded, then the follow-up page has 30, otherwise 50', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(nextPageSize(20)).toBe(30);
    expect(nextPageSize(40)).toBe(50);
    expect(nextPageSize(7)).toBe(50);
  });
  it('when 50 are loaded, then automatic loading stops (limit 50)', () => {
    expect(LISTING_AUTOLOAD_LIMIT).toBe(50);
  });
  it('when a delivery time range is read, then its lower bound counts', () => {
    expect(deliveryTimeMinutes('20-30')).toBe(20);
    expect(deliveryTimeMinutes('')).toBe(Number.POSITIVE_INFINITY);
  });
});

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
