/** Profile-area form rules (spec 2 §5). Pure; return the i18n key of the message, or null when valid. */
import type { AddressInput, AddressType, StreetAddressInput, WorkplaceInput } from '../../lib/supabase/types.ts';

const EMPTY_STREET_ADDRESS: StreetAddressInput = {
  street: '',
  building_number: '',
  stair: '',
  floor: '',
  door_number: '',
  city: '',
  postal_code: '',
};

/** Just the street-address parts of a form (the input types take no extra keys). */
function streetAddress(f: StreetAddressInput): StreetAddressInput {
  const { street, building_number, stair, floor, door_number, city, postal_code } = f;
  return { street, building_number, stair, floor, door_number, city, postal_code };
}

const POSTAL_RE = /^\d{4,5}$/;

/**
 * The rule shared by the address and workplace forms: `name` (title / company name), street, building number, city
 * and postal code are required ("Please fill in all required fields"), then the postal code must be 4–5 digits.
 */
function validateStreetAddress<K extends string>(
  name: string,
  f: StreetAddressInput,
  requiredKey: K,
): K | 'profile.addresses.postalInvalid' | null {
  if ([name, f.street, f.building_number, f.city, f.postal_code].some((v) => !v.trim())) return requiredKey;
  if (!POSTAL_RE.test(f.postal_code.trim())) return 'profile.addresses.postalInvalid';
  return null;
}

export interface AddressForm extends StreetAddressInput {
  type: AddressType;
  title: string;
  details: string;
  is_default: boolean;
}

export const EMPTY_ADDRESS: AddressForm = {
  type: 'home',
  title: '',
  ...EMPTY_STREET_ADDRESS,
  details: '',
  is_default: false,
};

/** title, street, building_number, city, postal_code are required ("Please fill in all required fields"). */
export function validateAddress(a: AddressForm): 'profile.addresses.required' | 'profile.addresses.postalInvalid' | null {
  return validateStreetAddress(a.title, a, 'profile.addresses.required');
}

export function toAddressInput(a: AddressForm): AddressInput {
  return { type: a.type, title: a.title, ...streetAddress(a), details: a.details, is_default: a.is_default };
}

export interface WorkplaceForm extends StreetAddressInput {
  company_name: string;
  monthly_budget: string;
}

export const EMPTY_WORKPLACE: WorkplaceForm = {
  company_name: '',
  ...EMPTY_STREET_ADDRESS,
  monthly_budget: '',
};

/** Spec 2 §5: the monthly budget is optional, parsed as a number, 0 when empty (a comma counts as decimal point). */
export function parseBudget(raw: string): number | null {
  const v = raw.trim().replace(',', '.');
  if (!v) return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  return Number(v);
}

export function validateWorkplace(
  w: WorkplaceForm,
): 'profile.workplaces.required' | 'profile.addresses.postalInvalid' | 'profile.workplaces.budgetInvalid' | null {
  const invalid = validateStreetAddress(w.company_name, w, 'profile.workplaces.required');
  if (invalid) return invalid;
  if (parseBudget(w.monthly_budget) === null) return 'profile.workplaces.budgetInvalid';
  return null;
}

export function toWorkplaceInput(w: WorkplaceForm): WorkplaceInput {
  return { company_name: w.company_name, ...streetAddress(w), monthly_budget: parseBudget(w.monthly_budget) ?? 0 };
}

/** Spec 2 §2: delivered green, cancelled red, all others yellow. */
export function statusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'delivered') return 'green';
  if (status === 'cancelled') return 'red';
  return 'yellow';
}
