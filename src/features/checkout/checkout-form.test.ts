import { EMAIL_CASES, PHONE_CASES, POSTAL_CODE_CASES } from '../../domain/contact-cases.ts';
import { emailSchema, phoneSchema, postalCodeSchema } from '../../domain/contact.ts';
import type { ServiceKind } from '../../domain/types.ts';
import { ANNA_CHECKOUT_FORM } from '../../test/checkout-form.ts';
import {
  checkoutFormSchema,
  checkoutResolver,
  parseTip,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form.ts';

const valid = ANNA_CHECKOUT_FORM;

/** field → message key of the schema's verdict */
function errorsOf(form: CheckoutForm, orderType: ServiceKind): Partial<Record<CheckoutField, string>> {
  const r = checkoutFormSchema(orderType).safeParse(form);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('checkout form schema (spec 1 §5 "Checkout required")', () => {
  it('when every required field is filled, then there are no errors for delivery or pickup', () => {
    expect(errorsOf(valid, 'delivery')).toEqual({});
    expect(errorsOf(valid, 'pickup')).toEqual({});
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
    expect(errorsOf({ ...valid, [field]: '   ' }, 'delivery')).toEqual({ [field]: key });
  });

  it('when the terms are not accepted, then termsAccepted reports the consent message', () => {
    expect(errorsOf({ ...valid, termsAccepted: false }, 'delivery')).toEqual({ termsAccepted: 'checkout.errors.termsRequired' });
  });

  it('when the address fields are blank on a pickup, then they are not required', () => {
    const pickupForm = { ...valid, postalCode: '', city: '', street: '', houseNumber: '', apartment: '', doorbell: '' };
    expect(errorsOf(pickupForm, 'pickup')).toEqual({});
    expect(Object.keys(errorsOf(pickupForm, 'delivery')).sort()).toEqual(
      ['apartment', 'city', 'doorbell', 'houseNumber', 'postalCode', 'street'].sort(),
    );
  });

  it('when optional fields (floor, staircase, notes, note, tip, time, marketing) are empty, then they raise no error', () => {
    const f = { ...valid, floor: '', staircase: '', entranceNotes: '', notes: '', tip: '', preferredTime: '', marketingConsent: false };
    expect(errorsOf(f, 'delivery')).toEqual({});
  });
});

describe('the form judges contact fields exactly like the shared schemas (one table for browser and server)', () => {
  it.each(EMAIL_CASES)('when the e-mail is %j, then the form accepts it: %s', (email, ok) => {
    expect(emailSchema.safeParse(email).success).toBe(ok);
    expect(errorsOf({ ...valid, email }, 'pickup').email === undefined).toBe(ok);
  });
  it.each(PHONE_CASES)('when the phone is %j, then the form accepts it: %s', (phone, ok) => {
    expect(phoneSchema.safeParse(phone).success).toBe(ok);
    expect(errorsOf({ ...valid, phone }, 'pickup').phone === undefined).toBe(ok);
  });
  it.each(POSTAL_CODE_CASES)('when the postal code is %j, then a delivery accepts it: %s', (postalCode, ok) => {
    expect(postalCodeSchema.safeParse(postalCode).success).toBe(ok);
    expect(errorsOf({ ...valid, postalCode }, 'delivery').postalCode === undefined).toBe(ok);
  });
  it('when a filled field is invalid, then it reports "invalid" rather than "required"', () => {
    expect(errorsOf({ ...valid, email: 'anna@' }, 'pickup').email).toBe('checkout.errors.emailInvalid');
    expect(errorsOf({ ...valid, phone: '12' }, 'pickup').phone).toBe('checkout.errors.phoneInvalid');
    expect(errorsOf({ ...valid, postalCode: '107' }, 'delivery').postalCode).toBe('checkout.errors.postalCodeInvalid');
  });
});

describe('tip', () => {
  it.each([
    ['', 0],
    ['2', 200],
    ['2,5', 250],
    ['2.50', 250],
    [' 10 ', 1000],
    ['500', 50000],
  ] as const)('when %j is typed, then the tip is %i cents', (text, cents) => {
    expect(parseTip(text)).toBe(cents);
    expect(errorsOf({ ...valid, tip: text }, 'pickup')).toEqual({});
  });
  it.each(['-1', 'abc', '2,555', '500,01', '1000'])('when %j is typed, then the tip is refused', (text) => {
    expect(parseTip(text)).toBeNull();
    expect(errorsOf({ ...valid, tip: text }, 'pickup')).toEqual({ tip: 'checkout.errors.tipInvalid' });
  });
});

describe('checkoutResolver (react-hook-form)', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  it('when the context is a pickup, then the address is not required; for a delivery it is', async () => {
    const form = { ...valid, street: '' };
    expect((await checkoutResolver(form, { orderType: 'pickup' }, options)).errors).toEqual({});
    const delivery = await checkoutResolver(form, { orderType: 'delivery' }, options);
    expect(delivery.errors.street?.message).toBe('checkout.errors.streetRequired');
  });
  it('when the form is valid, then the values come back unchanged', async () => {
    expect((await checkoutResolver(valid, { orderType: 'delivery' }, options)).values).toEqual(valid);
  });
});
