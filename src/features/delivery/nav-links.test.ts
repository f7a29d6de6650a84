import { describe, expect, it } from 'vitest';
import { addressLine, geoUri, navigationUrl, phoneHref } from './nav-links.ts';

describe('courier links', () => {
  it('when an address has street lines, then one search line with postal code, town and country is built', () => {
    expect(addressLine({ addrLines: ['Favoritenstraße 10/5', ' '], postalCode: '1100', city: 'Wien' })).toBe('Favoritenstraße 10/5, 1100 Wien, Österreich');
  });

  it('when a navigation link is built, then the address is URL-encoded into the destination', () => {
    expect(navigationUrl('Neubaugasse 12, 1070 Wien & Co')).toBe(
      'https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=Neubaugasse%2012%2C%201070%20Wien%20%26%20Co',
    );
    expect(geoUri('Neubaugasse 12, 1070 Wien')).toBe('geo:0,0?q=Neubaugasse%2012%2C%201070%20Wien');
  });

  it('when a phone number has spaces, slashes or a stray plus, then the tel: link keeps digits and one leading +', () => {
    expect(phoneHref('+43 660 / 123 45 67')).toBe('tel:+436601234567');
    expect(phoneHref('0660 12+34')).toBe('tel:06601234');
  });
});
