import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressFormSchema,
  EMPTY_ADDRESS,
  EMPTY_WORKPLACE,
  parseBudget,
  profileFormSchema,
  statusTone,
  summaryMessage,
  toWorkplaceInput,
  workplaceFormSchema,
} from './schemas.ts';

const address = { ...EMPTY_ADDRESS, title: 'Zuhause', street: 'Neubaugasse', building_number: '12', city: 'Wien', postal_code: '1070' };
const workplace = { ...EMPTY_WORKPLACE, company_name: 'ACME', street: 'Ring', building_number: '1', city: 'Wien', postal_code: '1010' };

function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('profile forms (spec 2 §5)', () => {
  it('when a required address field is blank, then "fill in all required fields" for it; optional ones may stay empty', () => {
    for (const k of ['title', 'street', 'building_number', 'city', 'postal_code'] as const) {
      expect(problems(addressFormSchema, { ...address, [k]: '  ' })).toEqual({ [k]: 'profile.addresses.required' });
    }
    expect(problems(addressFormSchema, address)).toEqual({});
  });

  it('when the postal code is not four digits (the shared Austrian rule), then it is refused', () => {
    expect(problems(addressFormSchema, { ...address, postal_code: '10a0' })).toEqual({ postal_code: 'profile.addresses.postalInvalid' });
    expect(problems(addressFormSchema, { ...address, postal_code: '10700' })).toEqual({ postal_code: 'profile.addresses.postalInvalid' });
    expect(problems(addressFormSchema, { ...address, postal_code: ' 1070 ' })).toEqual({});
  });

  it('when several rules are broken, then the dialog says "fill in all required fields" first', () => {
    const errors = { postal_code: { message: 'profile.addresses.postalInvalid' }, city: { message: 'profile.addresses.required' } };
    expect(summaryMessage(errors, 'profile.addresses.required')).toBe('profile.addresses.required');
    expect(summaryMessage({ postal_code: { message: 'profile.addresses.postalInvalid' } }, 'profile.addresses.required')).toBe(
      'profile.addresses.postalInvalid',
    );
    expect(summaryMessage({}, 'profile.addresses.required')).toBeNull();
  });

  it('when a workplace lacks a required field, then the German message key; the budget is optional and 0 when empty', () => {
    expect(problems(workplaceFormSchema, { ...workplace, company_name: '' })).toEqual({ company_name: 'profile.workplaces.required' });
    expect(problems(workplaceFormSchema, workplace)).toEqual({});
    expect(toWorkplaceInput(workplace).monthly_budget).toBe(0);
  });

  it('when a budget is typed, then it is parsed as a number (comma allowed) and nonsense is refused', () => {
    expect(parseBudget('')).toBe(0);
    expect(parseBudget('250,50')).toBe(250.5);
    expect(parseBudget('300')).toBe(300);
    expect(parseBudget('-5')).toBeNull();
    expect(parseBudget('abc')).toBeNull();
    expect(problems(workplaceFormSchema, { ...workplace, monthly_budget: '1e9' })).toEqual({ monthly_budget: 'profile.workplaces.budgetInvalid' });
  });

  it('when the phone is empty it may be saved; otherwise it must pass the shared phone rule', () => {
    expect(problems(profileFormSchema, { first_name: '', last_name: '', phone: '' })).toEqual({});
    expect(problems(profileFormSchema, { first_name: 'A', last_name: 'B', phone: '+43 660 1234567' })).toEqual({});
    expect(problems(profileFormSchema, { first_name: 'A', last_name: 'B', phone: '0660-abc' })).toEqual({ phone: 'profile.profile.phoneInvalid' });
  });

  it('when an order has a status, then delivered is green, cancelled red and every other one yellow', () => {
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
    for (const s of ['pending', 'accepted', 'preparing', 'processed', 'onway']) expect(statusTone(s)).toBe('yellow');
  });
});
