import { describe, expect, it } from 'vitest';
import { isAustrianPostalCode, matchZone, zonePostalCodes } from './zones.ts';
import type { DeliveryZone } from './types.ts';

const z1: DeliveryZone = { label: 'Innere Stadt', postalCode: '1010', minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
const z2: DeliveryZone = { label: 'Nah', postalCode: ['1020', '1030', '1010'], minPrice: 15, serviceFee: 3, serviceFeeMax: 0 };
const vendor = { postalCode: '1010', deliveryZones: [z1, z2] };

describe('zone matching (spec 1 §5)', () => {
  it('when a zone has a single postal code, then exactly that code matches it', () => {
    expect(matchZone(vendor, '1010')).toBe(z1);
  });

  it('when a zone has a list of postal codes, then membership in the list matches it', () => {
    expect(matchZone(vendor, '1030')).toBe(z2);
  });

  it('when several zones contain the code, then the first zone wins', () => {
    expect(matchZone({ postalCode: '1010', deliveryZones: [z2, z1] }, '1010')).toBe(z2);
  });

  it('when the postal code is in no zone, then there is no zone (not even the vendor own code)', () => {
    expect(matchZone(vendor, '1100')).toBeNull();
    expect(matchZone({ postalCode: '1100', deliveryZones: [z1] }, '1100')).toBeNull();
  });

  it('when only a prefix or a different string matches, then it does not match', () => {
    expect(matchZone(vendor, '101')).toBeNull();
    expect(matchZone(vendor, '10100')).toBeNull();
    expect(matchZone(vendor, '')).toBeNull();
  });

  it('when the typed code has surrounding spaces, then it is trimmed before matching', () => {
    expect(matchZone(vendor, ' 1020 ')).toBe(z2);
  });

  it('when the vendor has no zones, then only its own postal code matches, with minimum 0 and fee 0', () => {
    const v = { postalCode: '8010', deliveryZones: [] };
    expect(matchZone(v, '8010')).toEqual({ label: 'Standard', postalCode: '8010', minPrice: 0, serviceFee: 0, serviceFeeMax: 0 });
    expect(matchZone(v, '8020')).toBeNull();
  });

  it('when a zone code list is read, then single codes become a one-element list', () => {
    expect(zonePostalCodes(z1)).toEqual(['1010']);
    expect(zonePostalCodes(z2)).toEqual(['1020', '1030', '1010']);
  });

  it('when a postal code is checked, then Austrian codes have exactly 4 digits', () => {
    expect(isAustrianPostalCode('1010')).toBe(true);
    expect(isAustrianPostalCode('101')).toBe(false);
    expect(isAustrianPostalCode('10100')).toBe(false);
  });
});
