import { describe, expect, it } from 'vitest';
import {
  LISTING_AUTOLOAD_LIMIT, PAGE_SIZE, buildListingFilter, categoryToTag, nextPageSize, parseListingFilter,
} from './listing.ts';

describe('category mapping (spec 1 §7)', () => {
  it('when the category is all or empty, then there is no tag', () => {
    expect(categoryToTag('all')).toBeNull();
    expect(categoryToTag('')).toBeNull();
    expect(categoryToTag(undefined)).toBeNull();
  });
  it('when the category is gesund, vegetarisch or lebensmittel, then it maps to healthy, vegetarian or food', () => {
    expect(categoryToTag('gesund')).toBe('healthy');
    expect(categoryToTag('vegetarisch')).toBe('vegetarian');
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
      .toEqual({ zones: ['1070'], tags: ['vegetarian'], text: 'Tofu' });
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
});
