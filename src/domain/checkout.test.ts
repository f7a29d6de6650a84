import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from './contact.ts';
import {
  checkoutFieldErrors, isInvalidVendorId, isValidPostalCode, needsOutOfHoursWarning,
  scheduledTime, shouldCheckZone, submitBlocker,
} from './checkout.ts';
import type { CheckoutForm } from './checkout.ts';

const w = (local: string) => new Date(`${local}+01:00`); // winter Vienna wall time

const full: CheckoutForm = {
  firstName: 'Anna', lastName: 'Huber', street: 'Mariahilfer Straße', buildingNumber: '12', apartmentNumber: '4',
  doorbell: 'Huber', phone: '+43 660 1234567', email: 'anna@example.at', postalCode: '1060', city: 'Wien',
};

describe('checkout required fields (spec 1 §5)', () => {
  it('when every field is filled for delivery, then there are no errors', () => {
    expect(checkoutFieldErrors(full, 'delivery')).toEqual({});
  });
  it('when name, phone or e-mail are missing, then they are required for any order type', () => {
    expect(checkoutFieldErrors({}, 'pickup')).toEqual({ firstName: 'required', lastName: 'required', phone: 'required', email: 'required' });
  });
  it('when delivering, then postal code, city, street, building number, apartment number and doorbell are required', () => {
    const e = checkoutFieldErrors({ firstName: 'A', lastName: 'B', phone: '0660 123456', email: 'a@b.at' }, 'delivery');
    expect(Object.keys(e).sort()).toEqual(['apartmentNumber', 'buildingNumber', 'city', 'doorbell', 'postalCode', 'street']);
  });
  it('when picking up, then no address field is required', () => {
    expect(checkoutFieldErrors({ ...full, street: '', postalCode: '' }, 'pickup')).toEqual({});
  });
  it('when floor, staircase and notes are empty, then that is fine', () => {
    expect(checkoutFieldErrors({ ...full, floor: '', stair: '', entranceNotes: '', notes: '' }, 'delivery')).toEqual({});
  });
  it('when the postal code is not exactly 4 digits, then it is invalid', () => {
    expect(checkoutFieldErrors({ ...full, postalCode: '10600' }, 'delivery')).toEqual({ postalCode: 'invalid' });
    expect(isValidPostalCode('1060')).toBe(true);
    expect(isValidPostalCode('106a')).toBe(false);
  });
  it('when e-mail or phone have a wrong shape, then they are invalid', () => {
    expect(checkoutFieldErrors({ ...full, email: 'anna@', phone: 'abc' }, 'pickup')).toEqual({ email: 'invalid', phone: 'invalid' });
    expect(isValidEmail('a.b@c.at')).toBe(true);
    expect(isValidPhone('01/234 56 78')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
  });
});

describe('submit disabled (spec 1 §5)', () => {
  const ok = { lineCount: 2, termsAccepted: true, orderType: 'delivery' as const, zoneState: 'valid' as const, hasZone: true, minimumBlocks: false };
  it('when everything is fine, then submit is enabled', () => {
    expect(submitBlocker(ok)).toBeNull();
  });
  it('when the cart is empty, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, lineCount: 0 })).toBe('empty-cart');
  });
  it('when the terms are not accepted, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, termsAccepted: false })).toBe('terms');
  });
  it('when delivering while the zone check runs, fails or found no zone, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, zoneState: 'checking' })).toBe('zone-checking');
    expect(submitBlocker({ ...ok, zoneState: 'error' })).toBe('zone-error');
    expect(submitBlocker({ ...ok, hasZone: false })).toBe('no-zone');
  });
  it('when delivering below a required minimum, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, minimumBlocks: true })).toBe('below-minimum');
  });
  it('when picking up, then zone and minimum do not block', () => {
    expect(submitBlocker({ ...ok, orderType: 'pickup', zoneState: 'error', hasZone: false, minimumBlocks: true })).toBeNull();
  });
});

describe('zone check and vendor id (spec 1 §4, §5)', () => {
  it('when exactly 4 characters are typed, then the zone check runs', () => {
    expect(shouldCheckZone('106')).toBe(false);
    expect(shouldCheckZone('1060')).toBe(true);
    expect(shouldCheckZone('10600')).toBe(false);
  });
  it('when the vendor id is empty, "undefined" or "null", then it is invalid', () => {
    expect(['', ' ', 'undefined', 'null', null, undefined].every(isInvalidVendorId)).toBe(true);
    expect(isInvalidVendorId('pizzeria-da-mario')).toBe(false);
  });
});

describe('scheduled time and out-of-hours warning (spec 1 §5)', () => {
  it('when a time later today is chosen, then it is today on the Vienna clock', () => {
    expect(scheduledTime('19:30', w('2026-11-23T12:00:00'))?.toISOString()).toBe(w('2026-11-23T19:30:00').toISOString());
  });
  it('when a time already past is chosen, then it is moved to the next day', () => {
    expect(scheduledTime('09:15', w('2026-11-23T12:00:00'))?.toISOString()).toBe(w('2026-11-24T09:15:00').toISOString());
  });
  it('when the time text is not a time, then there is no scheduled time', () => {
    expect(scheduledTime('25:00', w('2026-11-23T12:00:00'))).toBeNull();
    expect(scheduledTime('abends', w('2026-11-23T12:00:00'))).toBeNull();
  });
  it('when no time is chosen and the vendor is outside its hours, then the warning shows', () => {
    expect(needsOutOfHoursWarning({ openingHours: undefined, now: w('2026-11-23T08:00:00') })).toBe(true);
    expect(needsOutOfHoursWarning({ openingHours: undefined, now: w('2026-11-23T12:00:00') })).toBe(false);
  });
  it('when the chosen time is outside the hours, then the warning shows; within them, it does not', () => {
    const now = w('2026-11-23T08:00:00');
    expect(needsOutOfHoursWarning({ openingHours: undefined, now, scheduled: w('2026-11-23T23:00:00') })).toBe(true);
    expect(needsOutOfHoursWarning({ openingHours: undefined, now, scheduled: w('2026-11-23T12:00:00') })).toBe(false);
  });
});
