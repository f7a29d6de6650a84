import { describe, expect, it } from 'vitest';
import { streetOf, understandAddress, type AddressIntent } from './search-input.ts';

const pc = (postalCode: string, more: Omit<Extract<AddressIntent, { kind: 'postalCode' }>, 'kind' | 'postalCode'> = {}): AddressIntent => ({
  kind: 'postalCode',
  postalCode,
  ...more,
});
const street = (s: string, houseNumber?: string, city?: string): AddressIntent => ({
  kind: 'street',
  street: s,
  ...(houseNumber ? { houseNumber } : {}),
  ...(city ? { city } : {}),
});

// real inputs a customer types into the home box or the top bar → what they mean (issue 25 item 1)
const TABLE: [string, AddressIntent][] = [
  // a postal code anywhere selects it and keeps street, number and town
  ['Neubaugasse 12, 1070 Wien', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Wien' })],
  ['Neubaugasse 12 1070 Wien', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Wien' })],
  ['1070 Wien, Neubaugasse 12', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Wien' })],
  ['Wien 1070', pc('1070', { city: 'Wien' })],
  ['1070', pc('1070')],
  [' 1070 ', pc('1070')],
  ['1070 Wien', pc('1070', { city: 'Wien' })],
  ['A-1070 Wien', pc('1070', { city: 'Wien' })],
  ['AT-8010 Graz, Annenstraße 5', pc('8010', { street: 'Annenstraße', houseNumber: '5', city: 'Graz' })],
  ['Neubaugasse Nr. 12, 1070', pc('1070', { street: 'Neubaugasse', houseNumber: '12' })],
  ['Neubaugasse 12/3/5, 1070 Wien, Österreich', pc('1070', { street: 'Neubaugasse', houseNumber: '12/3/5', city: 'Wien' })],
  ['Hauptplatz 1, 4020 Linz', pc('4020', { street: 'Hauptplatz', houseNumber: '1', city: 'Linz' })],
  ['Getreidegasse 9, 5020 Salzburg', pc('5020', { street: 'Getreidegasse', houseNumber: '9', city: 'Salzburg' })],
  ['Maria-Theresien-Straße 18, 6020 Innsbruck', pc('6020', { street: 'Maria-Theresien-Straße', houseNumber: '18', city: 'Innsbruck' })],
  ['Favoritenstraße 100 1100 Wien', pc('1100', { street: 'Favoritenstraße', houseNumber: '100', city: 'Wien' })],
  ['Währinger Straße 25a, 1090 Wien', pc('1090', { street: 'Währinger Straße', houseNumber: '25a', city: 'Wien' })],
  ['Große Neugasse 3, 1040', pc('1040', { street: 'Große Neugasse', houseNumber: '3' })],
  ['Brückenstraße 2, 3100 St. Pölten', pc('3100', { street: 'Brückenstraße', houseNumber: '2', city: 'St. Pölten' })],
  // "str." / "Strasse" / no space before the number
  ['Mariahilfer Str. 10, 1060 Wien', pc('1060', { street: 'Mariahilfer Straße', houseNumber: '10', city: 'Wien' })],
  ['Hauptstr.5, 8010 Graz', pc('8010', { street: 'Hauptstraße', houseNumber: '5', city: 'Graz' })],
  ['Mariahilfer Strasse 10', street('Mariahilfer Straße', '10')],
  ['Neubaugasse12', street('Neubaugasse', '12')],
  // Turkish keyboard: dotted capital İ, dotless ı, caps lock, "Viyana"
  ['NEUBAUGASSE 12, 1070 WİEN', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Wien' })],
  ['Neubaugasse 12, 1070 Wıen', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Wien' })],
  ['Viyana 7', pc('1070', { city: 'Wien' })],
  ['Neubaugasse No: 12, 1070 Viyana', pc('1070', { street: 'Neubaugasse', houseNumber: '12', city: 'Viyana' })],
  // Vienna's districts by number or name
  ['Wien 7', pc('1070', { city: 'Wien' })],
  ['Wien 7.', pc('1070', { city: 'Wien' })],
  ['7. Bezirk', pc('1070', { city: 'Wien' })],
  ['Wien, 15. Bezirk', pc('1150', { city: 'Wien' })],
  ['Wien 23', pc('1230', { city: 'Wien' })],
  ['Wien-Neubau', pc('1070', { city: 'Wien' })],
  ['Favoriten', pc('1100', { city: 'Wien' })],
  ['Döbling', pc('1190', { city: 'Wien' })],
  ['Waehring', pc('1180', { city: 'Wien' })],
  ['Rudolfsheim-Fünfhaus', pc('1150', { city: 'Wien' })],
  ['Wien 24', { kind: 'city', city: 'wien' }],
  // a four-digit house number right after a street is the house number
  ['Neubaugasse 1070', street('Neubaugasse', '1070')],
  ['Triester Straße 1010', street('Triester Straße', '1010')],
  // streets without a postal code: resolved through what we know
  ['Neubaugasse 12', street('Neubaugasse', '12')],
  ['Ottakringer Straße 5a', street('Ottakringer Straße', '5a')],
  ['Am Hof 2', street('Am Hof', '2')],
  ['Annenstraße 5, Graz', street('Annenstraße', '5', 'Graz')],
  ['Wien, Neubaugasse 12', street('Neubaugasse', '12', 'Wien')],
  ['Herrengasse', street('Herrengasse')],
  ['Lerchenfelder Gürtel', street('Lerchenfelder Gürtel')],
  // towns and everything else
  ['Graz', { kind: 'city', city: 'graz' }],
  ['Vienna', { kind: 'city', city: 'wien' }],
  ['Wiener Neustadt', { kind: 'city', city: 'wiener neustadt' }],
  ['St. Pölten', { kind: 'search', text: 'St. Pölten' }],
  ['101', { kind: 'search', text: '101' }],
  ['12345', { kind: 'search', text: '12345' }],
  ['101010', { kind: 'search', text: '101010' }],
  ['', { kind: 'empty' }],
  ['  ,  ', { kind: 'empty' }],
];

describe('understandAddress (issue 25 item 1)', () => {
  it('has a table of at least 40 real inputs', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });
  it.each(TABLE)('when "%s" is typed, then it means %o', (text, expected) => {
    expect(understandAddress(text)).toEqual(expected);
  });
  it('when no text is given, then it is empty', () => {
    expect(understandAddress(null)).toEqual({ kind: 'empty' });
    expect(understandAddress(undefined)).toEqual({ kind: 'empty' });
  });
  it('when four digits stand alone, then they are always a postal code (spec 1 §2)', () => {
    for (const n of ['1010', '4020', '6020', '9020']) expect(understandAddress(n)).toEqual(pc(n));
  });
});

describe('streetOf (a picked place without a street takes the typed one)', () => {
  it('when the text starts with street and number, then both are read', () => {
    expect(streetOf('Neubaugasse 12, 1070 Wien')).toEqual({ street: 'Neubaugasse', houseNumber: '12' });
    expect(streetOf('Straße der Einheit 3a')).toEqual({ street: 'Straße der Einheit', houseNumber: '3a' });
  });
  it('when there is no street, then nothing is read', () => {
    expect(streetOf('Graz')).toEqual({});
    expect(streetOf('1070 Wien')).toEqual({});
  });
});
