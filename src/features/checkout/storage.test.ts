import {
  checkoutRequestId,
  dropCheckoutRequestId,
  FORM_KEY,
  loadCheckoutForm,
  loadPreferredPayment,
  REQUEST_ID_KEY,
  saveCheckoutForm,
  savePreferredPayment,
} from './storage.ts';
import { EMPTY_CHECKOUT_FORM } from './checkout-form.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  dropCheckoutRequestId();
});

describe('checkout requestId (one per checkout attempt)', () => {
  it('when asked twice in the same attempt, then the same id is returned and kept in sessionStorage', () => {
    const a = checkoutRequestId();
    const b = checkoutRequestId();
    expect(a).toBe(b);
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBe(a);
  });
  it('when the id is dropped after success, then the next attempt gets a new id', () => {
    const a = checkoutRequestId();
    dropCheckoutRequestId();
    expect(sessionStorage.getItem(REQUEST_ID_KEY)).toBeNull();
    expect(checkoutRequestId()).not.toBe(a);
  });
  it('when the stored value is tampered with, then a fresh well-formed id replaces it', () => {
    sessionStorage.setItem(REQUEST_ID_KEY, '<script>');
    expect(checkoutRequestId()).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });
});

describe('checkoutFormData', () => {
  it('when the form is saved, then contact and address come back but never the consent ticks', () => {
    saveCheckoutForm({ ...EMPTY_CHECKOUT_FORM, firstName: 'Anna', street: 'Neubaugasse', termsAccepted: true, marketingConsent: true });
    const back = loadCheckoutForm();
    expect(back.firstName).toBe('Anna');
    expect(back.street).toBe('Neubaugasse');
    expect(back.termsAccepted).toBe(false);
    expect(back.marketingConsent).toBe(false);
  });
  it('when the stored data is corrupted, then an empty form is used', () => {
    localStorage.setItem(FORM_KEY, '{broken');
    expect(loadCheckoutForm()).toEqual(EMPTY_CHECKOUT_FORM);
  });
});

describe('preferredPaymentMethod', () => {
  it('when a method was remembered, then it is read back; unknown values are ignored', () => {
    expect(loadPreferredPayment()).toBeNull();
    savePreferredPayment('atm');
    expect(loadPreferredPayment()).toBe('atm');
    localStorage.setItem('preferredPaymentMethod', 'bitcoin');
    expect(loadPreferredPayment()).toBeNull();
  });
});
