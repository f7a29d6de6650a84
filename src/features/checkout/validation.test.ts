import { invalidFormAlert, normaliseScheduledTime, submitBlocker, type SubmitContext } from './validation.ts';

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

describe('invalidFormAlert (spec 1 §5 "On submit alerts")', () => {
  it('when a signed-in delivery order has no complete address, then it asks to choose a delivery address', () => {
    expect(invalidFormAlert(['street'], { orderType: 'delivery', signedIn: true })).toBe('checkout.alerts.chooseAddress');
    expect(invalidFormAlert(['firstName', 'postalCode'], { orderType: 'delivery', signedIn: true })).toBe('checkout.alerts.chooseAddress');
  });
  it('when a guest delivery order lacks postal code or town, then it asks for them (there is no suggestion list here)', () => {
    expect(invalidFormAlert(['city'], { orderType: 'delivery', signedIn: false })).toBe('checkout.alerts.addressMissing');
    expect(invalidFormAlert(['postalCode', 'street'], { orderType: 'delivery', signedIn: false })).toBe('checkout.alerts.addressMissing');
  });
  it('when other fields are invalid, or it is a pickup, then it asks to fill in the required fields', () => {
    expect(invalidFormAlert(['street'], { orderType: 'delivery', signedIn: false })).toBe('checkout.alerts.fixErrors');
    expect(invalidFormAlert(['email'], { orderType: 'delivery', signedIn: true })).toBe('checkout.alerts.fixErrors');
    expect(invalidFormAlert(['city'], { orderType: 'pickup', signedIn: true })).toBe('checkout.alerts.fixErrors');
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
  it('when the next day is the spring change (2026-03-29), then 18:30 Vienna time stays 18:30 (not 19:30)', () => {
    // 28 March 18:30 CET = 17:30Z, passed at 18:00Z; 29 March 18:30 CEST = 16:30Z
    expect(normaliseScheduledTime('2026-03-28T17:30:00.000Z', new Date('2026-03-28T18:00:00Z'))).toBe('2026-03-29T16:30:00.000Z');
  });
  it('when no time is chosen or it is garbage, then it is null (as soon as possible)', () => {
    expect(normaliseScheduledTime('', now)).toBeNull();
    expect(normaliseScheduledTime('not a date', now)).toBeNull();
  });
});
