import { buildListingFilter } from '../../domain/listing.ts';
import { listingSearchSchema } from './search-schema.ts';

const parse = (raw: Record<string, unknown>) => listingSearchSchema.parse(raw);

describe('listing search params (spec 1 §2 defaults)', () => {
  it('when nothing is given, then city is wien, category all and type address', () => {
    expect(parse({})).toMatchObject({ city: 'wien', category: 'all', type: 'address' });
  });

  it('when a postal code is given, then no default city is added', () => {
    const s = parse({ postalCode: '1070' });
    expect(s.postalCode).toBe('1070');
    expect(s.city).toBeUndefined();
  });

  it('when only a free search is given, then no default city is added', () => {
    expect(parse({ search: 'pizza' }).city).toBeUndefined();
  });

  it('when values are invalid, then they fall back instead of failing the page', () => {
    const s = parse({ postalCode: '10x7', category: 'kebab', type: 'nope', deliveryType: 'drone', sort: 'random' });
    expect(s).toMatchObject({ postalCode: undefined, category: 'all', type: 'address', deliveryType: undefined, sort: undefined, city: 'wien' });
  });

  it('when the footer’s English category words are given, then they select the vegetarian and groceries chips and filter by their tags', () => {
    expect(parse({ category: 'vegetarian' }).category).toBe('vegetarisch');
    expect(parse({ category: 'groceries' }).category).toBe('lebensmittel');
    expect(buildListingFilter({ city: 'wien', category: parse({ category: 'vegetarian' }).category })).toBe('zone:wien tag:vegetarian');
    expect(buildListingFilter({ city: 'wien', category: parse({ category: 'groceries' }).category })).toBe('zone:wien tag:food');
    for (const c of ['pizza', 'sushi', 'burger']) expect(parse({ category: c }).category).toBe(c);
    // only exact words: no prototype keys, no case games
    expect(parse({ category: 'toString' }).category).toBe('all');
    expect(parse({ category: 'Vegetarian' }).category).toBe('all');
  });

  it('when a city is given in mixed case, then it is lower-cased', () => {
    expect(parse({ city: 'Wiener  Neustadt' }).city).toBe('wiener neustadt');
  });

  it('when an address was chosen, then cityName, street and houseNumber are kept', () => {
    expect(parse({ postalCode: '1070', cityName: 'Wien', street: 'Neubaugasse', houseNumber: '12', deliveryType: 'pickup' })).toMatchObject({
      cityName: 'Wien',
      street: 'Neubaugasse',
      houseNumber: '12',
      deliveryType: 'pickup',
    });
  });
});
