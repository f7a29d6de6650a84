import {
  checkoutAddressChosen,
  checkoutRequestId,
  dropCheckoutRequestId,
  FORM_KEY,
  initialCheckoutForm,
  loadCheckoutForm,
  loadPreferredPayment,
  REQUEST_ID_KEY,
  saveCheckoutDraft,
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

describe('the address typed on the home page fills checkout (issue 25 item 1)', () => {
  // what the listing keeps of the place browsed (spec 1 §3 keys)
  const browse = (street?: string, houseNumber?: string) => {
    localStorage.setItem('selectedPostalCode', '1070');
    localStorage.setItem('selectedCity', 'Wien');
    if (street) localStorage.setItem('selectedStreet', street);
    if (houseNumber) localStorage.setItem('selectedHouseNumber', houseNumber);
  };

  it('when a full address was typed and nothing is saved, then postal code, town, street and number are filled', () => {
    browse('Neubaugasse', '12');
    expect(initialCheckoutForm()).toMatchObject({ postalCode: '1070', city: 'Wien', street: 'Neubaugasse', houseNumber: '12', firstName: '' });
  });
  it('when another address was saved, then the typed one replaces it with its door details, the contact data stays', () => {
    saveCheckoutForm({ ...EMPTY_CHECKOUT_FORM, firstName: 'Anna', postalCode: '1100', city: 'Wien', street: 'Favoritenstraße', houseNumber: '3', doorbell: 'Huber' });
    browse('Neubaugasse', '12');
    expect(initialCheckoutForm()).toMatchObject({ firstName: 'Anna', postalCode: '1070', street: 'Neubaugasse', houseNumber: '12', doorbell: '' });
  });
  it('when the saved address is the typed one, then its door details stay', () => {
    saveCheckoutForm({ ...EMPTY_CHECKOUT_FORM, postalCode: '1070', city: 'Wien', street: 'Neubaugasse', houseNumber: '12', doorbell: 'Huber' });
    browse('Neubaugasse', '12');
    expect(initialCheckoutForm()).toMatchObject({ street: 'Neubaugasse', doorbell: 'Huber' });
  });
  it('when only a postal code was browsed, then the saved address stays', () => {
    saveCheckoutForm({ ...EMPTY_CHECKOUT_FORM, postalCode: '1100', city: 'Wien', street: 'Favoritenstraße', houseNumber: '3' });
    browse();
    expect(initialCheckoutForm()).toMatchObject({ postalCode: '1100', street: 'Favoritenstraße' });
  });
});

describe('an address chosen on purpose is kept from the signed-in customer\'s default address (issue 25 item 7)', () => {
  it('when nothing was typed in this tab or on the home page, then the default address may fill the form', () => {
    saveCheckoutForm({ ...EMPTY_CHECKOUT_FORM, postalCode: '1100', street: 'Favoritenstraße' });
    localStorage.setItem('selectedPostalCode', '1150');
    expect(checkoutAddressChosen()).toBe(false);
  });
  it('when this tab\'s draft holds an address, then it is kept', () => {
    saveCheckoutDraft({ ...EMPTY_CHECKOUT_FORM, postalCode: '1150' });
    expect(checkoutAddressChosen()).toBe(true);
  });
  it('when this tab\'s draft holds only contact data, then the default address may fill the form', () => {
    saveCheckoutDraft({ ...EMPTY_CHECKOUT_FORM, firstName: 'Anna' });
    expect(checkoutAddressChosen()).toBe(false);
  });
  it('when a full address was typed on the home page, then it is kept', () => {
    localStorage.setItem('selectedPostalCode', '1150');
    localStorage.setItem('selectedStreet', 'Märzstraße');
    expect(checkoutAddressChosen()).toBe(true);
  });
});
