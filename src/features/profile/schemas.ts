/**
 * The profile area's form rules (spec 2 §5) as zod schemas for react-hook-form's resolver, with the shared phone and
 * postal-code rules of src/domain (the server and the checkout judge with the same ones). Each issue's message is the
 * i18n key of its text; the address and workplace dialogs show one summary ("Please fill in all required fields")
 * and mark every field concerned.
 */
import { z } from 'zod';
import { phoneSchema, postalCodeSchema } from '../../domain/contact.ts';
import type { AddressInput, AddressType, WorkplaceInput } from '../../lib/supabase/types.ts';

export type ProfileMessageKey =
  | 'profile.addresses.required'
  | 'profile.addresses.postalInvalid'
  | 'profile.workplaces.required'
  | 'profile.workplaces.budgetInvalid'
  | 'profile.profile.phoneInvalid';

type Ctx = { addIssue: (issue: { code: 'custom'; message: ProfileMessageKey; path: string[] }) => void };

/** The rule of both dialogs: `required` fields must not be blank, then the postal code must be Austrian (4 digits). */
function checkStreetAddress<K extends string>(v: Record<K | 'postal_code', string>, required: readonly K[], requiredKey: ProfileMessageKey, ctx: Ctx) {
  for (const field of required) {
    if (!v[field].trim()) ctx.addIssue({ code: 'custom', message: requiredKey, path: [field] });
  }
  if (v.postal_code.trim() && !postalCodeSchema.safeParse(v.postal_code).success) {
    ctx.addIssue({ code: 'custom', message: 'profile.addresses.postalInvalid', path: ['postal_code'] });
  }
}

const streetAddressFields = {
  street: z.string(),
  building_number: z.string(),
  stair: z.string(),
  floor: z.string(),
  door_number: z.string(),
  city: z.string(),
  postal_code: z.string(),
};

export const addressFormSchema = z
  .object({
    type: z.enum(['home', 'work', 'other']),
    title: z.string(),
    ...streetAddressFields,
    details: z.string(),
    is_default: z.boolean(),
  })
  .superRefine((v, ctx) => {
    checkStreetAddress(v, ['title', 'street', 'building_number', 'city', 'postal_code'], 'profile.addresses.required', ctx);
  });

export type AddressForm = z.input<typeof addressFormSchema>;

/** The empty street address fields of both forms. */
const EMPTY_STREET_ADDRESS = { street: '', building_number: '', stair: '', floor: '', door_number: '', city: '', postal_code: '' };

export const EMPTY_ADDRESS: AddressForm = {
  type: 'home' satisfies AddressType,
  title: '',
  ...EMPTY_STREET_ADDRESS,
  details: '',
  is_default: false,
};

export function toAddressInput(a: AddressForm): AddressInput {
  const { type, title, street, building_number, stair, floor, door_number, city, postal_code, details, is_default } = a;
  return { type, title, street, building_number, stair, floor, door_number, city, postal_code: postal_code.trim(), details, is_default };
}

/** Spec 2 §5: the monthly budget is optional, parsed as a number, 0 when empty (a comma counts as decimal point). */
export function parseBudget(raw: string): number | null {
  const v = raw.trim().replace(',', '.');
  if (!v) return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  return Number(v);
}

export const workplaceFormSchema = z
  .object({
    company_name: z.string(),
    ...streetAddressFields,
    monthly_budget: z.string(),
  })
  .superRefine((v, ctx) => {
    checkStreetAddress(v, ['company_name', 'street', 'building_number', 'city', 'postal_code'], 'profile.workplaces.required', ctx);
    if (parseBudget(v.monthly_budget) === null) {
      ctx.addIssue({ code: 'custom', message: 'profile.workplaces.budgetInvalid', path: ['monthly_budget'] });
    }
  });

export type WorkplaceForm = z.input<typeof workplaceFormSchema>;

export const EMPTY_WORKPLACE: WorkplaceForm = {
  company_name: '',
  ...EMPTY_STREET_ADDRESS,
  monthly_budget: '',
};

export function toWorkplaceInput(w: WorkplaceForm): WorkplaceInput {
  const { company_name, street, building_number, stair, floor, door_number, city, postal_code } = w;
  return { company_name, street, building_number, stair, floor, door_number, city, postal_code: postal_code.trim(), monthly_budget: parseBudget(w.monthly_budget) ?? 0 };
}

/** Profile tab: names as typed (only non-empty ones are saved, spec 2 §5); the phone optional, else the shared rule. */
export const profileFormSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().refine((p) => !p.trim() || phoneSchema.safeParse(p).success, 'profile.profile.phoneInvalid'),
});

export type ProfileForm = z.input<typeof profileFormSchema>;

/**
 * The one message a dialog shows for its field errors: "fill in all required fields" wins over the others, as the
 * spec's single alert did.
 */
export function summaryMessage(errors: Partial<Record<string, { message?: string | undefined }>>, requiredKey: ProfileMessageKey): ProfileMessageKey | null {
  const keys = Object.values(errors).map((e) => e?.message).filter((m): m is ProfileMessageKey => Boolean(m));
  if (keys.includes(requiredKey)) return requiredKey;
  return keys[0] ?? null;
}

/** Spec 2 §2: delivered green, cancelled red, all others yellow. */
export function statusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'delivered') return 'green';
  if (status === 'cancelled') return 'red';
  return 'yellow';
}
