import { describe, expect, it } from 'vitest';
import { validationText } from './validation-text.ts';

/** A `t` that shows which key and values it was asked for. */
const t = (key: string, options?: { min?: number; max?: number }) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('validation text', () => {
  it.each([
    ['Name is required', 'validation.required'],
    ['must be at most 200 characters', 'validation.maxChars {"max":200}'],
    ['must be at least -5', 'validation.min {"min":-5}'],
    ['must be at most 99', 'validation.max {"max":99}'],
    ['must not be negative', 'validation.min {"min":0}'],
    ['Invalid input: expected number, received NaN', 'validation.number'],
    ['not an Austrian postal code', 'validation.postalCode'],
  ])('when the server says "%s", then the text is %s', (message, text) => {
    expect(validationText(t, message)).toBe(text);
  });

  it('when there is no message, then the generic text; when the phrasing is unknown, then the message as it is', () => {
    expect(validationText(t, undefined)).toBe('validation.invalid');
    expect(validationText(t, 'Zone overlaps another zone')).toBe('Zone overlaps another zone');
  });
});
