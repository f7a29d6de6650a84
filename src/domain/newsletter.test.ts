import { describe, expect, it } from 'vitest';
import { newsletterFormSchema, newsletterSubscribeRequestSchema, tokenFromHash } from './newsletter.ts';

const TOKEN = 'A'.repeat(42) + '_';

describe('newsletter shapes', () => {
  it.each([
    ['', 'newsletter.errors.required'],
    ['   ', 'newsletter.errors.required'],
    ['anna@', 'newsletter.errors.invalid'],
    ['anna@example', 'newsletter.errors.invalid'],
    [`${'a'.repeat(250)}@example.com`, 'newsletter.errors.tooLong'],
  ])('when the form gets %j, then it refuses it with %s', (email, key) => {
    const r = newsletterFormSchema.safeParse({ email });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(key);
  });

  it('when an address has spaces around it, then form and request accept it trimmed', () => {
    expect(newsletterFormSchema.parse({ email: ' anna@example.com ' }).email).toBe('anna@example.com');
    expect(newsletterSubscribeRequestSchema.parse({ email: ' anna@example.com ', language: 'tr' })).toEqual({ email: 'anna@example.com', language: 'tr' });
  });

  it('when the request has an unknown language or a submission id that is no uuid, then it is refused', () => {
    expect(newsletterSubscribeRequestSchema.safeParse({ email: 'anna@example.com', language: 'fr' }).success).toBe(false);
    expect(newsletterSubscribeRequestSchema.safeParse({ email: 'anna@example.com', submissionId: 'x' }).success).toBe(false);
  });

  it('when a mail link fragment carries a token, then it is read; a malformed one is not', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash(`#token=${'A'.repeat(42)}$`)).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});
