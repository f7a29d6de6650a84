import {
  EMPTY_CHECKOUT_FORM,
  firstInvalidField,
  normaliseScheduledTime,
  submitBlocker,
  validateCheckoutForm,
  type CheckoutForm,
  type SubmitContext,
} from './validation.ts';

const valid: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  firstName: 'Anna',
  lastName: 'Huber',
  phone: '+43 660 1234567',
  email: 'anna@example.at',
  postalCode: '1070',
  city: 'Wien',
  street: 'Neubaugasse',
  houseNumber: '12',
  apartment: '4',
  doorbell: 'Huber',
  termsAccepted: true,
};

describe('validateCheckoutForm (spec 1 §5 "Checkout required")', () => {
  it('when every required field is filled, then there are no errors for delivery or pickup', () => {
    expect(validateCheckoutForm(valid, 'delivery')).toEqual({});
    expect(validateCheckoutForm(valid, 'pickup')).toEqual({});
  });

  it.each([
    ['firstName', 'checkout.errors.firstNameRequired'],
    ['lastName', 'checkout.errors.lastNameRequired'],
    ['phone', 'checkout.errors.phoneRequired'],
    ['email', 'checkout.errors.emailRequired'],
    ['postalCode', 'checkout.errors.postalCodeRequired'],
    ['city', 'checkout.errors.cityRequired'],
    ['street', 'checkout.errors.streetRequired'],
    ['houseNumber', 'checkout.errors.houseNumberRequired'],
    ['apartment', 'checkout.errors.apartmentRequired'],
    ['doorbell', 'checkout.errors.doorbellRequired'],
  ] as const)('when %s is blank on a delivery, then exactly that field reports %s', (field, key) => {
    const errors = validateCheckoutForm({ ...valid, [field]: '   ' }, 'delivery');
    expect(errors).toEqual({ [field]: key });
  });

  it('when the terms are not accepted, then termsAccepted reports the consent message', () => {
    expect(validateCheckoutForm({ ...valid, termsAccepted: false }, 'delivery')).toEqual({
      termsAccepted: 'checkout.errors.termsRequired',
    });
  });

  it('when the address fields are blank on a pickup, then they are not required', () => {
    const pickupForm = { ...valid, postalCode: '', city: '', street: '', houseNumber: '', apartment: '', doorbell: '' };
    expect(validateCheckoutForm(pickupForm, 'pickup')).toEqual({});
    expect(Object.keys(validateCheckoutForm(pickupForm, 'delivery')).sort()).toEqual(
      ['apartment', 'city', 'doorbell', 'houseNumber', 'postalCode', 'street'].sort(),
    );
  });

  it.each(['107', '10700', '1o70', 'abcd'])('when the postal code is "%s", then it must be exactly 4 digits', (code) => {
    expect(validateCheckoutForm({ ...valid, postalCode: code }, 'delivery').postalCode).toBe(
      'checkout.errors.postalCodeInvalid',
    );
  });

  it.each(['anna', 'anna@', 'anna@example', 'a b@example.at'])('when the e-mail is "%s", then it is invalid', (email) => {
    expect(validateCheckoutForm({ ...valid, email }, 'pickup').email).toBe('checkout.errors.emailInvalid');
  });

  it.each(['12', 'call me', '+43 660 12x4567'])('when the phone is "%s", then it is invalid', (phone) => {
    expect(validateCheckoutForm({ ...valid, phone }, 'pickup').phone).toBe('checkout.errors.phoneInvalid');
  });

  it('when optional fields (floor, staircase, notes, time, marketing) are empty, then they raise no error', () => {
    const f = { ...valid, floor: '', staircase: '', entranceNotes: '', preferredTime: '', marketingConsent: false };
    expect(validateCheckoutForm(f, 'delivery')).toEqual({});
  });

  it('when several fields are invalid, then the first invalid field in page order is named', () => {
    const errors = validateCheckoutForm({ ...valid, email: '', street: '', firstName: '' }, 'delivery');
    expect(firstInvalidField(errors)).toBe('firstName');
    expect(firstInvalidField(validateCheckoutForm({ ...valid, street: '', termsAccepted: false }, 'delivery'))).toBe(
      'street',
    );
    expect(firstInvalidField({})).toBeNull();
  });
});

describe('submitBlocker (spec 1 §5 "Submit disabled when")', () => {
  const ok: SubmitContext = {
    cartEmpty: false,
    termsAccepted: true,
    orderType: 'delivery',
    zoneCheck: { state: 'valid' },
    hasZone: true,
    minimumBlocks: false,
    submitting: false,
  };

  it('when everything is in order, then submit is enabled', () => {
    expect(submitBlocker(ok)).toBeNull();
  });
  it('when the cart is empty, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, cartEmpty: true })).toBe('cartEmpty');
  });
  it('when the terms are not accepted, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, termsAccepted: false })).toBe('termsRequired');
  });
  it('when the zone check is running on a delivery, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, zoneCheck: { state: 'checking' }, hasZone: false })).toBe('zoneChecking');
  });
  it('when the zone check failed on a delivery, then submit is disabled', () => {
    expect(
      submitBlocker({ ...ok, zoneCheck: { state: 'error', reason: 'noZone', postalCode: '9999' }, hasZone: false }),
    ).toBe('zoneError');
  });
  it('when no zone is chosen on a delivery, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, zoneCheck: { state: 'idle' }, hasZone: false })).toBe('noZone');
  });
  it('when the vendor requires its minimum and the cart is below it, then submit is disabled', () => {
    expect(submitBlocker({ ...ok, minimumBlocks: true })).toBe('belowMinimum');
  });
  it('when an order is being sent, then submit is disabled (no double submission)', () => {
    expect(submitBlocker({ ...ok, submitting: true })).toBe('submitting');
  });
  it('when the order is a pickup, then zone and minimum do not block', () => {
    expect(
      submitBlocker({ ...ok, orderType: 'pickup', zoneCheck: { state: 'idle' }, hasZone: false, minimumBlocks: true }),
    ).toBeNull();
  });
});

describe('normaliseScheduledTime (spec 1 §5: a time in the past moves to the next day)', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  it('when the time is in the future, then it is kept', () => {
    expect(normaliseScheduledTime('2026-03-10T19:15:00.000Z', now)).toBe('2026-03-10T19:15:00.000Z');
  });
  it('when the time is in the past, then it moves to the next day', () => {
    expect(normaliseScheduledTime('2026-03-10T12:00:00.000Z', now)).toBe('2026-03-11T12:00:00.000Z');
  });
  it('when no time is chosen or it is garbage, then it is null (as soon as possible)', () => {
    expect(normaliseScheduledTime('', now)).toBeNull();
    expect(normaliseScheduledTime('not a date', now)).toBeNull();
  });
});
