/**
 * Checkout form validation (spec 1 §5 "Checkout required", "Submit disabled when", "On submit alerts").
 * Pure functions: the form component shows the returned i18n keys under the fields and in the alert box.
 */
import type { ServiceKind } from '../../domain/types.ts';
import type { StreetAddressInput } from '../../lib/supabase/types.ts';

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  postalCode: string;
  city: string;
  street: string;
  houseNumber: string;
  apartment: string;
  doorbell: string;
  floor: string;
  staircase: string;
  entranceNotes: string;
  /** ISO date-time of the chosen slot, '' = as soon as possible */
  preferredTime: string;
  marketingConsent: boolean;
  termsAccepted: boolean;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  postalCode: '',
  city: '',
  street: '',
  houseNumber: '',
  apartment: '',
  doorbell: '',
  floor: '',
  staircase: '',
  entranceNotes: '',
  preferredTime: '',
  marketingConsent: false,
  termsAccepted: false,
};

/** The delivery address of the form in the account tables' terms (a saved address, an order's address). */
export function formStreetAddress(f: CheckoutForm): StreetAddressInput & { details: string } {
  return {
    street: f.street,
    building_number: f.houseNumber,
    stair: f.staircase,
    floor: f.floor,
    door_number: f.apartment,
    city: f.city,
    postal_code: f.postalCode,
    details: f.entranceNotes,
  };
}

export type CheckoutField = keyof CheckoutForm;

/** The typed contact and address fields, in page order (also what is saved for the next order). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'postalCode',
  'city',
  'street',
  'houseNumber',
  'apartment',
  'doorbell',
  'floor',
  'staircase',
  'entranceNotes',
] as const satisfies readonly CheckoutField[];

/** The order in which fields appear on the page (focus goes to the first invalid one). */
export const FIELD_ORDER: CheckoutField[] = [...CONTACT_FIELDS, 'preferredTime', 'termsAccepted'];

/** i18n keys (namespace `checkout`) of the field messages. */
export type FieldErrorKey =
  | 'checkout.errors.firstNameRequired'
  | 'checkout.errors.lastNameRequired'
  | 'checkout.errors.phoneRequired'
  | 'checkout.errors.phoneInvalid'
  | 'checkout.errors.emailRequired'
  | 'checkout.errors.emailInvalid'
  | 'checkout.errors.postalCodeRequired'
  | 'checkout.errors.postalCodeInvalid'
  | 'checkout.errors.cityRequired'
  | 'checkout.errors.streetRequired'
  | 'checkout.errors.houseNumberRequired'
  | 'checkout.errors.apartmentRequired'
  | 'checkout.errors.doorbellRequired'
  | 'checkout.errors.termsRequired';

export type FieldErrors = Partial<Record<CheckoutField, FieldErrorKey>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with optional leading +, spaces, slashes, hyphens, brackets; 6–15 digits in total. */
const PHONE_RE = /^\+?[0-9\s/()-]+$/;

export const POSTAL_CODE_RE = /^[0-9]{4}$/;

function phoneValid(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return PHONE_RE.test(phone) && digits.length >= 6 && digits.length <= 15;
}

const blank = (s: string) => s.trim() === '';

/** Every field error of the form; delivery adds the address fields (spec 1 §5). */
export function validateCheckoutForm(form: CheckoutForm, orderType: ServiceKind): FieldErrors {
  const e: FieldErrors = {};
  if (blank(form.firstName)) e.firstName = 'checkout.errors.firstNameRequired';
  if (blank(form.lastName)) e.lastName = 'checkout.errors.lastNameRequired';
  if (blank(form.phone)) e.phone = 'checkout.errors.phoneRequired';
  else if (!phoneValid(form.phone.trim())) e.phone = 'checkout.errors.phoneInvalid';
  if (blank(form.email)) e.email = 'checkout.errors.emailRequired';
  else if (!EMAIL_RE.test(form.email.trim())) e.email = 'checkout.errors.emailInvalid';
  if (orderType === 'delivery') {
    if (blank(form.postalCode)) e.postalCode = 'checkout.errors.postalCodeRequired';
    else if (!POSTAL_CODE_RE.test(form.postalCode.trim())) e.postalCode = 'checkout.errors.postalCodeInvalid';
    if (blank(form.city)) e.city = 'checkout.errors.cityRequired';
    if (blank(form.street)) e.street = 'checkout.errors.streetRequired';
    if (blank(form.houseNumber)) e.houseNumber = 'checkout.errors.houseNumberRequired';
    if (blank(form.apartment)) e.apartment = 'checkout.errors.apartmentRequired';
    if (blank(form.doorbell)) e.doorbell = 'checkout.errors.doorbellRequired';
  }
  if (!form.termsAccepted) e.termsAccepted = 'checkout.errors.termsRequired';
  return e;
}

export function firstInvalidField(errors: FieldErrors): CheckoutField | null {
  return FIELD_ORDER.find((f) => errors[f] !== undefined) ?? null;
}

export type ZoneCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'error'; reason: 'noZone' | 'failed'; postalCode: string };

export interface SubmitContext {
  cartEmpty: boolean;
  termsAccepted: boolean;
  orderType: ServiceKind;
  zoneCheck: ZoneCheck;
  /** a delivery zone is chosen (valid zone check) */
  hasZone: boolean;
  /** computeFees(...).minimumBlocks */
  minimumBlocks: boolean;
  submitting: boolean;
}

export type SubmitBlocker =
  | 'submitting'
  | 'cartEmpty'
  | 'zoneChecking'
  | 'zoneError'
  | 'noZone'
  | 'belowMinimum'
  | 'termsRequired';

/**
 * Why the submit button is disabled (spec 1 §5 "Submit disabled when"), or null when it is enabled.
 * The order of checks is the order of the on-submit alerts.
 */
export function submitBlocker(c: SubmitContext): SubmitBlocker | null {
  if (c.submitting) return 'submitting';
  if (c.cartEmpty) return 'cartEmpty';
  if (c.orderType === 'delivery') {
    if (c.zoneCheck.state === 'checking') return 'zoneChecking';
    if (c.zoneCheck.state === 'error') return 'zoneError';
    if (!c.hasZone) return 'noZone';
    if (c.minimumBlocks) return 'belowMinimum';
  }
  if (!c.termsAccepted) return 'termsRequired';
  return null;
}

/** A scheduled time already in the past is moved to the next day (spec 1 §5). */
export function normaliseScheduledTime(iso: string, now: Date): string | null {
  if (!iso) return null;
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return null;
  let ms = t.getTime();
  while (ms < now.getTime()) ms += 24 * 60 * 60 * 1000;
  return new Date(ms).toISOString();
}
