import type { DeliveryZone } from '../../domain/types.ts';
import { checkZone } from './zone-check.ts';

const zone: DeliveryZone = { label: 'Neubau', postalCode: ['1070', '1060'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
const vendor = { postalCode: '1070', deliveryZones: [zone] };

describe('checkZone (spec 1 §4 zone check: idle / checking / valid / error)', () => {
  it('when fewer or more than 4 characters are typed, then the check is idle', () => {
    expect(checkZone('', { status: 'success', data: vendor }).check.state).toBe('idle');
    expect(checkZone('107', { status: 'success', data: vendor }).check.state).toBe('idle');
    expect(checkZone('10700', { status: 'success', data: vendor }).check.state).toBe('idle');
  });
  it('when 4 digits are typed while the vendor loads, then the check is running', () => {
    expect(checkZone('1070', { status: 'pending' }).check.state).toBe('checking');
  });
  it('when the code is in a zone list, then the check is valid with that zone', () => {
    const r = checkZone('1060', { status: 'success', data: vendor });
    expect(r.check.state).toBe('valid');
    expect(r.zone).toEqual(zone);
  });
  it('when the code is in no zone, then the check fails naming the code', () => {
    const r = checkZone('1100', { status: 'success', data: vendor });
    expect(r.check).toEqual({ state: 'error', reason: 'noZone', postalCode: '1100' });
    expect(r.zone).toBeNull();
  });
  it('when 4 characters are not digits, then the check fails', () => {
    expect(checkZone('10a0', { status: 'success', data: vendor }).check.state).toBe('error');
  });
  it('when the vendor could not be loaded, then the generic failure is reported', () => {
    expect(checkZone('1070', { status: 'error' }).check).toEqual({ state: 'error', reason: 'failed', postalCode: '1070' });
  });
  it('when the vendor has no zones, then only its own postal code is served, free and without minimum', () => {
    const own = { postalCode: '8010', deliveryZones: [] };
    expect(checkZone('8010', { status: 'success', data: own }).zone).toMatchObject({ minPrice: 0, serviceFee: 0 });
    expect(checkZone('8020', { status: 'success', data: own }).check.state).toBe('error');
  });
});
