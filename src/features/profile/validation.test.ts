import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, EMPTY_WORKPLACE, parseBudget, statusTone, toWorkplaceInput, validateAddress, validateWorkplace } from './validation.ts';

const address = { ...EMPTY_ADDRESS, title: 'Zuhause', street: 'Neubaugasse', building_number: '12', city: 'Wien', postal_code: '1070' };
const workplace = { ...EMPTY_WORKPLACE, company_name: 'ACME', street: 'Ring', building_number: '1', city: 'Wien', postal_code: '1010' };

describe('profile forms (spec 2 §5)', () => {
  it('when a required address field is blank, then "fill in all required fields"; optional ones may stay empty', () => {
    for (const k of ['title', 'street', 'building_number', 'city', 'postal_code'] as const) {
      expect(validateAddress({ ...address, [k]: '  ' })).toBe('profile.addresses.required');
    }
    expect(validateAddress(address)).toBeNull();
  });

  it('when the postal code is not 4–5 digits, then it is refused', () => {
    expect(validateAddress({ ...address, postal_code: '10a0' })).toBe('profile.addresses.postalInvalid');
  });

  it('when a workplace lacks a required field, then the German message key; the budget is optional', () => {
    expect(validateWorkplace({ ...workplace, company_name: '' })).toBe('profile.workplaces.required');
    expect(validateWorkplace(workplace)).toBeNull();
    expect(toWorkplaceInput(workplace).monthly_budget).toBe(0);
  });

  it('when a budget is typed, then it is parsed as a number (comma allowed) and nonsense is refused', () => {
    expect(parseBudget('')).toBe(0);
    expect(parseBudget('250,50')).toBe(250.5);
    expect(parseBudget('300')).toBe(300);
    expect(parseBudget('-5')).toBeNull();
    expect(parseBudget('abc')).toBeNull();
    expect(validateWorkplace({ ...workplace, monthly_budget: '1e9' })).toBe('profile.workplaces.budgetInvalid');
  });

  it('when an order has a status, then delivered is green, cancelled red and every other one yellow', () => {
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
    for (const s of ['pending', 'accepted', 'preparing', 'processed', 'onway']) expect(statusTone(s)).toBe('yellow');
  });
});
