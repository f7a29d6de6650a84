import { describe, expect, it } from 'vitest';
import { classifyLocationInput, homeSearchTarget } from './search-input.ts';

describe('location box classification (spec 1 §5)', () => {
  it('when the input is empty or blank, then it is empty (alert)', () => {
    expect(classifyLocationInput('')).toEqual({ kind: 'empty' });
    expect(classifyLocationInput('   ')).toEqual({ kind: 'empty' });
    expect(classifyLocationInput(null)).toEqual({ kind: 'empty' });
  });
  it('when the input is 4 or 5 digits, then it is a postal code', () => {
    expect(classifyLocationInput(' 1010 ')).toEqual({ kind: 'postalCode', value: '1010' });
    expect(classifyLocationInput('12345')).toEqual({ kind: 'postalCode', value: '12345' });
  });
  it('when the input has 3 or 6 digits, then it is free search', () => {
    expect(classifyLocationInput('101')).toEqual({ kind: 'search', value: '101' });
    expect(classifyLocationInput('101010')).toEqual({ kind: 'search', value: '101010' });
  });
  it('when the input is letters, spaces and hyphens, then it is a city in lower case', () => {
    expect(classifyLocationInput('Wiener Neustadt')).toEqual({ kind: 'city', value: 'wiener neustadt' });
    expect(classifyLocationInput('Sankt-Pölten')).toEqual({ kind: 'city', value: 'sankt-pölten' });
  });
  it('when the input holds anything else, then it is free search', () => {
    expect(classifyLocationInput('Mariahilfer Straße 1')).toEqual({ kind: 'search', value: 'Mariahilfer Straße 1' });
    expect(classifyLocationInput('St. Pölten')).toEqual({ kind: 'search', value: 'St. Pölten' });
  });
});

describe('home search submit (spec 1 §2)', () => {
  it('when the value has four digits, then it is always a postal code, whatever the tab', () => {
    expect(homeSearchTarget('address', '8010')).toEqual({ kind: 'postalCode', value: '8010' });
    expect(homeSearchTarget('city', '8010')).toEqual({ kind: 'postalCode', value: '8010' });
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
