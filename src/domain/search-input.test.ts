import { describe, expect, it } from 'vitest';
import { expectEach } from '../test/expect-each.ts';
import { classifyLocationInput, homeSearchTarget } from './search-input.ts';

describe('location box classification (spec 1 §5)', () => {
  it('when the input is empty or blank, then it is empty (alert)', () => {
    expectEach(classifyLocationInput, [['', { kind: 'empty' }], ['   ', { kind: 'empty' }], [null, { kind: 'empty' }]]);
  });
  it('when the input is 4 or 5 digits, then it is a postal code', () => {
    expectEach(classifyLocationInput, [
      [' 1010 ', { kind: 'postalCode', value: '1010' }],
      ['12345', { kind: 'postalCode', value: '12345' }],
    ]);
  });
  it('when the input has 3 or 6 digits, then it is free search', () => {
    expectEach(classifyLocationInput, [['101', { kind: 'search', value: '101' }], ['101010', { kind: 'search', value: '101010' }]]);
  });
  it('when the input is letters, spaces and hyphens, then it is a city in lower case', () => {
    expectEach(classifyLocationInput, [
      ['Wiener Neustadt', { kind: 'city', value: 'wiener neustadt' }],
      ['Sankt-Pölten', { kind: 'city', value: 'sankt-pölten' }],
    ]);
  });
  it('when the input holds anything else, then it is free search', () => {
    expectEach(classifyLocationInput, [
      ['Mariahilfer Straße 1', { kind: 'search', value: 'Mariahilfer Straße 1' }],
      ['St. Pölten', { kind: 'search', value: 'St. Pölten' }],
    ]);
  });
});

describe('home search submit (spec 1 §2)', () => {
  it('when the value has four digits, then it is always a postal code, whatever the tab', () => {
    expectEach((tab: 'address' | 'city') => homeSearchTarget(tab, '8010'), [
      ['address', { kind: 'postalCode', value: '8010' }],
      ['city', { kind: 'postalCode', value: '8010' }],
    ]);
  });
  it('when the address tab is used, then the text is a search', () => {
    expect(homeSearchTarget('address', 'Herrengasse 5')).toEqual({ kind: 'search', value: 'Herrengasse 5' });
  });
  it('when the city tab is used, then the city is lower-cased', () => {
    expect(homeSearchTarget('city', 'Graz')).toEqual({ kind: 'city', value: 'graz' });
  });
  it('when the postal tab is used, then the text is a postal code', () => {
    expect(homeSearchTarget('postal', '12345')).toEqual({ kind: 'postalCode', value: '12345' });
  });
  it('when the text is empty, then it is empty (alert)', () => {
    expect(homeSearchTarget('city', ' ')).toEqual({ kind: 'empty' });
  });
});
