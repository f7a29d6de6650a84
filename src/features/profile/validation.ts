/** Profile-area form rules (spec 2 §5). Pure; return the i18n key of the message, or null when valid. */
import type { AddressInput, AddressType, WorkplaceInput } from '../../lib/supabase/types.ts';

export interface AddressForm {
  type: AddressType;
  title: string;
  street: string;
  building_number: string;
  stair: string;
  floor: string;
  door_number: string;
  city: string;
  postal_code: string;
  details: string;
  is_default: boolean;
}

export const EMPTY_ADDRESS: AddressForm = {
  type: 'home',
  title: '',
  street: '',
  building_number: '',
  stair: '',
  floor: '',
  door_number: '',
  city: '',
  postal_code: '',
  details: '',
  is_default: false,
};

const POSTAL_RE = /^\d{4,5}$/;

/** title, street, building_number, city, postal_code are required ("Please fill in all required fields"). */
export function validateAddress(a: AddressForm): 'profile.addresses.required' | 'profile.addresses.postalInvalid' | null {
  if ([a.title, a.street, a.building_number, a.city, a.postal_code].some((v) => !v.trim())) {
    return 'profile.addresses.required';
  }
  if (!POSTAL_RE.test(a.postal_code.trim())) return 'profile.addresses.postalInvalid';
  return null;
}

export function toAddressInput(a: AddressForm): AddressInput {
  return {
    type: a.type,
    title: a.title,
    street: a.street,
    building_number: a.building_number,
    stair: a.stair,
    floor: a.floor,
    door_number: a.door_number,
    city: a.city,
    postal_code: a.postal_code,
    details: a.details,
    is_default: a.is_default,
  };
}

export interface WorkplaceForm {
  company_name: string;
  street: string;
  building_number: string;
  stair: string;
  floor: string;
  door_number: string;
  city: string;
  postal_code: string;
  monthly_budget: string;
}

export const EMPTY_WORKPLACE: WorkplaceForm = {
  company_name: '',
  street: '',
  building_number: '',
  stair: '',
  floor: '',
  door_number: '',
  city: '',
  postal_code: '',
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
  if ([w.company_name, w.street, w.building_number, w.city, w.postal_code].some((v) => !v.trim())) {
    return 'profile.workplaces.required';
  }
  if (!POSTAL_RE.test(w.postal_code.trim())) return 'profile.addresses.postalInvalid';
  if (parseBudget(w.monthly_budget) === null) return 'profile.workplaces.budgetInvalid';
  return null;
}

export function toWorkplaceInput(w: WorkplaceForm): WorkplaceInput {
  return {
    company_name: w.company_name,
    street: w.street,
    building_number: w.building_number,
    stair: w.stair,
    floor: w.floor,
    door_number: w.door_number,
    city: w.city,
    postal_code: w.postal_code,
    monthly_budget: parseBudget(w.monthly_budget) ?? 0,
  };
}

/** Spec 2 §2: delivered green, cancelled red, all others yellow. */
export function statusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'delivered') return 'green';
  if (status === 'cancelled') return 'red';
  return 'yellow';
}
