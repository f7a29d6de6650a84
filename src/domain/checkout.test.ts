import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from './contact.ts';
import {
  checkoutFieldErrors, isValidPostalCode,
} from './checkout.ts';
import type { CheckoutForm } from './checkout.ts';

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
