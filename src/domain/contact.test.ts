import { describe, expect, it } from 'vitest';
import { EMAIL_CASES, PHONE_CASES, POSTAL_CODE_CASES } from './contact-cases.ts';
import { isAustrianPostalCode, isValidEmail, isValidPhone, requestIdSchema } from './contact.ts';

describe('contact fields: one rule for browser and server', () => {
  it.each(EMAIL_CASES)('when the e-mail is %j, then valid is %s', (v, ok) => expect(isValidEmail(v)).toBe(ok));
  it.each(PHONE_CASES)('when the phone is %j, then valid is %s', (v, ok) => expect(isValidPhone(v)).toBe(ok));
  it.each(POSTAL_CODE_CASES)('when the postal code is %j, then valid is %s', (v, ok) => expect(isAustrianPostalCode(v)).toBe(ok));
  it('when a requestId is a UUID, then it is valid; shorter than 8, longer than 100 or with spaces it is not', () => {
    expect(requestIdSchema.safeParse('6f1c2e7a-3b4d-4e5f-8a9b-0c1d2e3f4a5b').success).toBe(true);
    expect(requestIdSchema.safeParse('r1').success).toBe(false);
    expect(requestIdSchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(requestIdSchema.safeParse('with space 123').success).toBe(false);
  });
});
